import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@keel/shared/password-reset';
import { auditEntries } from '../../test/roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keel <crm@keel.test>', MAIL_RETRY_DELAY_SECONDS: '1' }, jobs: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress: ip });
const reset = (token: string, new_password: string) =>
  t.request({ method: 'POST', url: '/api/password-reset', payload: { token, new_password } });
const outboxRows = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

function tokenOf(text: string): string {
  const link = /https?:\/\/\S+reset-password\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no reset link in: ${text}`);
  return link[1];
}

describe('password reset', () => {
  it('mails a one-time link that sets a new password once, ends every session, and is audited', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep', { fullName: 'Rita <b>Rep</b>' });
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Set a new password for Keel Consulting');
    const token = tokenOf(mail.text);
    expect(mail.html).toContain(`/crm/reset-password?token=${token}`);
    // The user's name is text, never markup.
    expect(mail.html).toContain('Hello Rita &lt;b&gt;Rep&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Rep</b>');
    await vi.waitFor(async () => expect((await outboxRows()).map((m) => m.status)).toEqual(['sent']), { timeout: 10_000 });

    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(200);
    // The session that was open is over; the old password no longer works, the new one does.
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json()).toEqual({ user: null });
    await expect(t.signIn(user.email)).rejects.toThrow(/401/);
    await t.signIn(user.email, 'brand-new-pass');

    // The link works once.
    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    await t.signIn(user.email, 'brand-new-pass');

    expect(await auditEntries(t, 'PASSWORD_RESET_REQUESTED')).toHaveLength(1);
    const [done] = await auditEntries(t, 'PASSWORD_RESET');
    expect(done).toMatchObject({ user_id: user.id, entity_id: user.id, details: { sessionsEnded: 1 } });
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    const before = (await outboxRows()).length;
    const res = await requestReset('nobody-here@example.test', '10.0.0.2');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(await outboxRows()).toHaveLength(before);
  });

  it('refuses an expired link, a made-up one and a short password, changing nothing', async () => {
    const { user } = await t.userWithRole('user');
    await requestReset(user.email, '10.0.0.3');
    // The first test's reset, the notice of what it ended (decision 0066), and this one.
    const mails = await smtp.waitFor(3);
    const token = tokenOf(mails.find((m) => m.to === user.email)!.text);

    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: 'Please use a password with at least 6 characters.' });
    expect((await reset('not-a-real-token', 'brand-new-pass')).statusCode).toBe(400);

    await sql`update verifications set expires_at = now() - interval '1 second' where identifier like 'password-reset:%'`.execute(
      t.database.db,
    );
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(400);
    await t.signIn(user.email); // the old password still works
  });

  it('limits requests per e-mail and per address, whether or not the e-mail exists', async () => {
    for (const email of ['limited@example.test', 'unknown-limited@example.test']) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email, `10.1.0.${i}`)).statusCode).toBe(202);
      const limited = await requestReset(email, '10.1.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(PASSWORD_RESET_MESSAGES.tooMany);
    }
    for (let i = 0; i < 20; i += 1) await requestReset(`someone-${i}@example.test`, '10.2.0.1');
    expect((await requestReset('fresh@example.test', '10.2.0.1')).statusCode).toBe(429);
  });

  it('refuses a malformed e-mail with a 400', async () => {
    const res = await requestReset('not an e-mail', '10.3.0.1');
    expect(res.statusCode).toBe(400);
  });
});
