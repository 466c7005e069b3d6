import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from '@keel/shared/iso-codes';
import { JOB_FACT_COLUMNS } from '@keel/shared/job-facts';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { migrateFreeTextJobFacts } from './0054_job_facts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0054: free-text locations and salaries', () => {
  it('reads the unambiguous ones into the structured fields, leaves the rest (and every free text) as it was', async () => {
    const db = database.db;
    const cases: Array<[location: string | null, salary: string | null, expected: Record<string, unknown>]> = [
      [
        'Zürich',
        'CHF 120,000 – 140,000 per year',
        {
          location_city: 'Zürich',
          location_country: 'CH',
          salary_currency: 'CHF',
          salary_min: '120000.00',
          salary_max: '140000.00',
          salary_unit: 'year',
        },
      ],
      [
        'Berlin, Germany',
        '€50.000 – €60.000 pro Jahr',
        {
          location_city: 'Berlin',
          location_country: 'DE',
          salary_currency: 'EUR',
          salary_min: '50000.00',
          salary_max: '60000.00',
          salary_unit: 'year',
        },
      ],
      ['London', 'Up to £30k + 10% bonus', { location_city: 'London', location_country: 'GB', salary_currency: null }],
      [
        'Austin, TX',
        '$140k–$170k per year',
        {
          location_city: 'Austin',
          location_region: 'TX',
          location_country: 'US',
          salary_currency: 'USD',
          salary_min: '140000.00',
          salary_unit: 'year',
        },
      ],
      [
        'Hybrid – Munich',
        '45.50 - 60 EUR/hour',
        {
          location_city: 'Munich',
          location_country: 'DE',
          workplace_type: 'hybrid',
          salary_currency: 'EUR',
          salary_min: '45.50',
          salary_max: '60.00',
          salary_unit: 'hour',
        },
      ],
      ['Remote (EU)', null, { workplace_type: 'remote', remote_countries: EU_COUNTRY_CODES }],
      // Ambiguous: stay unstructured, for a recruiter to complete.
      ['Remote', '$90k–$110k', { workplace_type: null, remote_countries: [], salary_currency: null }],
      ['Cambridge', '$60 - $80 per hour', { location_country: null, salary_currency: null }],
      ['Toronto', '$80,000 - $95,000 per year', { location_country: 'CA', salary_currency: null }],
      ['Remote or hybrid, London', 'GBP 50k', { location_country: null, workplace_type: null, salary_currency: null }],
      [null, 'CHF 9000 – 10000 per month or 100k per year', { salary_currency: null }],
    ];
    const ids: string[] = [];
    for (const [location, salary_range] of cases) {
      const row = await db
        .insertInto('jobs')
        .values({ title: 'Job', description: 'd', requirements: 'r', location, salary_range })
        .returning('job_id')
        .executeTakeFirstOrThrow();
      ids.push(row.job_id);
    }
    await migrateFreeTextJobFacts(db as unknown as Kysely<unknown>);
    const rows = await db
      .selectFrom('jobs')
      .select(['job_id', 'location', 'salary_range', 'version', ...JOB_FACT_COLUMNS])
      .where('job_id', 'in', ids)
      .execute();
    cases.forEach(([location, salary_range, expected], i) => {
      const row = rows.find((r) => r.job_id === ids[i])!;
      expect(row, `${location} / ${salary_range}`).toMatchObject({ location, salary_range, ...expected });
    });
    // Only changed rows are a new version.
    expect(rows.find((r) => r.job_id === ids[6])!.version).toBe(1);
    expect(rows.find((r) => r.job_id === ids[0])!.version).toBe(2);
  });
});
