import fs from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '@keel/shared/demo';
import type { OutboxList } from '@keel/shared/outbox';
import { migratedDataDir, startEmbeddedServer } from './test/crash-helpers';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { startSmtpTestServer, type SmtpTestServer } from './test/smtp-test-server';

/**
 * Decision 0018: a crash between the commit of a mail and its delivery loses nothing and sends
 * nothing twice. A real server process writes a mail (a password reset) with no SMTP server, so it
 * is committed and not delivered; the process is killed (SIGKILL, no shutdown at all); the next
 * process on the same data, with SMTP, delivers it exactly once.
 */
const dataDir = migratedDataDir('keel-mail-crash-');
const running: ServerProcess[] = [];
let smtp: SmtpTestServer | undefined;
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const requestReset = (server: ServerProcess, email: string) =>
  fetch(`${server.baseUrl}/api/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email }),
  });

// The PostgreSQL run has its own proof of exactly-once delivery (mail-multi-instance.test.ts).
describe.skipIf(inject('postgresUrl'))('mail across a crash (embedded database, SIGKILL)', () => {
  it('a mail committed before the kill is delivered once by the next process', async () => {
    const first = await startEmbeddedServer(dataDir);
    running.push(first.server);
    expect((await requestReset(first.server, DEMO_ADMIN.email)).status).toBe(202);
    const before = (await (await fetch(`${first.server.baseUrl}/api/outbox`, { headers: { cookie: first.cookie } })).json()) as OutboxList;
    expect(before.mails.map((m) => [m.to, m.status])).toEqual([[DEMO_ADMIN.email, 'pending']]);
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    smtp = await startSmtpTestServer();
    const second = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'true', SMTP_URL: smtp.url, MAIL_FROM: 'Keel <crm@keel.test>' });
    running.push(second);
    await waitUntilHealthy(second, 180_000);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toBe(DEMO_ADMIN.email);
    expect(mail.text).toMatch(/reset-password\?token=/);

    // A second mail goes through the same queue after it: by the time it arrives, a repeat of the
    // first would have too. Exactly one copy of each.
    expect((await requestReset(second, 'user@keel.demo')).status).toBe(202);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_ADMIN.email, 'user@keel.demo'].sort());
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(smtp.received).toHaveLength(2);
  }, 420_000);
});
