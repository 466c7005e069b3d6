import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_EXPORT_COLUMNS, contactExportHeader, MISSING_EMAIL_REASON, UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import { IMPORT_BATCH_ROWS as B, type ImportEvent } from '@keel/shared/data-management';
import { ROLES } from '@keel/shared/roles';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contactsCsv } from './contact-export.service';

let t: TestApp;
let as: SignedIn;
let acmeId: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  acmeId = (await db().insertInto('companies').values({ name: 'Acme Rockets' }).returning('id').executeTakeFirstOrThrow()).id;
  await db()
    .insertInto('contacts')
    .values([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'Ada@Engine.example',
        phone: '555-0003',
        company_id: acmeId,
        tags: ['math'],
        birthday: '1815-12-10',
      },
      { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.example', is_inquiry: true },
    ])
    .execute();
});
afterAll(() => t.close());

const contactCount = async () =>
  Number(
    (
      await db()
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const byEmail = (email: string) =>
  db()
    .selectFrom('contacts')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();

function importCsv(csv: string, cookie = as.admin.cookie, contentType = 'text/csv', query = '') {
  return t.request({
    method: 'POST',
    url: `/api/data-management/contacts/import?fileName=people.csv${query}`,
    payload: csv,
    headers: { 'content-type': contentType },
    cookie,
  });
}
const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
async function imported(csv: string, query = '') {
  const res = await importCsv(csv, as.admin.cookie, 'text/csv', query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  const all = events(res.body);
  return { all, last: all.at(-1)!, skipped: all.flatMap((e) => (e.type === 'progress' ? e.skipped : [])) };
}
const manyRows = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@bulk.example,Bulk,${prefix}${i}`).join('\n');

describe('who may use data management (admin only, docs/product/roles-and-permissions.md#who-may-do-what)', () => {
  const routes = [
    ['POST', '/api/data-management/contacts/import', 'email\nnew@x.example\n'],
    ['GET', '/api/data-management/contacts/export'],
    ['GET', '/api/data-management/contacts/export/count'],
    ['POST', '/api/data-management/companies/import', 'name\nX Co\n'],
    ['POST', '/api/data-management/deals/import', 'name\nX deal\n'],
    ['GET', '/api/data-management/companies/export'],
    ['GET', '/api/data-management/deals/export/count'],
    ['GET', '/api/audit-log'],
    ['DELETE', '/api/audit-log'],
  ] as const;

  it('refuses every route without a session (401) and for every other role (403), changing nothing', async () => {
    const before = { contacts: await contactCount(), audit: await auditCount() };
    for (const [method, url, payload] of routes) {
      const headers = payload ? { 'content-type': 'text/csv' } : undefined;
      expect((await t.request({ method, url, payload, headers })).statusCode, `${method} ${url}`).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        const res = await t.request({ method, url, payload, headers, cookie: as[role].cookie });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect({ contacts: await contactCount(), audit: await auditCount() }).toEqual(before);
  });
});

describe('POST /api/data-management/contacts/import', () => {
  it('adds new contacts, updates changed ones, skips unchanged duplicates and rows without an e-mail', async () => {
    const csv = [
      ' Email ,First Name,last_name,jobTitle,mobilePhone,Tags,Favourite Colour',
      'grace@navy.example,Grace,Hopper,Rear Admiral,555-1000, cobol ; navy ;,blue',
      'ADA@engine.example,Ada,Lovelace,Analyst,,math,green', // changed: job title
      'alan@bletchley.example,Alan,Turing,,,,red', // unchanged: every field of the file equals the stored one
      ',No,Email,,,,',
      '',
      'bad-address,Bad,Address,,,,',
    ].join('\n');
    const before = await auditCount();
    const { last, skipped } = await imported(csv);
    expect(last).toEqual({ type: 'done', rows: 5, counts: { created: 1, updated: 1, skipped: 3 } });
    expect(skipped).toEqual([
      { row: 3, email: 'alan@bletchley.example', reason: UNCHANGED_DUPLICATE_REASON },
      {
        row: 4,
        email: '',
        reason: MISSING_EMAIL_REASON,
        errors: [{ column: 'Email', message: MISSING_EMAIL_REASON }],
        cells: ['', 'No', 'Email', '', '', '', ''],
      },
      {
        row: 5,
        email: 'bad-address',
        reason: 'Invalid email: Please enter a valid e-mail address.',
        errors: [{ column: 'Email', message: 'Please enter a valid e-mail address.' }],
        cells: ['bad-address', 'Bad', 'Address', '', '', '', ''],
      },
    ]);
    const grace = await byEmail('grace@navy.example');
    expect(grace).toMatchObject({
      first_name: 'Grace',
      job_title: 'Rear Admiral',
      mobile_phone: '555-1000',
      tags: ['cobol', 'navy'],
      country: 'USA',
      created_by: 'Test admin',
      last_modified_by: 'Test admin',
    });
    const ada = await byEmail('ada@engine.example');
    // Only the file's columns are written: the phone, company and birthday stay; the e-mail keeps its stored form.
    expect(ada).toMatchObject({
      email: 'Ada@Engine.example',
      job_title: 'Analyst',
      phone: '555-0003',
      company_id: acmeId,
      birthday: '1815-12-10',
      last_modified_by: 'Test admin',
    });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await auditEntries(t, 'CONTACTS_IMPORTED');
    expect(entry).toMatchObject({
      user_name: 'Test admin',
      details: { fileName: 'people.csv', status: 'completed', rows: 5, created: 1, updated: 1, skipped: 3 },
    });
  });

  it('commits in batches of IMPORT_BATCH_ROWS with progress after each, and a repeated e-mail (in the next batch) updates the contact its first row wrote', async () => {
    const csv = `email,first_name,last_name\n${manyRows(B + 400, 'b')}\nb5@bulk.example,Renamed,b5\n`;
    const before = await contactCount();
    const { all, last } = await imported(csv, '&update=overwrite');
    expect(all.map((e) => [e.type, e.rows])).toEqual([
      ['progress', B],
      ['progress', B + 401],
      ['done', B + 401],
    ]);
    expect(last.counts).toEqual({ created: B + 400, updated: 1, skipped: 0 });
    expect(await contactCount()).toBe(before + B + 400);
    expect(await byEmail('b5@bulk.example')).toMatchObject({ first_name: 'Renamed' });
  });

  it('skips a row naming a company that does not exist or holding a bad date, not the batch', async () => {
    const csv = `email,company_id,birthday\nok@ref.example,${acmeId},1990-01-31\ngone@ref.example,00000000-0000-4000-8000-000000000000,\nbad-date@ref.example,,31/13/1990\n`;
    const { last, skipped } = await imported(csv);
    expect(last.counts).toEqual({ created: 1, updated: 0, skipped: 2 });
    expect(skipped.map((s) => s.reason)).toEqual([
      'Invalid company_id: This company no longer exists.',
      'Invalid birthday: Please enter a valid date.',
    ]);
    expect(await byEmail('ok@ref.example')).toMatchObject({ company_id: acmeId, birthday: '1990-01-31' });
  });

  it('refuses a malformed file with nothing imported (400 Failed to parse CSV)', async () => {
    const before = { contacts: await contactCount(), audit: await auditCount() };
    const res = await importCsv('email,first_name\nq1@quote.example,"Unterminated\nq2@quote.example,Fine\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Failed to parse CSV: Quoted field unterminated/);
    const binary = await importCsv('\u0000\u0001PNG\u0000garbage');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe('Failed to parse CSV: The file is not a text CSV file.');
    expect({ contacts: await contactCount(), audit: await auditCount() }).toEqual(before);
  });

  it('refuses anything but text/csv (415), changing nothing', async () => {
    const before = await contactCount();
    for (const type of ['application/json', 'application/pdf', 'multipart/form-data; boundary=x']) {
      const res = await importCsv(type === 'application/json' ? '{"email":"j@x.example"}' : 'email\nj@x.example\n', as.admin.cookie, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Only CSV files (.csv, .tsv, .txt) and vCards (.vcf) can be imported.');
    }
    expect(await contactCount()).toBe(before);
  });

  it('reports exactly where it stopped when a later part of the file is broken: earlier batches stay committed', async () => {
    const before = await contactCount();
    const csv = `email,first_name\n${Array.from({ length: B + 200 }, (_, i) => `p${i}@part.example,P${i}`).join('\n')}\np-bad@part.example,"never closed\n`;
    const { all, last } = await imported(csv);
    expect(all.map((e) => e.type)).toEqual(['progress', 'failed']);
    expect(last).toMatchObject({ type: 'failed', rows: B, counts: { created: B, updated: 0, skipped: 0 } });
    expect(last.type === 'failed' && last.message).toMatch(
      new RegExp(
        `^Failed to parse CSV: Quoted field unterminated.*The import stopped after row ${B}: rows 1 to ${B} are imported, the rest of the file is not\\.$`,
      ),
    );
    expect(await contactCount()).toBe(before + B);
    expect((await auditEntries(t, 'CONTACTS_IMPORTED'))[0].details).toMatchObject({ status: 'stopped', rows: B, created: B });
  });

  it('keeps earlier batches when the database refuses a later one, and writes nothing of that batch', async () => {
    await sql`alter table contacts add constraint test_refuse_import check (last_name <> 'Refused')`.execute(db());
    try {
      const before = await contactCount();
      const csv = `email,last_name\n${Array.from({ length: B + 500 }, (_, i) => `d${i}@db.example,${i === B + 234 ? 'Refused' : 'Fine'}`).join('\n')}\n`;
      const { last } = await imported(csv);
      expect(last).toMatchObject({
        type: 'failed',
        rows: B,
        counts: { created: B },
        message: `A batch could not be saved. The import stopped after row ${B}: rows 1 to ${B} are imported, the rest of the file is not.`,
      });
      expect(await contactCount()).toBe(before + B);
      expect(await byEmail(`d${B + 1}@db.example`)).toBeUndefined();
    } finally {
      await sql`alter table contacts drop constraint test_refuse_import`.execute(db());
    }
  });
});

