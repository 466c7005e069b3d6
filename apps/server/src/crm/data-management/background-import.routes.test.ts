import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackgroundImport, BackgroundImports, DATA_TEXTS } from '@keel/shared/data-management';
import { csvLine } from '@keel/shared/csv';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0059: a large file imports as a background job on the job engine — the test app runs
 * its workers here — with its progress in the database (any page, any instance shows it) and a
 * cancel that stops it between two batches.
 */
let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const file = (rows: number, prefix: string) =>
  csvLine(['E-mail Address', 'First Name', 'Last Name', 'Birthday']) +
  Array.from({ length: rows }, (_, i) => csvLine([`${prefix}${i}@job.example`, 'Jöb', `Row${i}`, i === 7 ? 'soon' : '5/23/1979'])).join('');

async function start(csv: string, name: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/data-management/contacts/background-imports?fileName=${name}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { id: string }).id;
}
async function state(id: string): Promise<BackgroundImport> {
  const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/background-imports', cookie: as.admin.cookie });
  expect(res.statusCode).toBe(200);
  return BackgroundImports.parse(res.json()).items.find((i) => i.id === id)!;
}
async function until(id: string, done: (s: BackgroundImport) => boolean, seconds = 90) {
  for (let waited = 0; waited < seconds * 10; waited++) {
    const s = await state(id);
    if (done(s)) return s;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`background import ${id} did not get there: ${JSON.stringify(await state(id))}`);
}
const finished = (s: BackgroundImport) => ['done', 'failed', 'cancelled'].includes(s.status);

describe('background imports (decision 0059)', () => {
  it('imports a file stored in the database as a job, reporting its progress, its rejected rows and its history entry', async () => {
    const csv = file(12_000, 'bg');
    const id = await start(csv, 'big.csv');
    const end = await until(id, finished);
    expect(end).toMatchObject({
      status: 'done',
      fileName: 'big.csv',
      rows: 12_000,
      counts: { created: 11_999, updated: 0, skipped: 1 },
      size: Buffer.byteLength(csv),
      bytesRead: Buffer.byteLength(csv),
      header: ['E-mail Address', 'First Name', 'Last Name', 'Birthday'],
      message: null,
    });
    expect(end.rejected).toEqual([
      expect.objectContaining({
        row: 8,
        errors: [{ column: 'Birthday', message: 'Please enter a valid date.' }],
        cells: ['bg7@job.example', 'Jöb', 'Row7', 'soon'],
      }),
    ]);
    const stored = await t.database.db
      .selectFrom('contacts')
      .select(['first_name', 'birthday'])
      .where('email', '=', 'bg11999@job.example')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ first_name: 'Jöb', birthday: '1979-05-23' });
    // Its chunks are gone; its history entry is there (it can be undone like any import).
    expect(await t.database.db.selectFrom('import_upload_chunks').select('seq').where('upload_id', '=', id).execute()).toEqual([]);
    const history = await t.request({ method: 'GET', url: '/api/data-management/contacts/imports', cookie: as.admin.cookie });
    expect(history.json().items[0]).toMatchObject({ fileName: 'big.csv', status: 'completed', canUndo: true });
  });

  it('a cancel stops it between two batches: what the batches before wrote stays, the rest is not imported', async () => {
    const id = await start(file(40_000, 'stop'), 'stop.csv');
    await until(id, (s) => s.rows > 0 || finished(s));
    const res = await t.request({
      method: 'POST',
      url: `/api/data-management/contacts/background-imports/${id}/cancel`,
      cookie: as.admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelRequested: true });
    const end = await until(id, finished);
    expect(end.status).toBe('cancelled');
    expect(end.rows).toBeLessThan(40_000);
    expect(end.message).toBe(DATA_TEXTS.importStopped(end.rows, DATA_TEXTS.importCancelled));
    const stored = await t.database.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'like', 'stop%@job.example')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(end.counts.created);
  });

  it('a file cancelled before its job starts is never imported; other roles may not start or see one', async () => {
    // (The job may not have claimed it yet; either way nothing of it is left running.)
    const id = await start(file(10, 'early'), 'early.csv');
    await t.request({ method: 'POST', url: `/api/data-management/contacts/background-imports/${id}/cancel`, cookie: as.admin.cookie });
    expect((await until(id, finished)).status).toMatch(/^(cancelled|done)$/);
    for (const role of ['user', 'sales_rep'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/background-imports', cookie: as[role].cookie });
      expect(res.statusCode).toBe(403);
    }
  });
});
