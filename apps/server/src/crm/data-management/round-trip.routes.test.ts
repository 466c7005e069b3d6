import { describe, expect, it } from 'vitest';
import type { DataKind, ImportEvent } from '@keel/shared/data-management';
import { appWithEveryRole } from '../../test/app-with-every-role';

/**
 * Decision 0056: what Keel exports, Keel imports back changing nothing — every table, plain and
 * "for Excel" (UTF-8 with a byte-order mark), with the values that break naive CSV: commas,
 * quotes, line breaks, leading zeros, non-ASCII text, formula-like cells, a year-less birthday. A
 * deals export imported again creates no contact and links none.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;

const TRICKY = {
  comma: 'Smith, Jones & Co',
  quotes: 'The "best" one',
  lines: 'line one\nline two\r\nline three',
  zeros: '007',
  accents: 'Zoë Ñúñez-Šťastná 日本',
  formula: '=HYPERLINK("http://x.example")',
  plus: '+44 20 7946 0958',
};

async function exported(kind: DataKind, forExcel = false) {
  const res = await app.t.request({
    method: 'GET',
    url: `/api/data-management/${kind}/export${forExcel ? '?for=excel' : ''}`,
    cookie: app.as.admin.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
async function imported(kind: DataKind, file: Buffer) {
  const res = await app.t.request({
    method: 'POST',
    url: `/api/data-management/${kind}/import?fileName=back.csv`,
    payload: file,
    headers: { 'content-type': 'text/csv' },
    cookie: app.as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body.trim().split('\n').at(-1)!) as ImportEvent;
}
const count = async (table: 'contacts' | 'companies' | 'deals') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('export → import changes nothing (decision 0056)', () => {
  it('seeds every table with values that break naive CSV', async () => {
    const rep = app.as.sales_rep.user;
    const { id: companyId } = await db()
      .insertInto('companies')
      .values({
        name: TRICKY.comma,
        description: TRICKY.lines,
        phone: TRICKY.plus,
        zip_code: TRICKY.zeros,
        tags: ['a,b', TRICKY.accents],
        city: TRICKY.accents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('companies')
      .values({ name: TRICKY.formula, annual_revenue: '1234.50', number_of_employees: 7, website: 'https://trip.example' })
      .execute();
    await db()
      .insertInto('contacts')
      .values([
        {
          email: 'trip1@round.example',
          first_name: TRICKY.accents,
          last_name: TRICKY.quotes,
          description: TRICKY.lines,
          phone: TRICKY.plus,
          zip_code: TRICKY.zeros,
          job_title: TRICKY.formula,
          tags: ['a,b', 'x'],
          birthday: '1604-02-29',
          is_inquiry: true,
          company_id: companyId,
          assigned_sales_rep_id: rep.id,
        },
        { email: 'trip2@round.example', first_name: 'Plain', last_name: TRICKY.comma, country: '', birthday: '1979-05-23' },
      ])
      .execute();
    const [stage] = await db().selectFrom('pipeline_stages').select('id').orderBy('position', 'desc').limit(1).execute();
    await db()
      .insertInto('deals')
      .values([
        {
          name: TRICKY.quotes,
          stage_id: stage.id,
          company: TRICKY.comma,
          company_id: companyId,
          email: 'nocontact@round.example', // a deal's e-mail with no contact of that e-mail
          first_name: TRICKY.accents,
          deal_value: '0.50',
          priority: 'High',
          tags: ['a,b'],
          meeting_notes: TRICKY.lines,
          phone: TRICKY.zeros,
          assigned_sales_rep: rep.fullName,
          assigned_sales_rep_id: rep.id,
          inquiry_date: '2024-03-14',
          expected_close_date: '2024-06-30',
        },
        { name: TRICKY.formula, stage_id: stage.id, company: 'Text Only Co', description: TRICKY.plus },
      ])
      .execute();
  });

  for (const kind of ['contacts', 'companies', 'deals'] as const)
    for (const forExcel of [false, true])
      it(`${kind}${forExcel ? ' for Excel' : ''}: 0 new, 0 updated, no other record created, exported again identically`, async () => {
        const file = await exported(kind, forExcel);
        if (forExcel) expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const before = { contacts: await count('contacts'), companies: await count('companies'), deals: await count('deals') };
        const last = await imported(kind, file);
        expect(last).toMatchObject({ type: 'done', counts: { created: 0, updated: 0 } });
        expect(last.counts.skipped).toBe(last.rows);
        expect({ contacts: await count('contacts'), companies: await count('companies'), deals: await count('deals') }).toEqual(before);
        expect((await exported(kind, forExcel)).equals(file)).toBe(true);
      });

  it('the deal keeps no contact (none was created or linked by importing it again)', async () => {
    const deal = await db()
      .selectFrom('deals')
      .select(['contact_ids', 'version'])
      .where('name', '=', TRICKY.quotes)
      .executeTakeFirstOrThrow();
    expect(deal).toEqual({ contact_ids: [], version: 1 });
    expect(await db().selectFrom('contacts').select('id').where('email', '=', 'nocontact@round.example').execute()).toEqual([]);
  });
});
