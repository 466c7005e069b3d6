import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION_MESSAGES } from '@keel/shared/two-factor';
import { auditEntries } from '../../test/roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_CONFIRMATION_MAILS } from './email-confirmation.service';

const confirmationMails = (t: TestApp, to: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'email-confirmation')
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();

function tokenOf(text: string): string {
  const link = /https?:\/\/\S+\/crm\/confirm-email\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link[1];
}

const signInAs = (t: TestApp, email: string, password: string, ip = '10.2.0.1') =>
  t.request({ method: 'POST', url: '/api/session', payload: { email, password }, remoteAddress: ip });

describe('e-mail confirmation outside demo mode', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keel <crm@keel.test>' }, jobs: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a member added by an admin, refuses sign-in until confirmed, and the link confirms once', async () => {
    const { cookie } = await t.userWithRole('admin');
    const added = await t.request({
      method: 'POST',
      url: '/api/team',
      cookie,
      payload: { name: 'Nora New', email: 'nora@example.test', password: 'secret6', role: 'sales_rep' },
    });
    expect(added.statusCode).toBe(201);
    const [mail] = await confirmationMails(t, 'nora@example.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Keel Consulting');
    // It really leaves: a real SMTP server receives it, with the same link.
    const [received] = await smtp.waitFor(1);
    expect(received.to).toBe('nora@example.test');
    expect(received.subject).toBe(mail.subject);
    expect(tokenOf(received.text)).toBe(tokenOf(mail.text_body));

    const refused = await signInAs(t, 'nora@example.test', 'secret6');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'EMAIL_NOT_CONFIRMED', message: EMAIL_CONFIRMATION_MESSAGES.notConfirmed });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still gets the usual answer: the 403 is only for whoever knows the password.
    expect((await signInAs(t, 'nora@example.test', 'wrong-password')).statusCode).toBe(401);

    const confirmed = await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token: tokenOf(mail.text_body) } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed });
    await t.signIn('nora@example.test', 'secret6');
    expect(await auditEntries(t, 'EMAIL_CONFIRMED')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ email: 'nora@example.test' }) }),
    ]);

    const again = await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token: tokenOf(mail.text_body) } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_CONFIRMATION_MESSAGES.invalidLink);
  });

  it('resends a new link on request, limited per address and per client, answering alike for any e-mail', async () => {
    const { cookie } = await t.userWithRole('admin');
    await t.request({
      method: 'POST',
      url: '/api/team',
      cookie,
      payload: { name: 'Omar', email: 'omar@example.test', password: 'secret6', role: 'user' },
    });
    const resend = (email: string, ip: string) =>
      t.request({ method: 'POST', url: '/api/email-confirmation/resend', payload: { email }, remoteAddress: ip });

    const first = await resend('omar@example.test', '10.2.0.2');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.resent });
    const mails = await confirmationMails(t, 'omar@example.test');
    expect(mails).toHaveLength(2);
    // The newest link works; the one it replaced does not.
    expect(
      (await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token: tokenOf(mails[0].text_body) } })).statusCode,
    ).toBe(400);

    // Per address: no more than MAX_CONFIRMATION_MAILS in the window, whoever asks.
    for (let i = 0; i < 4; i++) expect((await resend('omar@example.test', `10.2.1.${i}`)).statusCode).toBe(202);
    expect(await confirmationMails(t, 'omar@example.test')).toHaveLength(MAX_CONFIRMATION_MAILS);
    // Unknown and already confirmed e-mails: the same answer, no mail.
    expect((await resend('nobody@example.test', '10.2.0.3')).json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.resent });
    expect(await confirmationMails(t, 'nobody@example.test')).toHaveLength(0);
    // Per client address: 5 requests, then 429.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(`x${i}@example.test`, '10.2.0.9')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const last = (await confirmationMails(t, 'omar@example.test')).at(-1)!;
    expect(
      (await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token: tokenOf(last.text_body) } })).statusCode,
    ).toBe(200);
    await t.signIn('omar@example.test', 'secret6');
  });

  it('has no test sign-up outside demo mode, so nothing is created or mailed', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'Tess', email: 'tess@example.test', password: 'secret6', role: 'admin' },
    });
    expect(res.statusCode).toBe(404);
    expect(await confirmationMails(t, 'tess@example.test')).toHaveLength(0);
  });
});

describe('e-mail confirmation in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_MODE: 'true' } });
  });
  afterAll(() => t.close());

  it('still writes the mail for a test account, which signs in at once', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'Dee Mo', email: 'demo-user@example.test', password: 'secret6', role: 'user' },
    });
    expect(res.statusCode).toBe(201);
    expect(await confirmationMails(t, 'demo-user@example.test')).toHaveLength(1);
    const cookie = await t.signIn('demo-user@example.test', 'secret6');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.email).toBe('demo-user@example.test');
  });
});
