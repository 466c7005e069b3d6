import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_BATCH_ROWS } from '@keel/shared/data-management';
import { afterAll, describe, expect, it } from 'vitest';
import { killMidRequest, openDataDir, startEmbeddedServer } from './test/crash-helpers';
import type { ServerProcess } from './test/server-process';

/**
 * Issue 9 item 5, CSV import: SIGKILL a real server while a large contact import streams in,
 * restart it on the same embedded data dir, and find only whole committed batches: the first
 * N × IMPORT_BATCH_ROWS rows of the file, each batch with its audit entry, nothing of the batch
 * that was being written.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-crash-import-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ROWS = 20_000;
const email = (n: number) => `crash.import.${String(n).padStart(6, '0')}@crash.example`;
const csv = Buffer.from(
  ['First Name,Last Name,Email,Tags', ...Array.from({ length: ROWS }, (_, n) => `Row,${n},${email(n)},imported;crash`)].join('\n'),
);

async function importedCount(server: ServerProcess, cookie: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/contacts?q=${encodeURIComponent('@crash.example')}&pageSize=1`, { headers: { cookie } });
  return ((await res.json()) as { total: number }).total;
}

describe('crash safety of a CSV import (embedded database, SIGKILL)', () => {
  it('keeps whole committed batches, in file order, and nothing of the interrupted one', async () => {
    const { server, cookie } = await startEmbeddedServer(dataDir);
    running.push(server);
    await killMidRequest(server, {
      method: 'POST',
      path: '/api/data-management/contacts/import?fileName=crash.csv',
      headers: { cookie, 'content-type': 'text/csv' },
      body: csv,
      // Two thirds of the file: the server has committed some batches and is reading the next.
      sendBytes: Math.floor((csv.length * 2) / 3),
      chunkBytes: 16 * 1024,
      beforeKill: async () => {
        const deadline = Date.now() + 60_000;
        while ((await importedCount(server, cookie)) < IMPORT_BATCH_ROWS) {
          if (Date.now() > deadline) throw new Error('no batch was committed');
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    });

    const restarted = await startEmbeddedServer(dataDir);
    running.push(restarted.server);
    const count = await importedCount(restarted.server, restarted.cookie);
    expect(count).toBeGreaterThanOrEqual(IMPORT_BATCH_ROWS);
    expect(count).toBeLessThan(ROWS);
    expect(await restarted.server.stop('SIGTERM')).toBe(0);

    const database = await openDataDir(dataDir);
    try {
      const rows = await database.db
        .selectFrom('contacts')
        .select(['email', 'tags'])
        .where('email', 'like', '%@crash.example')
        .orderBy('email')
        .execute();
      // Whole batches only, and exactly the first rows of the file.
      expect(rows.length % IMPORT_BATCH_ROWS).toBe(0);
      expect(rows.map((r) => r.email)).toEqual(Array.from({ length: rows.length }, (_, n) => email(n)));
      expect(rows.every((r) => JSON.stringify(r.tags) === JSON.stringify(['imported', 'crash']))).toBe(true);
      const audits = await database.db.selectFrom('audit_log').select('id').where('action_type', '=', 'CONTACTS_IMPORTED').execute();
      expect(audits.length).toBeGreaterThanOrEqual(1);
      console.log(`crash safety: ${rows.length} of ${ROWS} rows committed in whole batches before the kill`);
    } finally {
      await database.close();
    }
  }, 600_000);
});
