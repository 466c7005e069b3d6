import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCHANGED_DUPLICATE_REASON, unknownCompanyReason, unknownRepReason } from '@keel/shared/contact-import';
import type { ImportEvent } from '@keel/shared/data-management';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0051: every contact export names the company and the sales rep by name, never by id, with
 * the names the contact import matches, so export → import is an exact round trip (0 new, 0 updated).
 */
let t: TestApp;
let as: SignedIn;
let orbitId: string;
let repId: string;
let repName: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  orbitId = (await db().insertInto('companies').values({ name: 'Orbit Works' }).returning('id').executeTakeFirstOrThrow()).id;
  await db().insertInto('companies').values({ name: '=Formula Co' }).execute();
  ({ id: repId, fullName: repName } = as.sales_rep.user);
  await db()
    .insertInto('contacts')
    .values([
      {
        first_name: 'Vera',
        last_name: 'Named',
        email: 'vera@names.example',
        company_id: orbitId,
        assigned_sales_rep_id: repId,
        tags: ['a', 'b'],
      },
      { first_name: 'Otto', last_name: 'Named', email: 'otto@names.example', company_id: orbitId },
      { first_name: 'Rhea', last_name: 'Named', email: 'rhea@names.example', assigned_sales_rep_id: repId },
      { first_name: 'Nils', last_name: 'Named', email: 'nils@names.example' },
    ])
    .execute();
  const formula = await db().selectFrom('companies').select('id').where('name', '=', '=Formula Co').executeTakeFirstOrThrow();
  await db()
    .insertInto('contacts')
    .values({ first_name: 'Fay', last_name: 'Named', email: 'fay@names.example', company_id: formula.id, assigned_sales_rep_id: repId })
    .execute();
});
afterAll(() => t.close());

const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
async function imported(csv: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/data-management/contacts/import?fileName=names.csv',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  const all = events(res.body);
  return { last: all.at(-1)!, skipped: all.flatMap((e) => (e.type === 'progress' ? e.skipped : [])) };
}
const fullExport = async () => {
  const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/export', cookie: as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
const named = () =>
  db()
    .selectFrom('contacts')
    .select(['email', 'company_id', 'assigned_sales_rep_id', 'version'])
    .where('email', 'like', '%@names.example')
    .orderBy('email')
    .execute();
const contact = (email: string) =>
  db()
    .selectFrom('contacts')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirstOrThrow();

describe('the contact export names company and sales rep by name (decision 0051)', () => {
  it('writes company and assignedSalesRep by name, no internal id, and imports back as 0 new, 0 updated, exporting again identically', async () => {
    const exported = await fullExport();
    const { meta, data } = parse(exported);
    expect(meta.fields).toEqual(expect.arrayContaining(['company', 'assignedSalesRep']));
    expect(meta.fields).not.toContain('company_id');
    expect(meta.fields).not.toContain('assigned_sales_rep_id');
    expect(exported).not.toContain(orbitId);
    expect(exported).not.toContain(repId);
    expect(data.find((r) => r.email === 'vera@names.example')).toMatchObject({ company: 'Orbit Works', assignedSalesRep: repName });
    expect(data.find((r) => r.email === 'nils@names.example')).toMatchObject({ company: '', assignedSalesRep: '' });
    expect(data.find((r) => r.email === 'fay@names.example')).toMatchObject({ company: "'=Formula Co" }); // neutralised (decision 0019)

    const before = await named();
    const { last, skipped } = await imported(exported);
    expect(last).toEqual({ type: 'done', rows: data.length, counts: { created: 0, updated: 0, skipped: data.length } });
    expect(new Set(skipped.map((s) => s.reason))).toEqual(new Set([UNCHANGED_DUPLICATE_REASON]));
    expect(await named()).toEqual(before);
    expect(await fullExport()).toBe(exported);
  });

  it("the list's selection export uses the same names and imports back as 0 new, 0 updated", async () => {
    const ids = (await db().selectFrom('contacts').select('id').where('email', 'like', '%@names.example').execute()).map((r) => r.id);
    const res = await t.request({ method: 'POST', url: '/api/contacts/export', cookie: as.user.cookie, payload: { ids } });
    expect(res.statusCode, res.body).toBe(200);
    const { meta, data } = parse(res.body);
    expect(meta.fields).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'mobilePhone',
      'workEmail',
      'company',
      'jobTitle',
      'city',
      'state',
      'country',
      'tags',
      'is_inquiry',
      'assignedSalesRep',
      'last_contact_date',
    ]);
    expect(data.find((r) => r.email === 'vera@names.example')).toMatchObject({
      company: 'Orbit Works',
      assignedSalesRep: repName,
      tags: 'a;b',
    });

    const before = await named();
    const { last } = await imported(res.body);
    expect(last).toEqual({ type: 'done', rows: ids.length, counts: { created: 0, updated: 0, skipped: ids.length } });
    expect(await named()).toEqual(before);
  });

  it('imports company and sales rep by name, case-insensitively; an empty cell or Unassigned clears them; an unknown name skips the row with its reason', async () => {
    const csv = [
      'email,company,assignedSalesRep',
      `new1@names.example,ORBIT works,${repName.toUpperCase()}`,
      'otto@names.example,,Unassigned', // clears the company
      'vera@names.example,orbit works,', // clears the rep, company unchanged
      `ghost@names.example,Nowhere Ltd,${repName}`,
      'spook@names.example,Orbit Works,Nobody Here',
    ].join('\n');
    const { last, skipped } = await imported(csv);
    expect(last.counts).toEqual({ created: 1, updated: 2, skipped: 2 });
    expect(skipped).toEqual([
      { row: 4, email: 'ghost@names.example', reason: unknownCompanyReason('Nowhere Ltd') },
      { row: 5, email: 'spook@names.example', reason: unknownRepReason('Nobody Here') },
    ]);
    expect(skipped[0].reason).toBe('Invalid company: No company is called "Nowhere Ltd".');
    expect(await contact('new1@names.example')).toMatchObject({
      company_id: orbitId,
      assigned_sales_rep_id: repId,
      company_name: 'Orbit Works',
      sales_rep_name: repName,
    });
    expect(await contact('otto@names.example')).toMatchObject({ company_id: null });
    expect(await contact('vera@names.example')).toMatchObject({ company_id: orbitId, assigned_sales_rep_id: null });
    expect(
      await db().selectFrom('contacts').select('id').where('email', 'in', ['ghost@names.example', 'spook@names.example']).execute(),
    ).toEqual([]);
    expect(await db().selectFrom('companies').select('id').where('name', '=', 'Nowhere Ltd').execute()).toEqual([]);
  });

  it("matches other CRMs' names for them (Company Name, Sales Rep) and the names the selection export wrote before", async () => {
    const { last } = await imported(`E-mail Address,Company Name,Sales Rep\nnew2@names.example,Orbit Works,${repName}\n`);
    expect(last.counts).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await contact('new2@names.example')).toMatchObject({ company_id: orbitId, assigned_sales_rep_id: repId });
    const old = await imported(`email,company_name,sales_rep_name\nnew3@names.example,Orbit Works,${repName}\n`);
    expect(old.last.counts).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await contact('new3@names.example')).toMatchObject({ company_id: orbitId, assigned_sales_rep_id: repId });
  });
});
