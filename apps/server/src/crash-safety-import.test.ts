import pg from 'pg';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@keel/shared/demo';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killMidRequest } from './test/crash-helpers';
import { csvOf, expectAuditedInProgress, expectWholeFirstBatches, importRequest, ROWS, untilOneBatchCommitted } from './test/crash-import';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { withDatabaseName } from './test/test-database-url';

/** The PostgreSQL half of the CSV import crash test (the embedded half: crash-safety-import.embedded.test.ts). */
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
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
      return {
        server,
        cookie: res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
    };
    try {
      const { server, cookie } = await start();
      // The whole file: the server writes batches as fast as it can; the kill lands mid-way.
      await killMidRequest(server, {
        ...importRequest(cookie),
        sendBytes: csvOf('contacts').length,
        beforeKill: () => untilOneBatchCommitted(server, cookie),
      });

      const restarted = await start();
      const audited = await expectAuditedInProgress(restarted.server, restarted.cookie);
      expect(await restarted.server.stop('SIGTERM')).toBe(0);
      const db = new pg.Client({ connectionString: withDatabaseName(serverUrl, name) });
      await db.connect();
      const { rows } = await db.query<{ key: string; tags: string[] }>(
        `select email as key, tags from contacts where email like '%@crash.example' order by email`,
      );
      await db.end();
      expectWholeFirstBatches(rows, audited);
      console.log(`crash safety (PostgreSQL): ${rows.length} of ${ROWS} rows committed in whole batches before the kill`);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 600_000);
});
