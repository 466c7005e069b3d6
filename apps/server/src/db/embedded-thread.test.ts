import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migratedDataDir } from '../test/crash-helpers';
import { type DatabaseHandle, openDatabase } from './database';

// The embedded database on its own thread (decision 0094). Only the embedded database has a data
// directory: on PostgreSQL this file is skipped, and the embedded subset runs it on PGlite.
// Copies of the migrated data dir: opening one skips initdb (decision 0096).
const dataDir = migratedDataDir('keel-thread-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How late timers fire on this thread while `work` runs: the longest gap beyond their 10 ms. */
async function eventLoopLag(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await sleep(10);
    worst = Math.max(worst, performance.now() - started - 10);
  }
  await work;
  return worst;
}

describe.skipIf(Boolean(inject('postgresUrl')))('the embedded database on its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'embedded', dataDir });
    await sql`create table thread_test (n int primary key)`.execute(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  it('answers queries and transactions through node-postgres, and keeps committed rows across a reopen', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into thread_test values (1)`.execute(trx);
    });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into thread_test values (2)`.execute(trx);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    await database.close();
    database = await openDatabase({ kind: 'embedded', dataDir });
    const { rows } = await sql<{ n: number }>`select n from thread_test order by n`.execute(database.db);
    expect(rows.map((r) => r.n)).toEqual([1]);
    expect(await database.ping()).toBe(true);
  }, 120_000);

  it('keeps the HTTP thread free while a long statement runs, and the health check says up meanwhile', async () => {
    const long = sql`select count(*) from generate_series(1, 1000000) a join generate_series(1, 1) b on true`.execute(database.db);
    const [lag, up] = await Promise.all([eventLoopLag(long), sleep(50).then(() => database.ping())]);
    expect(up).toBe(true);
    expect(lag).toBeLessThan(200); // in this thread the statement took seconds, every timer waited for it
  }, 120_000);

  describe('several connections to its socket', () => {
    // Raw clients on the same socket the handle's pool uses.
    const client = async () => {
      const { host, port } = (database.pool as unknown as { options: pg.PoolConfig }).options;
      const c = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
      c.on('error', () => undefined);
      await c.connect();
      return c;
    };
    it('never interleaves two transactions: the second waits until the first has committed', async () => {
      const [a, b] = [await client(), await client()];
      await a.query('create table pair (n int)');
      await a.query('begin');
      await a.query('insert into pair values (1)');
      // B's whole transaction is sent now; sharing the session, it would see A's uncommitted row
      // and its ROLLBACK would undo A's insert.
      const seenByB = (async () => {
        await b.query('begin');
        await b.query('insert into pair values (99)');
        const { rows } = await b.query<{ n: number }>('select n from pair order by n');
        await b.query('rollback');
        return rows.map((r) => r.n);
      })();
      await sleep(200);
      await a.query('insert into pair values ($1)', [2]);
      await a.query('commit');
      expect(await seenByB).toEqual([1, 2, 99]);
      expect((await a.query<{ n: number }>('select n from pair order by n')).rows.map((r) => r.n)).toEqual([1, 2]);
      await Promise.all([a.end(), b.end()]);
    });

    it('rolls back what a vanished connection left open, and lets the others go on', async () => {
      const [a, b] = [await client(), await client()];
      await a.query('create table vanish (n int)');
      await a.query('begin');
      await a.query('insert into vanish values (1)');
      const waiting = b.query<{ count: string }>('select count(*) from vanish');
      (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect((await waiting).rows[0].count).toBe('0');
      await b.end();
    });
  });

  it('survives a killed process: committed rows stay, the data dir opens again', async () => {
    const dir = migratedDataDir('keel-thread-kill-');
    try {
      const script = `
        import { sql } from 'kysely';
        import { openDatabase } from ${JSON.stringify(fileURLToPath(new URL('database.ts', import.meta.url)))};
        const database = await openDatabase({ kind: 'embedded', dataDir: ${JSON.stringify(dir)} });
        await sql\`create table killed (n int)\`.execute(database.db);
        await sql\`insert into killed values (1)\`.execute(database.db);
        await sql\`begin\`.execute(database.db).catch(() => undefined);
        process.stdout.write('committed\\n');
        await sql\`insert into killed select generate_series(2, 2000000)\`.execute(database.db);
      `;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('committed') && resolve());
        child.on('exit', (code) => reject(new Error(`exited early (${code})`)));
      });
      await sleep(300);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      const reopened = await openDatabase({ kind: 'embedded', dataDir: dir });
      try {
        const { rows } = await sql<{ count: string }>`select count(*) from killed`.execute(reopened.db);
        expect(Number(rows[0].count)).toBe(1); // the open transaction's rows are gone
      } finally {
        await reopened.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
