import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { killMidRequest, migratedDataDir, openDataDir, startEmbeddedServer } from './test/crash-helpers';
import {
  csvOf,
  expectAuditedInProgress,
  expectWholeFirstBatches,
  importRequest,
  KINDS,
  type Kind,
  ROWS,
  untilOneBatchCommitted,
} from './test/crash-import';
import type { ServerProcess } from './test/server-process';

/**
 * CSV import crash safety: SIGKILL a real server while a large import (contacts; companies and
 * deals too) streams in,
 * restart it on the same embedded data dir, and find only whole committed batches: the first
 * N × IMPORT_BATCH_ROWS rows of the file, the import's audit entry saying exactly that (it is
 * brought up to date in each batch's transaction), nothing of the batch that was being written.
 * On PostgreSQL too (crash-safety-import.test.ts, with TEST_DATABASE_URL), where two batches are
 * written side by side: the kill lands while batches are in flight, and still only the file's
 * first batches are committed. This half is in the embedded subset (decision 0042).
 */
const dataDir = migratedDataDir('keel-crash-import-');
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety of a CSV import (embedded database, SIGKILL)', () => {
  it.each(Object.keys(KINDS) as Kind[])(
    'keeps whole committed batches, in file order, and nothing of the interrupted one (%s)',
    async (kind) => {
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
        const { rows } = await sql<{
          key: string;
          tags: string[];
        }>`select ${sql.ref(key)} as key, tags from ${sql.table(table)} where ${sql.ref(key)} like ${kind === 'contacts' ? '%@crash.example' : 'Crash %'} order by 1`.execute(
          database.db,
        );
        expectWholeFirstBatches(rows, audited, kind);
        console.log(`crash safety (${kind}): ${rows.length} of ${ROWS} rows committed in whole batches before the kill`);
      } finally {
        await database.close();
      }
    },
    600_000,
  );
});
