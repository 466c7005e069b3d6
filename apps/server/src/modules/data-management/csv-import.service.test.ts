import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@keel/shared/auth';
import type { ImportEvent } from '@keel/shared/data-management';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { importContacts, importParallelism } from './contact-import.service';

/**
 * The import's pipeline with small batches (10 rows), written one after the other and — on
 * PostgreSQL, whose pool has connections to spare — two side by side (the embedded database has a
 * single connection). The HTTP route's tests use the real batch size.
 */
let database: DatabaseHandle;
let user: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await database.db.insertInto('users').values({ full_name: 'Pipeline Admin', email: 'pipeline@admin.example', role: 'admin' }).returning('id').executeTakeFirstOrThrow();
  user = { id, email: 'pipeline@admin.example', role: 'admin', fullName: 'Pipeline Admin', avatarUrl: null, phone: null };
});
afterAll(() => database.close());

const BATCH = 10;
/** The file as an upload: the header, then each line in its own chunk (as a slow upload arrives). */
const file = (lines: string[]) => Readable.from(['email,first_name,last_name\n', ...lines.map((line) => `${line}\n`)]);
async function run(lines: string[], parallelBatches: number, fileName = 'pipeline.csv') {
  const events: ImportEvent[] = [];
  for await (const event of importContacts(database.db, file(lines), { user, fileName, batchRows: BATCH, parallelBatches })) events.push(event);
  return events;
}
const contactsLike = async (pattern: string) =>
  database.db.selectFrom('contacts').select(['email', 'first_name', 'last_name']).where('email', 'like', pattern).orderBy('email').execute();
const importAudit = (fileName: string) =>
  database.db.selectFrom('audit_log').select('details').where('action_type', '=', 'CONTACTS_IMPORTED').where(sql<boolean>`details->>'fileName' = ${fileName}`).executeTakeFirstOrThrow();

const modes = () => [1, 2].filter((n) => n === 1 || importParallelism(database) === 2);

describe('importContacts pipeline', () => {
  it('uses two batches side by side on PostgreSQL with a pool to spare, one at a time on the embedded database', () => {
    expect(importParallelism(database)).toBe(database.kind === 'postgres' ? 2 : 1);
    expect(importParallelism({ kind: 'postgres', pool: { options: { max: 2 } } as never })).toBe(1);
  });

  it.each([1, 2])('reports batches in file order; an e-mail repeated in the next batch updates what the earlier batch wrote (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const email = (n: number) => `order${parallel}.${String(n).padStart(2, '0')}@pipe.example`;
    const lines = Array.from({ length: 25 }, (_, n) => `${email(n)},Row,${n}`);
    lines[10] = `${email(0)},Again,in batch 2`; // row 11 repeats row 1 (batch 1)
    lines[20] = `${email(12)},Again,in batch 3`; // row 21 repeats row 13 (batch 2)
    const events = await run(lines, parallel, `order${parallel}.csv`);
    expect(events.map((e) => [e.type, e.rows])).toEqual([['progress', 10], ['progress', 20], ['progress', 25], ['done', 25]]);
    expect(events.at(-1)).toMatchObject({ counts: { created: 23, updated: 2, skipped: 0 } });
    const stored = await contactsLike(`order${parallel}.%`);
    expect(stored).toHaveLength(23);
    expect(stored.find((c) => c.email === email(0))).toMatchObject({ first_name: 'Again', last_name: 'in batch 2' });
    expect(stored.find((c) => c.email === email(12))).toMatchObject({ first_name: 'Again', last_name: 'in batch 3' });
    expect((await importAudit(`order${parallel}.csv`)).details).toMatchObject({ status: 'completed', rows: 25, created: 23, updated: 2, skipped: 0 });
  });

  it.each([1, 2])('stops at a batch the database refuses: earlier batches stay, later ones (even in flight) are rolled back (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const constraint = sql.raw(`test_refuse_${parallel}`);
    await sql`alter table contacts add constraint ${constraint} check (last_name <> 'Refused')`.execute(database.db);
    try {
      const lines = Array.from({ length: 35 }, (_, n) => `refuse${parallel}.${String(n).padStart(2, '0')}@pipe.example,Row,${n === 14 ? 'Refused' : 'Fine'}`);
      const events = await run(lines, parallel, `refuse${parallel}.csv`);
      expect(events.map((e) => e.type)).toEqual(['progress', 'failed']);
      expect(events.at(-1)).toMatchObject({ type: 'failed', rows: 10, counts: { created: 10, updated: 0, skipped: 0 } });
      expect((await contactsLike(`refuse${parallel}.%`)).map((c) => c.last_name)).toEqual(Array(10).fill('Fine'));
      expect((await importAudit(`refuse${parallel}.csv`)).details).toMatchObject({ status: 'stopped', rows: 10, created: 10 });
    } finally {
      await sql`alter table contacts drop constraint ${constraint}`.execute(database.db);
    }
  });

  it.each([1, 2])('reports the batches before a broken part of the file, then where it stopped (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const lines = Array.from({ length: 24 }, (_, n) => `broken${parallel}.${String(n).padStart(2, '0')}@pipe.example,Row,${n}`);
    lines.push(`broken${parallel}.99@pipe.example,"never closed`);
    const events = await run(lines, parallel, `broken${parallel}.csv`);
    expect(events.map((e) => [e.type, e.rows])).toEqual([['progress', 10], ['progress', 20], ['failed', 20]]);
    expect(await contactsLike(`broken${parallel}.%`)).toHaveLength(20);
  });

  it.each([1, 2])('two imports at once never insert one new e-mail twice (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const lines = Array.from({ length: 30 }, (_, n) => `twice${parallel}.${String(n).padStart(2, '0')}@pipe.example,Row,${n}`);
    const [first, second] = await Promise.all([run(lines, parallel, `twice${parallel}a.csv`), run(lines, parallel, `twice${parallel}b.csv`)]);
    expect(await contactsLike(`twice${parallel}.%`)).toHaveLength(30);
    const counts = [first.at(-1)!, second.at(-1)!].map((e) => e.counts);
    expect(counts.reduce((sum, c) => sum + c.created, 0)).toBe(30);
    expect(counts.reduce((sum, c) => sum + c.created + c.skipped, 0)).toBe(60);
    // The lock is released at the end: a third import runs (every row now an unchanged duplicate).
    expect((await run(lines, parallel, `twice${parallel}c.csv`)).at(-1)).toMatchObject({ type: 'done', counts: { created: 0, updated: 0, skipped: 30 } });
  });
});
