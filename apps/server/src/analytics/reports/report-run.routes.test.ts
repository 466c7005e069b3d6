import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS, REPORT_OPS_BY_TYPE, REPORT_RECORDS, type ReportField } from '@keel/shared/report-catalogue';
import type { ReportDefinitionInput, ReportResult } from '@keel/shared/reports';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { insertReportFixtures } from './report-fixtures.test-support';

let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  await insertReportFixtures(t);
});
afterAll(() => t.close());

async function run(definition: ReportDefinitionInput, cookie = as.admin.cookie) {
  const res = await t.request({ method: 'POST', url: '/api/reports/run', cookie, payload: definition });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportResult;
}
const count = async (definition: ReportDefinitionInput) => (await run(definition)).total;
const month = (d: Date) => `${d.toISOString().slice(0, 7)}-01`;

describe('filters (each operator)', () => {
  it.each([
    ['equals, case-insensitive', { field: 'city', op: 'equals', value: 'lisbon' }, 1],
    ['contains', { field: 'city', op: 'contains', value: 'OR' }, 1],
    ['empty', { field: 'city', op: 'empty' }, 1],
    ['not empty', { field: 'city', op: 'notEmpty' }, 2],
    ['before (a whole UTC day)', { field: 'created', op: 'before', value: '2026-02-03' }, 1],
    ['after (from the next day)', { field: 'created', op: 'after', value: '2026-01-15' }, 2],
    ['equals a date (its UTC day)', { field: 'created', op: 'equals', value: '2026-02-03' }, 1],
    ['in the last N days', { field: 'created', op: 'lastDays', value: '7' }, 1],
    ['equals an option', { field: 'status', op: 'equals', value: 'Inquiry' }, 1],
    ['a date field that can be empty', { field: 'lastContact', op: 'empty' }, 2],
  ] as const)('contacts: %s', async (_why, filter, expected) => {
    expect(await count({ records: 'contacts', filters: [filter] })).toBe(expected);
  });

  it('funnel leads: number equals and the stage, all filters together', async () => {
    expect(await count({ records: 'deals', filters: [{ field: 'value', op: 'equals', value: '300' }] })).toBe(1);
    expect(
      await count({
        records: 'deals',
        filters: [
          { field: 'stage', op: 'equals', value: 'closed won' },
          { field: 'value', op: 'notEmpty' },
        ],
      }),
    ).toBe(2);
    expect(await count({ records: 'deals', filters: [{ field: 'amount', op: 'empty' }] })).toBe(0);
  });

  it('companies, jobs and applicants', async () => {
    expect(await count({ records: 'companies', filters: [{ field: 'employees', op: 'empty' }] })).toBe(1);
    expect(await count({ records: 'companies', filters: [{ field: 'created', op: 'lastDays', value: '30' }] })).toBe(1);
    expect(await count({ records: 'jobs', filters: [{ field: 'dateClosed', op: 'after', value: '2026-03-31' }] })).toBe(1);
    expect(await count({ records: 'jobs', filters: [{ field: 'title', op: 'contains', value: 'engineer' }] })).toBe(1);
    expect(
      await count({
        records: 'applicants',
        filters: [
          { field: 'dateAdded', op: 'equals', value: '2026-05-01' },
          { field: 'source', op: 'equals', value: 'LinkedIn' },
        ],
      }),
    ).toBe(1);
  });

  it('treats filter text as a value, never as SQL or a wildcard', async () => {
    expect(await count({ records: 'contacts', filters: [{ field: 'city', op: 'contains', value: "'; drop table contacts; --" }] })).toBe(0);
    expect(await count({ records: 'contacts', filters: [{ field: 'city', op: 'contains', value: '%' }] })).toBe(0);
    expect(await count({ records: 'contacts' })).toBe(3);
  });

  // Every field of every record type with every operator its type takes answers (SQL valid on this database).
  it.each(REPORT_RECORDS)('every field, operator, grouping and measure of %s answers', async (records) => {
    const sample = { text: 'x', number: '1', date: '2026-01-01' };
    for (const [field, def] of Object.entries(REPORT_FIELDS[records] as Record<string, ReportField>)) {
      for (const op of REPORT_OPS_BY_TYPE[def.type]) {
        const value = op === 'lastDays' ? '30' : def.options && op === 'equals' ? def.options[0] : sample[def.type];
        await run({ records, filters: [{ field, op, value }] });
      }
      if (def.type === 'text') await run({ records, group: { field } });
      if (def.type === 'date') for (const bucket of ['day', 'week', 'month'] as const) await run({ records, group: { field, bucket } });
      if (def.type === 'number') for (const fn of ['avg', 'median'] as const) await run({ records, measure: { fn, field } });
    }
  });
});

