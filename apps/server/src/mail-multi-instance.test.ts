import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_USERS } from '@keel/shared/demo';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { startSmtpTestServer, type SmtpTestServer } from './test/smtp-test-server';
import { withDatabaseName } from './test/test-database-url';

const started: ServerProcess[] = [];
let smtp: SmtpTestServer | undefined;
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await smtp?.close();
});

const MAILS = 40;

describe.runIf(inject('postgresUrl'))('mail delivery with two instances on one PostgreSQL', () => {
  it('delivers each outbox mail exactly once, whichever instance queued it', async () => {
    smtp = await startSmtpTestServer();
    const serverUrl = inject('postgresUrl')!;
    const name = `keel_mail_multi_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = withDatabaseName(serverUrl, name);
    try {
      const env = {
        DATABASE_URL: url,
        DEMO_MODE: 'true',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Keel <crm@keel.test>',
        PASSWORD_RESET_MAX_PER_EMAIL: '1000',
        PASSWORD_RESET_MAX_PER_IP: '1000',
      };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      started.push(a, b);
      await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

      // Both instances queue mails and both deliver: every mail reaches the SMTP server once.
      await Promise.all(
        Array.from({ length: MAILS }, async (_, i) => {
          const target = i % 2 ? a : b;
          const res = await fetch(`${target.baseUrl}/api/password-reset/request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: target.baseUrl },
            body: JSON.stringify({ email: DEMO_USERS[i % DEMO_USERS.length].email }),
          });
          expect(res.status).toBe(202);
        }),
      );
      await smtp.waitFor(MAILS);

      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        // Wait until every row records its delivery; a second delivery of any mail would have come before that.
        await vi.waitFor(
          async () => {
            expect((await db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`)).rows[0].n).toBe(0);
          },
          { timeout: 30_000 },
        );
        const rows = await db.query<{ id: string }>('select id from mail_outbox');
        expect(rows.rows).toHaveLength(MAILS);
        expect(smtp.received).toHaveLength(MAILS);
        expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(MAILS);
        expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(rows.rows.map((r) => `<${r.id}@keel.outbox>`)));
      } finally {
        await db.end();
      }
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
