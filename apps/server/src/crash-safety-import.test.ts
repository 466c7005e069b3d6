import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@keel/shared/demo';
import { IMPORT_BATCH_ROWS } from '@keel/shared/data-management';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killMidRequest, openDataDir, startEmbeddedServer } from './test/crash-helpers';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { withDatabaseName } from './test/test-database-url';

/**
 * CSV import: SIGKILL a real server while a large import (contacts; companies and
 * deals too, decision 0027) streams in,
 * restart it on the same embedded data dir, and find only whole committed batches: the first
 * N × IMPORT_BATCH_ROWS rows of the file, the import's audit entry saying exactly that (it is
 * brought up to date in each batch's transaction), nothing of the batch that was being written.
 * On PostgreSQL too (with TEST_DATABASE_URL), where two batches are written side by side: the
 * kill lands while batches are in flight, and still only the file's first batches are committed.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-crash-import-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Six batches: the kill lands after some of them are committed, while the next is read or written. */
const ROWS = 6 * IMPORT_BATCH_ROWS;
const email = (n: number) => `crash.import.${String(n).padStart(6, '0')}@crash.example`;

/** Each kind of import (decision 0027: the guarantee holds for companies and deals too): its file, and its rows as stored. */
const KINDS = {
  contacts: { action: 'CONTACTS_IMPORTED', table: 'contacts', key: 'email', header: 'First Name,Last Name,Email,Tags', line: (n: number) => `Row,${n},${email(n)},imported;crash`, keyOf: email },
  companies: { action: 'COMPANIES_IMPORTED', table: 'companies', key: 'name', header: 'Name,Tags', line: (n: number) => `${crashName(n, 'Co')},imported;crash`, keyOf: (n: number) => crashName(n, 'Co') },
  deals: { action: 'DEALS_IMPORTED', table: 'deals', key: 'name', header: 'Name,Tags', line: (n: number) => `${crashName(n, 'deal')},imported;crash`, keyOf: (n: number) => crashName(n, 'deal') },
} as const;
type Kind = keyof typeof KINDS;
function crashName(n: number, suffix: string) {
  return `Crash ${String(n).padStart(6, '0')} ${suffix}`;
}
const csvOf = (kind: Kind) => Buffer.from([KINDS[kind].header, ...Array.from({ length: ROWS }, (_, n) => KINDS[kind].line(n))].join('\n'));

/** What the import's audit entry says is committed (it is written in each batch's transaction). */
async function auditedImport(server: ServerProcess, cookie: string, kind: Kind = 'contacts'): Promise<{ status: string; rows: number; created: number } | undefined> {
  const res = await fetch(`${server.baseUrl}/api/audit-log?actionType=${KINDS[kind].action}`, { headers: { cookie } });
  const { items } = (await res.json()) as { items: Array<{ details: { status: string; rows: number; created: number } }> };
  return items[0]?.details;
}

/** Waits until the audit entry shows a committed batch (the kill then lands while later ones are read or written). */
async function untilOneBatchCommitted(server: ServerProcess, cookie: string, kind: Kind = 'contacts') {
  const deadline = Date.now() + 60_000;
  while (((await auditedImport(server, cookie, kind))?.created ?? 0) < IMPORT_BATCH_ROWS) {
    if (Date.now() > deadline) throw new Error('no batch was committed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const importRequest = (cookie: string, kind: Kind = 'contacts') => ({
  method: 'POST' as const,
  path: `/api/data-management/${kind}/import?fileName=crash.csv`,
  headers: { cookie, 'content-type': 'text/csv' },
  body: csvOf(kind),
  chunkBytes: 16 * 1024,
});

/** Whole batches only, exactly the first rows of the file, and what the audit entry says. */
function expectWholeFirstBatches(rows: Array<{ key: string; tags: string[] }>, audited: { rows: number; created: number }, kind: Kind = 'contacts') {
  expect(rows.length % IMPORT_BATCH_ROWS).toBe(0);
  expect(rows.length).toBe(audited.created);
  expect(audited.rows).toBe(audited.created);
  expect(rows.map((r) => r.key)).toEqual(Array.from({ length: rows.length }, (_, n) => KINDS[kind].keyOf(n)));
  expect(rows.every((r) => JSON.stringify(r.tags) === JSON.stringify(['imported', 'crash']))).toBe(true);
}

async function expectAuditedInProgress(server: ServerProcess, cookie: string, kind: Kind = 'contacts') {
  const audited = await auditedImport(server, cookie, kind);
  expect(audited?.status).toBe('in progress');
  expect(audited!.created).toBeGreaterThanOrEqual(IMPORT_BATCH_ROWS);
  expect(audited!.created).toBeLessThan(ROWS);
  return audited!;
}

describe('crash safety of a CSV import (embedded database, SIGKILL)', () => {
  it.each(Object.keys(KINDS) as Kind[])('keeps whole committed batches, in file order, and nothing of the interrupted one (%s)', async (kind) => {
    const csv = csvOf(kind);
    const { server, cookie } = await startEmbeddedServer(dataDir);
    running.push(server);
    await killMidRequest(server, {
      ...importRequest(cookie, kind),
      // Two thirds of the file: the server has committed some batches and is reading the next.
      sendBytes: Math.floor((csv.length * 2) / 3),
      beforeKill: () => untilOneBatchCommitted(server, cookie, kind),
    });

    const restarted = await startEmbeddedServer(dataDir);
    running.push(restarted.server);
    const audited = await expectAuditedInProgress(restarted.server, restarted.cookie, kind);
    expect(await restarted.server.stop('SIGTERM')).toBe(0);

    const database = await openDataDir(dataDir);
    try {
      const { table, key } = KINDS[kind];
      const { rows } = await sql<{ key: string; tags: string[] }>`select ${sql.ref(key)} as key, tags from ${sql.table(table)} where ${sql.ref(key)} like ${kind === 'contacts' ? '%@crash.example' : 'Crash %'} order by 1`.execute(database.db);
      expectWholeFirstBatches(rows, audited, kind);
      console.log(`crash safety (${kind}): ${rows.length} of ${ROWS} rows committed in whole batches before the kill`);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe.runIf(inject('postgresUrl'))('crash safety of a CSV import (PostgreSQL, batches written side by side, SIGKILL)', () => {
  it('keeps whole committed batches, in file order, and nothing of the ones in flight', async () => {
    const serverUrl = inject('postgresUrl')!;
    const name = `keel_crash_import_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const start = async () => {
      const server = await startServer({ DATABASE_URL: withDatabaseName(serverUrl, name), DEMO_MODE: 'true' });
      running.push(server);
      await waitUntilHealthy(server, 180_000);
      const res = await fetch(`${server.baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
      });
      return { server, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    };
    try {
      const { server, cookie } = await start();
      // The whole file: the server writes batches as fast as it can; the kill lands mid-way.
      await killMidRequest(server, { ...importRequest(cookie), sendBytes: csvOf('contacts').length, beforeKill: () => untilOneBatchCommitted(server, cookie) });

      const restarted = await start();
      const audited = await expectAuditedInProgress(restarted.server, restarted.cookie);
      expect(await restarted.server.stop('SIGTERM')).toBe(0);
      const db = new pg.Client({ connectionString: withDatabaseName(serverUrl, name) });
      await db.connect();
      const { rows } = await db.query<{ key: string; tags: string[] }>(`select email as key, tags from contacts where email like '%@crash.example' order by email`);
      await db.end();
      expectWholeFirstBatches(rows, audited);
      console.log(`crash safety (PostgreSQL): ${rows.length} of ${ROWS} rows committed in whole batches before the kill`);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 600_000);
});
