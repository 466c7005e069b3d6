import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES } from '@keel/shared/password-policy';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../platform/auth/common-passwords';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

/** New passwords per ASVS L2 within the product's rules (decision 0068). */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const addMember = (password: string, name = 'Grace Hopper', email = `member-${Math.random().toString(36).slice(2, 8)}@example.test`) =>
  t.request({ method: 'POST', url: '/api/team', cookie: admin.cookie, payload: { name, email, password, role: 'user' } });

describe('the common-password list', () => {
  it('holds the 100,000 most common passwords of a list shipped with the product, compared without case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(100_000);
    for (const p of ['123456', 'password', 'aaaaaa', 'qwerty', 'Password', 'iloveyou']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of [TEST_PASSWORD, 'violet-harbour-17', 'Tr0ub4dor&3x!q']) expect(isCommonPassword(p), p).toBe(false);
  });
});

describe('a new password', () => {
  it('is refused by Add Member when common, with a clear message, and nothing is created', async () => {
    for (const password of ['123456', 'password', 'aaaaaa']) {
      const email = `common-${password}@example.test`;
      const res = await addMember(password, 'Common Case', email);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields.password).toBe(PASSWORD_POLICY_MESSAGES.common);
      expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    }
  });

  it("is refused when it contains the account's full name or e-mail name", async () => {
    const byName = await addMember('xxGraceHopper77', 'Grace Hopper');
    expect(byName.statusCode).toBe(400);
    expect(byName.json().fields.password).toBe(PASSWORD_POLICY_MESSAGES.personal);
    const spaced = await addMember('grace hopper 1906', 'Grace Hopper');
    expect(spaced.json().fields.password).toBe(PASSWORD_POLICY_MESSAGES.personal);
    const byMail = await addMember('my-jdoe-key-1', 'Jane Roe', 'jdoe@example.test');
    expect(byMail.json().fields.password).toBe(PASSWORD_POLICY_MESSAGES.personal);
  });

  it('may be 128 characters long, not 129; the 6-character minimum and its text stay', async () => {
    expect((await addMember(`${'violet-harbour-'.repeat(9)}abcdefgh`.slice(0, 128))).statusCode).toBe(201);
    const long = await addMember('v'.repeat(60) + 'q'.repeat(69));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.password).toBe(PASSWORD_POLICY_MESSAGES.tooLong);
    const short = await addMember('v1-q2');
    expect(short.json().fields.password).toBe('Password must be at least 6 characters.');
  });

  it('is refused by Change Password (no guess of the current one spent) and by a reset link, which still works after', async () => {
    const { user, cookie } = await t.userWithRole('user', { fullName: 'Ada Lovelace' });
    const change = (new_password: string) =>
      t.request({
        method: 'POST',
        url: '/api/profile/password',
        cookie,
        payload: { current_password: TEST_PASSWORD, new_password, confirm_password: new_password },
      });
    const common = await change('password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.new_password).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect((await change('ada-lovelace-engine')).json().fields.new_password).toBe(PASSWORD_POLICY_MESSAGES.personal);
    await t.signIn(user.email); // unchanged

    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email } });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'password-reset')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.text_body)![1];
    const refused = await t.request({ method: 'POST', url: '/api/password-reset', payload: { token, new_password: 'qwerty123' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.new_password).toBe(PASSWORD_POLICY_MESSAGES.common);
    const accepted = await t.request({ method: 'POST', url: '/api/password-reset', payload: { token, new_password: 'violet-harbour-17' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.signIn(user.email, 'violet-harbour-17');
  });
});

describe('a first sign-in with a password an admin chose (decision 0068)', () => {
  it('reaches only the password change, /api/me and sign-out until the member chooses their own', async () => {
    const email = 'fay-first@example.test';
    expect((await addMember('violet-harbour-17', 'Fay First', email)).statusCode).toBe(201);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'email-confirmation')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.text_body)![1];
    expect((await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token } })).statusCode).toBe(200);

    const signIn = await t.request({ method: 'POST', url: '/api/session', payload: { email, password: 'violet-harbour-17' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ passwordChangeRequired: true });
    const cookie = await t.signIn(email, 'violet-harbour-17');
    for (const [method, url] of [
      ['GET', '/api/contacts'],
      ['GET', '/api/sessions'],
      ['POST', '/api/api-keys'],
      ['POST', '/api/two-factor/setup'],
    ] as const) {
      const res = await t.request({ method, url, cookie, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code, `${method} ${url}`).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json()).toMatchObject({ passwordChangeRequired: true });

    const change = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie,
      payload: { current_password: 'violet-harbour-17', new_password: 'my-own-choice-88', confirm_password: 'my-own-choice-88' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().passwordChangeRequired).toBeUndefined();
  });

  it('never asks it of an account whose owner chose the password', async () => {
    const { cookie } = await t.userWithRole('user');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().passwordChangeRequired).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie })).statusCode).toBe(200);
  });
});
