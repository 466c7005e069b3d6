import { Readable } from 'node:stream';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_IN_CELL } from '@keel/shared/contact-import';
import type { ImportEvent } from '@keel/shared/data-management';
import { DATE_RANGE_MESSAGE } from '@keel/shared/field-types';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Decision 0019: formula injection on export and edge values in an import. */
let t: TestApp;
let admin: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole('admin')).cookie;
});
afterAll(() => t.close());

/** Sends the file as a browser upload arrives: in chunks (the import reads the first for signs of a binary file). */
const importCsv = async (...chunks: string[]) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/data-management/contacts/import?fileName=edges.csv',
    payload: Readable.from(chunks.map((c) => Buffer.from(c))),
    headers: { 'content-type': 'text/csv' },
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const events = res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
  return { last: events.at(-1)!, skipped: events.flatMap((e) => (e.type === 'progress' ? e.skipped : [])) };
};
const exportCsv = async () => {
  const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/export', cookie: admin });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const contactsLike = (pattern: string) =>
  db()
    .selectFrom('contacts')
    .select(['email', 'first_name', 'last_name', 'job_title', 'phone', 'description', 'tags'])
    .where('email', 'like', pattern)
    .orderBy('email')
    .execute();

describe('export neutralises formulas (OWASP CSV injection) and the import restores them', () => {
  // Values a contact form, an inquiry or an import can store; a spreadsheet would run the first ones.
  const risky = [
    {
      email: 'f1@formula.example',
      first_name: '=HYPERLINK("http://evil.example","Click")',
      job_title: "+cmd|' /C calc'!A0",
      phone: '-',
      description: '@SUM(1+1)',
    },
    { email: 'f2@formula.example', first_name: "'=already quoted", job_title: "''+twice", phone: '-5', description: '-1+2' },
    { email: 'f3@formula.example', first_name: "'plain quote", job_title: '+44 20 7946 0958', phone: '+15550100', description: "'5" },
  ];

  it('writes each formula-like cell with a leading apostrophe, leaves plain numbers and other text alone', async () => {
    await db()
      .insertInto('contacts')
      .values(risky.map((r) => ({ ...r, last_name: 'Formula', tags: ['=1+1', 'safe'] })))
      .execute();
    const rows = Papa.parse<Record<string, string>>(await exportCsv(), { header: true, skipEmptyLines: true }).data.filter((r) =>
      r.email.endsWith('@formula.example'),
    ); // the export names job_title jobTitle (docs/product/records.md#contacts)
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['f1@formula.example']).toMatchObject({
      first_name: '\'=HYPERLINK("http://evil.example","Click")',
      jobTitle: "'+cmd|' /C calc'!A0",
      phone: "'-",
      description: "'@SUM(1+1)",
      tags: "'=1+1;safe",
    });
    expect(byEmail['f2@formula.example']).toMatchObject({
      first_name: "''=already quoted",
      jobTitle: "'''+twice",
      phone: '-5',
      description: "'-1+2",
    });
    expect(byEmail['f3@formula.example']).toMatchObject({
      first_name: "'plain quote",
      jobTitle: "'+44 20 7946 0958",
      phone: '+15550100',
      description: "'5",
    });
    for (const row of rows)
      for (const cell of Object.values(row)) expect(cell, `${row.email}: ${cell}`).not.toMatch(/^[=+\-@\t\r](?!\d+$)/);
  });

  it('export → import gives back every value exactly (a new import of the file restores deleted contacts as they were)', async () => {
    const before = await contactsLike('%@formula.example');
    const exported = await exportCsv();
    await db().deleteFrom('contacts').where('email', 'like', '%@formula.example').execute();
    const { last } = await importCsv(exported);
    expect(last).toMatchObject({ type: 'done', counts: { created: 3, updated: 0 } });
    expect(await contactsLike('%@formula.example')).toEqual(before);
    // And once more: the file now matches what is stored, so nothing changes.
    const again = await importCsv(exported);
    expect(again.last).toMatchObject({ type: 'done', counts: { created: 0, updated: 0 } });
  });
});

describe('an import skips rows the database cannot hold, with the reason, and goes on', () => {
  it('a 12,000-row file with year-0 and year-10000 dates and a NUL imports every other row', async () => {
    const header = 'email,first_name,last_name,birthday,last_contact_date,phone';
    const lines = Array.from({ length: 12_000 }, (_, i) => `edge${i}@rows.example,Row,${i},1990-01-01,2026-01-01,555`);
    lines[1] = 'edge1@rows.example,Row,1,0000-01-01,2026-01-01,555'; // first batch, the case of the issue
    lines[2] = 'edge2@rows.example,Row,2,1990-01-01,0000-12-31,555';
    lines[6_000] = 'edge6000@rows.example,Row,6000,10000-01-01,,555';
    lines[11_999] = 'edge11999@rows.example,Row,11999,1990-01-01,,5\u000055';
    const { last, skipped } = await importCsv(`${header}\n${lines.slice(0, 100).join('\n')}\n`, `${lines.slice(100).join('\n')}\n`);
    expect(last).toEqual({ type: 'done', rows: 12_000, counts: { created: 11_996, updated: 0, skipped: 4 } });
    expect(skipped.map(({ row, email, reason }) => ({ row, email, reason }))).toEqual([
      { row: 2, email: 'edge1@rows.example', reason: `Invalid birthday: ${DATE_RANGE_MESSAGE}` },
      { row: 3, email: 'edge2@rows.example', reason: `Invalid last_contact_date: ${DATE_RANGE_MESSAGE}` },
      { row: 6001, email: 'edge6000@rows.example', reason: `Invalid birthday: ${DATE_RANGE_MESSAGE}` },
      { row: 12_000, email: 'edge11999@rows.example', reason: `Invalid phone: ${NUL_IN_CELL}` },
    ]);
    const stored = await db()
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(sql<boolean>`email like '%@rows.example'`)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(11_996);
  }, 120_000);
});
