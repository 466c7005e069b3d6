import { sql } from 'kysely';
import type { TestApp } from '../../test/test-app';

/** Known records of every type the report builder reads (one per case the API tests check). */
export async function insertReportFixtures(t: TestApp): Promise<void> {
  const db = t.database.db;
  const twoDaysAgo = sql<Date>`now() - interval '2 days'`;
  await db
    .insertInto('contacts')
    .values([
      {
        first_name: 'Ada',
        last_name: 'Lane',
        email: 'ada@example.test',
        city: 'Lisbon',
        is_inquiry: true,
        created_at: new Date('2026-01-15T10:00:00Z'),
        last_contact_date: '2026-01-10',
      },
      { first_name: 'Bob', last_name: 'Moss', email: 'bob@example.test', city: 'Porto', created_at: new Date('2026-02-03T23:30:00Z') },
      { first_name: 'Cy', last_name: 'Noor', email: 'cy@example.test', city: null, created_at: twoDaysAgo },
    ])
    .execute();
  const [alpha] = await db
    .insertInto('companies')
    .values([
      { name: 'Alpha Works', sector: 'Technology', number_of_employees: 10, created_at: new Date('2026-03-01T00:00:00Z') },
      { name: 'Beta Foods', sector: 'Retail', number_of_employees: 30, created_at: new Date('2026-03-02T00:00:00Z') },
      { name: 'Gamma Care', sector: null, number_of_employees: null, created_at: twoDaysAgo },
    ])
    .returning('id')
    .execute();
  const stages = Object.fromEntries((await db.selectFrom('pipeline_stages').select(['id', 'title']).execute()).map((s) => [s.title, s.id]));
  await db
    .insertInto('deals')
    .values([
      {
        stage_id: stages['Closed Won'],
        name: 'Won big',
        company_id: alpha.id,
        company: 'Alpha Works',
        deal_value: '1000',
        updated_at: new Date('2026-03-05T12:00:00Z'),
      },
      { stage_id: stages['Closed Won'], name: 'Won small', amount: '500', deal_value: null, updated_at: new Date('2026-03-20T12:00:00Z') },
      {
        stage_id: stages['New Inquiry'],
        name: 'Fresh lead',
        deal_value: '300',
        lead_source: 'Referral',
        updated_at: new Date('2026-04-01T12:00:00Z'),
      },
    ])
    .execute();
  await db
    .insertInto('jobs')
    .values([
      {
        title: 'Backend Engineer',
        description: 'd',
        requirements: 'r',
        status: 'Open',
        openings: 2,
        date_posted: new Date('2026-03-04T09:00:00Z'),
      },
      {
        title: 'Designer',
        description: 'd',
        requirements: 'r',
        status: 'Open',
        openings: 1,
        date_posted: new Date('2026-03-06T09:00:00Z'),
      },
      {
        title: 'Analyst',
        description: 'd',
        requirements: 'r',
        status: 'Closed',
        openings: 1,
        date_posted: new Date('2026-03-10T09:00:00Z'),
        date_closed: new Date('2026-04-01T00:00:00Z'),
      },
    ])
    .execute();
  await db
    .insertInto('applicants')
    .values([
      {
        first_name: 'Ida',
        last_name: 'Ray',
        email: 'ida@example.test',
        status: 'New',
        source: 'LinkedIn',
        ats_score: 80,
        date_added: new Date('2026-05-01T08:00:00Z'),
      },
      {
        first_name: 'Jon',
        last_name: 'Sky',
        email: 'jon@example.test',
        status: 'Hired',
        source: 'Referral',
        ats_score: 60,
        date_added: new Date('2026-05-01T20:00:00Z'),
      },
    ])
    .execute();
}
