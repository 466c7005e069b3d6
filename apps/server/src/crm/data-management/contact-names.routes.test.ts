import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import { IMPORT_WARNINGS, type ImportEvent } from '@keel/shared/data-management';
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
async function imported(csv: string, query = '') {
  const res = await t.request({
    method: 'POST',
    url: `/api/data-management/contacts/import?fileName=names.csv${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  const all = events(res.body);
  return {
    last: all.at(-1)!,
    skipped: all.flatMap((e) => (e.type === 'progress' ? e.skipped : [])),
    warnings: all.flatMap((e) => (e.type === 'progress' ? (e.warnings ?? []) : [])),
  };
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

  it('links company and sales rep by name (the company as the duplicates rule matches it, the rep by name or e-mail); an empty cell or Unassigned changes nothing; a new company is created; an unknown rep leaves the row Unassigned with a warning', async () => {
    const csv = [
      'email,company,assignedSalesRep',
      `new1@names.example,"ORBIT works, Inc.",${repName.toUpperCase()}`,
      'otto@names.example,,Unassigned', // keeps its company
      'vera@names.example,orbit works,', // keeps its rep
      `ghost@names.example,Nowhere Ltd,${as.sales_rep.user.email.toUpperCase()}`,
      'spook@names.example,Orbit Works,Nobody Here',
    ].join('\n');
    const { last, skipped, warnings } = await imported(csv);
    expect(last.counts).toEqual({ created: 3, updated: 0, skipped: 2 });
    expect(skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, UNCHANGED_DUPLICATE_REASON],
      [3, UNCHANGED_DUPLICATE_REASON],
    ]);
    expect(warnings).toEqual([
      { row: 5, email: 'spook@names.example', column: 'assignedSalesRep', message: IMPORT_WARNINGS.unknownPerson('Nobody Here') },
    ]);
    expect(await contact('new1@names.example')).toMatchObject({
      company_id: orbitId,
      assigned_sales_rep_id: repId,
      company_name: 'Orbit Works',
      sales_rep_name: repName,
    });
    expect(await contact('otto@names.example')).toMatchObject({ company_id: orbitId });
    expect(await contact('vera@names.example')).toMatchObject({ company_id: orbitId, assigned_sales_rep_id: repId });
    const [nowhere] = await db().selectFrom('companies').select(['id', 'country']).where('name', '=', 'Nowhere Ltd').execute();
    expect(nowhere).toMatchObject({ country: 'USA' });
    expect(await contact('ghost@names.example')).toMatchObject({ company_id: nowhere.id, assigned_sales_rep_id: repId });
    expect(await contact('spook@names.example')).toMatchObject({ company_id: orbitId, assigned_sales_rep_id: null });
  });

  it('filling empty fields only, a contact that has a company keeps it, and the company its row names is not created', async () => {
    const { last } = await imported('email,company\nvera@names.example,Orphan Never Made Co\n');
    expect(last.counts).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect(await contact('vera@names.example')).toMatchObject({ company_id: orbitId });
    expect(await db().selectFrom('companies').select('id').where('name', '=', 'Orphan Never Made Co').execute()).toEqual([]);
  });

  it('only links companies when asked: a company that matches none is left out with a warning, the row imported', async () => {
    const { last, warnings } = await imported('email,company\nlinker@names.example,Never Made GmbH\n', '&companies=link');
    expect(last.counts).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(warnings).toEqual([
      { row: 1, email: 'linker@names.example', column: 'company', message: IMPORT_WARNINGS.unknownCompany('Never Made GmbH') },
    ]);
    expect(await contact('linker@names.example')).toMatchObject({ company_id: null });
    expect(await db().selectFrom('companies').select('id').where('name', '=', 'Never Made GmbH').execute()).toEqual([]);
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