describe('export', () => {
  it('streams every contact as CSV without id, timestamps or authors; arrays joined with semicolons', async () => {
    const count = (await t.request({ method: 'GET', url: '/api/data-management/contacts/export/count', cookie: as.admin.cookie })).json()
      .count;
    expect(count).toBe(await contactCount());
    const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/export', cookie: as.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="keel_contacts_export_\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(CONTACT_EXPORT_COLUMNS.map(contactExportHeader)); // the camel-case names of docs/product/records.md#contacts where it gives them
    for (const excluded of ['id', 'created_at', 'updated_at', 'created_by', 'last_modified_by', 'company_id', 'assigned_sales_rep_id'])
      expect(parsed.meta.fields).not.toContain(excluded);
    expect(parsed.data).toHaveLength(count);
    expect(parsed.data.find((r) => r.email === 'grace@navy.example')).toMatchObject({
      tags: 'cobol;navy',
      is_inquiry: 'false',
      country: 'USA',
    });
    expect((await auditEntries(t, 'CONTACTS_EXPORTED'))[0].details).toMatchObject({ count });
  });

  it('round trip: the exported file imports back as 0 new, 0 updated, every row an unchanged duplicate', async () => {
    const exported = (await t.request({ method: 'GET', url: '/api/data-management/contacts/export', cookie: as.admin.cookie })).body;
    const total = await contactCount();
    const { last, skipped } = await imported(exported);
    expect(last).toEqual({ type: 'done', rows: total, counts: { created: 0, updated: 0, skipped: total } });
    expect(new Set(skipped.map((s) => s.reason))).toEqual(new Set([UNCHANGED_DUPLICATE_REASON]));
    expect(await contactCount()).toBe(total);
  });

  it('pages through the table by (created_at, id): every contact exactly once', async () => {
    let text = '';
    for await (const chunk of contactsCsv(db(), async () => undefined, 7)) text += chunk;
    const emails = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data.map((r) => r.email);
    expect(emails).toHaveLength(await contactCount());
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('audit trail', () => {
  it('lists the newest entries first, filters by action type, and clearing leaves one entry naming who cleared it', async () => {
    const list = async (query = '') =>
      (await t.request({ method: 'GET', url: `/api/audit-log${query}`, cookie: as.admin.cookie })).json().items as Array<{
        actionType: string;
        createdAt: string;
        userName: string | null;
        details: Record<string, unknown>;
      }>;
    const all = await list();
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((e) => e.createdAt)).toEqual([...all.map((e) => e.createdAt)].sort().reverse());
    const imports = await list('?actionType=CONTACTS_IMPORTED');
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.every((e) => e.actionType === 'CONTACTS_IMPORTED')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/audit-log?actionType=NOPE', cookie: as.admin.cookie })).statusCode).toBe(400);

    const cleared = await t.request({ method: 'DELETE', url: '/api/audit-log', cookie: as.admin.cookie });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().deleted).toBe(all.length);
    const after = await list();
    expect(after).toEqual([
      expect.objectContaining({
        actionType: 'AUDIT_LOG_CLEARED',
        userName: 'Test admin',
        details: expect.objectContaining({ deleted: all.length, userId: as.admin.user.id }),
      }),
    ]);
  });

  it('shows at most the newest 500', async () => {
    await sql`insert into audit_log (action_type, user_name) select 'CONTACT_CREATED', 'bulk ' || g from generate_series(1, 520) g`.execute(
      db(),
    );
    const items = (await t.request({ method: 'GET', url: '/api/audit-log', cookie: as.admin.cookie })).json().items;
    expect(items).toHaveLength(500);
  });
});
