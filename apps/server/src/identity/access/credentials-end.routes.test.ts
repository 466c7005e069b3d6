import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { auditEntries } from '../../test/roles';

/**
 * Recovery ends every credential (decision 0066): a password reset, a password change that signs
 * the others out, "sign out everywhere else" and a deactivation end the member's sessions, revoke
 * their personal API keys and stop their calendar feed's URL, and the owner is told what ended.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A member with a second session, a personal API key and a calendar feed, all working. */
async function memberWithCredentials(role: 'user' | 'admin' = 'user') {
  const { user, cookie } = await t.userWithRole(role);
  const otherSession = await t.signIn(user.email);
  const created = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: 'script' } });
  expect(created.statusCode, created.body).toBe(201);
  const key: string = created.json().key;
  const feed = await t.request({ method: 'POST', url: '/api/calendar-feed', cookie });
  expect(feed.statusCode, feed.body).toBe(201);
  const feedPath = new URL(feed.json().url as string).pathname;
  const works = async () => ({
    session: (await t.request({ method: 'GET', url: '/api/me', cookie: otherSession })).json().user !== null,
    key: (await t.request({ method: 'GET', url: '/api/contacts', headers: bearer(key) })).statusCode === 200,
    feed: (await t.request({ method: 'GET', url: feedPath })).statusCode === 200,
  });
  expect(await works()).toEqual({ session: true, key: true, feed: true });
  return { user, cookie, works };
}

const noticesTo = (email: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('kind', '=', 'credentials-ended')
    .where('to_address', '=', email)
    .execute();

describe('recovery ends every credential', () => {
  it('a password reset ends sessions, API keys and the calendar feed URL; the answer and a mail say what ended', async () => {
    const { user, works } = await memberWithCredentials();
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email } })).statusCode).toBe(202);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'password-reset')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text_body)![1];
    const res = await t.request({ method: 'POST', url: '/api/password-reset', payload: { token, new_password: 'fresh-start-77' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('2 signed-in sessions were signed out.');
    expect(res.json().message).toContain('1 personal API key was revoked');
    expect(res.json().message).toContain('Your calendar feed URL stopped working');
    expect(await works()).toEqual({ session: false, key: false, feed: false });
    const [notice] = await noticesTo(user.email);
    expect(notice.text_body).toContain('The password of your account was reset with a reset link.');
    expect(notice.text_body).toContain('1 personal API key was revoked');
    const [entry] = await auditEntries(t, 'PASSWORD_RESET');
    expect(entry.details).toMatchObject({ sessionsEnded: 2, apiKeysRevoked: 1, calendarFeedEnded: true });
  });

  it('a password change that signs the others out ends the keys and the feed too; keeping the others keeps them', async () => {
    const kept = await memberWithCredentials();
    const keep = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: kept.cookie,
      payload: {
        current_password: TEST_PASSWORD,
        new_password: 'kept-others-9',
        confirm_password: 'kept-others-9',
        sign_out_others: false,
      },
    });
    expect(keep.statusCode, keep.body).toBe(204);
    expect(await kept.works()).toEqual({ session: true, key: true, feed: true });

    const ended = await memberWithCredentials();
    const change = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: ended.cookie,
      payload: { current_password: TEST_PASSWORD, new_password: 'signed-out-9', confirm_password: 'signed-out-9' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect(await ended.works()).toEqual({ session: false, key: false, feed: false });
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: ended.cookie })).json().user).not.toBeNull();
    const [notice] = await noticesTo(ended.user.email);
    expect(notice.text_body).toContain('you chose to sign out your other sessions');
  });

  it('"sign out everywhere else" ends the keys and the feed, and answers what ended', async () => {
    const { cookie, user, works } = await memberWithCredentials();
    const res = await t.request({ method: 'DELETE', url: '/api/sessions', cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1, apiKeysRevoked: 1, calendarFeedEnded: true });
    expect(await works()).toEqual({ session: false, key: false, feed: false });
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toMatchObject({ id: user.id });
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it('a deactivation ends the feed URL too, and reactivation brings nothing back', async () => {
    const admin = await t.userWithRole('admin');
    const { user, works } = await memberWithCredentials();
    expect((await t.request({ method: 'POST', url: `/api/team/${user.id}/deactivate`, cookie: admin.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/team/${user.id}/reactivate`, cookie: admin.cookie })).statusCode).toBe(200);
    expect(await works()).toEqual({ session: false, key: false, feed: false });
    const [notice] = await noticesTo(user.email);
    expect(notice.text_body).toContain('An admin deactivated your account.');
    const [entry] = await auditEntries(t, 'TEAM_MEMBER_DEACTIVATED');
    expect(entry.details).toMatchObject({ sessionsEnded: 2, apiKeysRevoked: 1, calendarFeedEnded: true });
  });

  it("an admin's reset of a lost second factor ends every credential; never one's own, never with a key, never by another role", async () => {
    const admin = await t.userWithRole('admin');
    const { user, cookie, works } = await memberWithCredentials();
    const setup = await t.request({ method: 'POST', url: '/api/two-factor/setup', cookie, payload: { password: TEST_PASSWORD } });
    expect(setup.statusCode, setup.body).toBe(200);
    const code = (OTPAuth.URI.parse(setup.json().totpUri) as OTPAuth.TOTP).generate();
    expect((await t.request({ method: 'POST', url: '/api/two-factor/enable', cookie, payload: { code } })).statusCode).toBe(204);
    const listed = (await t.request({ method: 'GET', url: '/api/team', cookie: admin.cookie })).json();
    expect(listed.find((m: { id: string }) => m.id === user.id)).toMatchObject({ twoFactorEnabled: true });

    const url = `/api/team/${user.id}/reset-two-factor`;
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await t.request({ method: 'POST', url, cookie: (await t.userWithRole(role)).cookie })).statusCode).toBe(403);
    const own = await t.request({ method: 'POST', url: `/api/team/${admin.user.id}/reset-two-factor`, cookie: admin.cookie });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(TWO_FACTOR_MESSAGES.cannotResetOwn);
    const key = (
      await t.request({ method: 'POST', url: '/api/api-keys', cookie: admin.cookie, payload: { name: 'a', scope: 'admin' } })
    ).json().key;
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(key) })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/team/00000000-0000-4000-8000-000000000000/reset-two-factor', cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);

    const reset = await t.request({ method: 'POST', url, cookie: admin.cookie });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await works()).toEqual({ session: false, key: false, feed: false });
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toBeNull();
    // The password alone signs in again; the member sets a second factor up anew.
    const signIn = await t.request({ method: 'POST', url: '/api/session', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(signIn.json()).toMatchObject({ user: { id: user.id } });
    const [notice] = await noticesTo(user.email);
    expect(notice.text_body).toContain('An admin reset the two-factor sign-in of your account');
    const [entry] = await auditEntries(t, 'TWO_FACTOR_RESET');
    expect(entry).toMatchObject({
      user_id: admin.user.id,
      entity_id: user.id,
      details: { hadSecondFactor: true, apiKeysRevoked: 1, calendarFeedEnded: true },
    });
  });
});