describe('grouping and measures', () => {
  it("'Won deal value by month': the sum of deal value (else amount) of Closed Won leads per month", async () => {
    const result = await run({
      records: 'deals',
      filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
      group: { field: 'updated', bucket: 'month' },
      measure: { fn: 'sum', field: 'value' },
      view: 'bar',
    });
    expect(result).toEqual({ rows: [{ group: '2026-03-01', value: 1500 }], total: 1500, records: 2, truncated: false });
  });

  it('groups by a field, largest first, the empty group last', async () => {
    expect((await run({ records: 'contacts', group: { field: 'city' } })).rows).toEqual([
      { group: 'Lisbon', value: 1 },
      { group: 'Porto', value: 1 },
      { group: null, value: 1 },
    ]);
    expect((await run({ records: 'deals', group: { field: 'stage' }, measure: { fn: 'avg', field: 'value' } })).rows).toEqual([
      { group: 'Closed Won', value: 750 },
      { group: 'New Inquiry', value: 300 },
    ]);
  });

  it('groups by day, week and month of a date, oldest first', async () => {
    const recent = month(new Date(Date.now() - 2 * 86_400_000));
    expect((await run({ records: 'contacts', group: { field: 'created', bucket: 'month' } })).rows.map((r) => r.group)).toEqual([
      '2026-01-01',
      '2026-02-01',
      recent,
    ]);
    // ISO weeks start on Monday: 4 and 6 March 2026 share the week of 2 March.
    expect((await run({ records: 'jobs', group: { field: 'datePosted', bucket: 'week' } })).rows).toEqual([
      { group: '2026-03-02', value: 2 },
      { group: '2026-03-09', value: 1 },
    ]);
    expect(
      (await run({ records: 'applicants', group: { field: 'dateAdded', bucket: 'day' }, measure: { fn: 'avg', field: 'atsScore' } })).rows,
    ).toEqual([{ group: '2026-05-01', value: 70 }]);
  });

  it('sums and averages number fields over all matching records (the KPI)', async () => {
    expect(await run({ records: 'companies', measure: { fn: 'sum', field: 'employees' }, view: 'kpi' })).toEqual({
      rows: [],
      total: 40,
      records: 3,
      truncated: false,
    });
    expect((await run({ records: 'companies', measure: { fn: 'avg', field: 'employees' } })).total).toBe(20);
    expect((await run({ records: 'deals', measure: { fn: 'avg', field: 'value' } })).total).toBe(600);
    expect((await run({ records: 'jobs', group: { field: 'status' }, measure: { fn: 'sum', field: 'openings' } })).rows).toEqual([
      { group: 'Open', value: 3 },
      { group: 'Closed', value: 1 },
    ]);
  });

  it('answers an empty result with zeros', async () => {
    expect(
      await run({
        records: 'deals',
        filters: [{ field: 'name', op: 'equals', value: 'nobody' }],
        group: { field: 'stage' },
        measure: { fn: 'sum', field: 'value' },
      }),
    ).toEqual({ rows: [], total: 0, records: 0, truncated: false });
  });
});

describe('refusals', () => {
  it.each([
    ['unknown records', { records: 'invoices' }, 'records'],
    [
      'an unknown field',
      { records: 'contacts', filters: [{ field: 'salary', op: 'equals', value: '1' }] },
      "Unknown field 'salary' for contacts.",
    ],
    [
      'an operator the field lacks',
      { records: 'contacts', filters: [{ field: 'created', op: 'contains', value: '2026' }] },
      "The filter on Created cannot use 'contains'.",
    ],
    ['a missing value', { records: 'contacts', filters: [{ field: 'city', op: 'equals' }] }, 'The filter on City needs a value.'],
    [
      'a bad date',
      { records: 'contacts', filters: [{ field: 'created', op: 'before', value: '03/02/2026' }] },
      'The filter on Created needs a date (YYYY-MM-DD).',
    ],
    [
      'zero days',
      { records: 'contacts', filters: [{ field: 'created', op: 'lastDays', value: '0' }] },
      'The filter on Created needs a number of days from 1 to 3650.',
    ],
    [
      'a value outside the options',
      { records: 'jobs', filters: [{ field: 'status', op: 'equals', value: 'Maybe' }] },
      'The filter on Status must be one of: Open, Closed, On Hold, Filled.',
    ],
    [
      'a number that is not one',
      { records: 'deals', filters: [{ field: 'value', op: 'equals', value: '1e9' }] },
      'The filter on Deal Value needs a number.',
    ],
    ['grouping by a number', { records: 'deals', group: { field: 'value' } }, 'Reports cannot be grouped by Deal Value, a number.'],
    [
      'a date grouping without a period',
      { records: 'deals', group: { field: 'updated' } },
      'Grouping by Last Updated needs day, week or month.',
    ],
    [
      'a period on a text field',
      { records: 'deals', group: { field: 'stage', bucket: 'month' } },
      'Stage is not a date: it cannot be grouped by month.',
    ],
    ['a sum without a field', { records: 'deals', measure: { fn: 'sum' } }, 'A sum needs a number field of deals.'],
    ['an average of text', { records: 'deals', measure: { fn: 'avg', field: 'name' } }, 'An average needs a number field of deals.'],
  ])('refuses %s with a 400 naming the problem', async (_why, payload, message) => {
    const res = await t.request({ method: 'POST', url: '/api/reports/run', cookie: as.admin.cookie, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('lets only admins run a report: other roles 403, no session 401', async () => {
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      expect(
        (await t.request({ method: 'POST', url: '/api/reports/run', cookie: as[role].cookie, payload: { records: 'contacts' } }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/reports/run', payload: { records: 'contacts' } })).statusCode).toBe(401);
  });
});
