import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_SECRET_LINK } from '@keel/shared/outbox';
import { auditEntries } from '../../test/roles';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

/** Secrets are for their owner only (decision 0066): reset and confirmation links in the Outbox. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resetMailTo(app: TestApp, email: string) {
  expect((await app.request({ method: 'POST', url: '/api/password-reset/request', payload: { email } })).statusCode).toBe(202);
  const row = await app.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'text_body'])
    .where('kind', '=', 'password-reset')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: /token=([\w-]+)/.exec(row.text_body)![1] };
}

const open = (app: TestApp, cookie: string, id: string) => app.request({ method: 'GET', url: `/api/outbox/${id}`, cookie });

describe('without SMTP (admins pass links on by hand)', () => {
  it("never shows another admin's link to an admin; its owner sees it", async () => {
    const reader = await t.userWithRole('admin', { fullName: 'Rhea Reader' });
    const owner = await t.userWithRole('admin');
    const mail = await resetMailTo(t, owner.user.email);
    const res = await open(t, reader.cookie, mail.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(mail.token);
    expect(res.json()).toMatchObject({ secretHidden: true });
    expect(res.json().text).toContain(HIDDEN_SECRET_LINK);
    expect(res.json().links.join(' ')).not.toContain('token=');
    const own = await open(t, owner.cookie, mail.id);
    expect(own.body).toContain(mail.token);
    expect(own.json().secretHidden).toBe(false);
  });

  it("shows a member's link to an admin, audits every view, and the member is told who viewed it at their next sign-in, once", async () => {
    const reader = await t.userWithRole('admin', { fullName: 'Vic Viewer' });
    const member = await t.userWithRole('sales_rep');
    const mail = await resetMailTo(t, member.user.email);
    const res = await open(t, reader.cookie, mail.id);
    expect(res.body).toContain(mail.token);
    expect(await auditEntries(t, 'OUTBOX_SECRET_VIEWED')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: reader.user.id,
          entity_id: mail.id,
          details: expect.objectContaining({ kind: 'password-reset', to: member.user.email }),
        }),
      ]),
    );
    const signIn = await t.request({ method: 'POST', url: '/api/session', payload: { email: member.user.email, password: TEST_PASSWORD } });
    expect(signIn.json().secretViews).toEqual([{ by: 'Vic Viewer', kind: 'password-reset', at: expect.any(String) }]);
    const again = await t.request({ method: 'POST', url: '/api/session', payload: { email: member.user.email, password: TEST_PASSWORD } });
    expect(again.json().secretViews).toBeUndefined();
  });

  it("hides a new admin's confirmation link from the admin who added them", async () => {
    const adder = await t.userWithRole('admin');
    const email = 'new-admin-confirm@example.test';
    const added = await t.request({
      method: 'POST',
      url: '/api/team',
      cookie: adder.cookie,
      payload: { name: 'Nora Newadmin', email, password: 'violet-harbour-17', role: 'admin' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const row = await t.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'text_body'])
      .where('kind', '=', 'email-confirmation')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(row.text_body)![1];
    const res = await open(t, adder.cookie, row.id);
    expect(res.body).not.toContain(token);
    expect(res.json().secretHidden).toBe(true);
  });
});

describe('with SMTP configured', () => {
  it('hides every reset and confirmation link from every admin (the mail reaches its owner)', async () => {
    const smtpApp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Keel <crm@keel.test>' } });
    try {
      const admin = await smtpApp.userWithRole('admin');
      const member = await smtpApp.userWithRole('user');
      const mail = await resetMailTo(smtpApp, member.user.email);
      const res = await open(smtpApp, admin.cookie, mail.id);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(mail.token);
      expect(res.json().secretHidden).toBe(true);
      // Other mails keep their links.
      expect(res.json().text).toContain(HIDDEN_SECRET_LINK);
    } finally {
      await smtpApp.close();
    }
  });
});
