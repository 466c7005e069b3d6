import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantBody, jobBody } from '../test/recruitment';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * No silent lost updates (decision 0016): two people open the same record and save different
 * fields. The first save wins; the second is refused with 409 naming who changed it and when,
 * and changes nothing; resending with the version the 409 reports overwrites on purpose.
 */

let t: TestApp;
type Editor = { cookie: string; name: string };
let first: Editor;
let second: Editor;

beforeAll(async () => {
  t = await createTestApp();
  // Recruiters may edit every record here (CRM records: any signed-in user; recruitment: recruiters and admins).
  const a = await t.userWithRole('recruiter', { fullName: 'Robin First' });
  const b = await t.userWithRole('admin', { fullName: 'Sam Second' });
  first = { cookie: a.cookie, name: 'Robin First' };
  second = { cookie: b.cookie, name: 'Sam Second' };
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { version: number; updated_at: string };

interface Kind {
  url: string;
  /** What the form holds when opened: the create body. */
  form: Record<string, unknown>;
  id: (created: Record<string, unknown>) => string;
  /** The record in a create or save answer (applicants answer `{ applicant, screening }`). */
  record: (body: Record<string, unknown>) => Row;
  /** The two people's edits: different fields. */
  a: [string, unknown];
  b: [string, unknown];
}

const KINDS: Record<string, Kind> = {
  contact: {
    url: '/api/contacts',
    form: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engine.example', job_title: 'Analyst', city: 'London' },
    id: (c) => c.id as string,
    record: (b) => b as Row,
    a: ['job_title', 'Chief Analyst'],
    b: ['city', 'Paris'],
  },
  company: {
    url: '/api/companies',
    form: { name: 'Globex', city: 'Springfield', phone: '555-0100' },
    id: (c) => c.id as string,
    record: (b) => b as Row,
    a: ['city', 'Shelbyville'],
    b: ['phone', '555-0199'],
  },
  job: {
    url: '/api/jobs',
    form: jobBody(),
    id: (c) => c.job_id as string,
    record: (b) => b as Row,
    a: ['status', 'Closed'],
    b: ['location', 'Remote'],
  },
  applicant: {
    url: '/api/applicants',
    form: applicantBody({ email: 'versioned@example.com' }),
    id: (c) => (c.applicant as Record<string, unknown>).applicant_id as string,
    record: (b) => (b.applicant ?? b) as Row,
    a: ['status', 'Hired'],
    b: ['notes', 'Call back on Monday.'],
  },
};

async function open(kind: Kind, form: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: kind.url, cookie: first.cookie, payload: form });
  expect(res.statusCode, res.body).toBe(201);
  const id = kind.id(res.json());
  const loaded = await read(kind, id);
  expect(loaded.version).toBe(1);
  return { id, url: `${kind.url}/${id}`, version: loaded.version };
}
async function read(kind: Kind, id: string): Promise<Row> {
  const res = await t.request({ method: 'GET', url: `${kind.url}/${id}`, cookie: first.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return kind.record(res.json());
}
const save = (url: string, editor: Editor, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url, cookie: editor.cookie, payload });

describe.each(Object.entries(KINDS))('editing one %s from two forms', (name, kind) => {
  const form = (n: number) => ({
    ...kind.form,
    ...(name === 'applicant' ? { email: `versioned${n}@example.com` } : {}),
    ...(name === 'contact' ? { email: `ada${n}@engine.example` } : {}),
  });

  it('saves the first edit, refuses the second from the same version with who and when, and overwrites only when asked', async () => {
    const start = form(1);
    const { id, url, version } = await open(kind, start);
    const [fa, va] = kind.a;
    const [fb, vb] = kind.b;

    const saved = await save(url, first, { ...start, [fa]: va, version });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterFirst = kind.record(saved.json());
    expect(afterFirst.version).toBe(version + 1);
    expect(afterFirst[fa]).toBe(va);

    const stale = await save(url, second, { ...start, [fb]: vb, version });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      stale: { version: version + 1, changedBy: first.name, changedAt: afterFirst.updated_at },
    });
    const untouched = await read(kind, id);
    expect(untouched[fa]).toBe(va);
    expect(untouched[fb]).toBe(kind.record(start as Row)[fb]);
    expect(untouched.version).toBe(version + 1);

    // Overwrite: the same edit again, at the version the 409 reported.
    const overwritten = await save(url, second, { ...start, [fb]: vb, version: stale.json().stale.version });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    const final = await read(kind, id);
    expect(final[fb]).toBe(vb);
    expect(final[fa]).toBe(kind.record(start as Row)[fa]);
    expect(final.version).toBe(version + 2);

    // Reload instead: an edit on the current version simply saves.
    const reloaded = await save(url, first, { ...start, [fb]: vb, [fa]: va, version: final.version });
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(await read(kind, id)).toMatchObject({ [fa]: va, [fb]: vb, version: version + 3 });
  });

  it('refuses a save without a version (400) and changes nothing', async () => {
    const start = form(2);
    const { id, url } = await open(kind, start);
    const res = await save(url, second, { ...start, [kind.a[0]]: kind.a[1] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { version: expect.any(String) } });
    expect(await read(kind, id)).toMatchObject({ [kind.a[0]]: kind.record(start as Row)[kind.a[0]], version: 1 });
  });

  it('lets exactly one of two simultaneous saves from one version succeed', async () => {
    const start = form(3);
    const { id, url, version } = await open(kind, start);
    const results = await Promise.all([
      save(url, first, { ...start, [kind.a[0]]: kind.a[1], version }),
      save(url, second, { ...start, [kind.b[0]]: kind.b[1], version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    const loser = results.find((r) => r.statusCode === 409)!;
    const final = await read(kind, id);
    expect(final.version).toBe(version + 1);
    expect(final).toMatchObject(kind.record(winner.json()));
    expect(loser.json().stale.version).toBe(version + 1);
  });
});

describe('the CSV import and an open contact form', () => {
  it('bumps the version of a contact it updates, so a form opened before it gets 409 instead of overwriting the imported values', async () => {
    const start = { first_name: 'Imported', last_name: 'Person', email: 'imported@engine.example', job_title: 'Before' };
    const { id, url, version } = await open(KINDS.contact!, start);
    const csv = 'email,first_name,last_name,job_title\nimported@engine.example,Imported,Person,From CSV\n';
    const res = await t.request({
      method: 'POST',
      // Overwrite: the default fills only empty fields (decision 0057).
      url: '/api/data-management/contacts/import?fileName=people.csv&update=overwrite',
      payload: csv,
      headers: { 'content-type': 'text/csv' },
      cookie: second.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(KINDS.contact!, id)).toMatchObject({ job_title: 'From CSV', version: version + 1 });

    const stale = await save(url, first, { ...start, city: 'Leeds', version });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().stale).toMatchObject({ version: version + 1, changedBy: second.name });
    expect(await read(KINDS.contact!, id)).toMatchObject({ job_title: 'From CSV', city: null });
  });
});
