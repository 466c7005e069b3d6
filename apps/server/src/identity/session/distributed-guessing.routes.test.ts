import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HIDDEN_SECRET_LINK } from '@keel/shared/outbox';
import { SIGN_IN_LINK_MESSAGES } from '@keel/shared/sign-in-link';
import { auditEntries } from '../../test/roles';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Distributed guessing (decision 0073): once an e-mail has had SIGNIN_UNKNOWN_ADDRESS_FAILURES
// failures within the hour, an address that never signed in to its account gets no verdict.

// A lower threshold than the default 10 tests the same rule with fewer password checks (each costs
// about 0.3 s of CPU on a busy machine: at 10, this file took 40 s).
const FAILURES = 3;
const ADDRESSES = 16;

let t: TestApp;
beforeAll(async () => {
  // The hashing queue wide open: the simultaneous test sends 20 guesses at once from 20 addresses.
  t = await createTestApp({ env: { SIGNIN_UNKNOWN_ADDRESS_FAILURES: String(FAILURES), SIGNIN_HASH_QUEUE: '100' } });
});
afterAll(() => t.close());

const signIn = (ip: string, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/session', remoteAddress: ip, payload: { email, password } });

/** Everything a guesser can read of an answer, but its request id and date. */
const seen = (res: LightMyRequestResponse) =>
  JSON.stringify({
    status: res.statusCode,
    body: res.body,
    cookie: res.headers['set-cookie'] ?? null,
    retry: res.headers['retry-after'] ?? null,
  });

const HELD = { signInLinkSent: true, message: SIGN_IN_LINK_MESSAGES.sent };

/** FAILURES wrong guesses at `email`, each from a fresh address under `prefix`: every one gets its verdict. */
async function enoughFailures(email: string, prefix: string) {
  for (let i = 1; i <= FAILURES; i++) expect((await signIn(`${prefix}.${i}`, email, `wrong-guess-${i}`)).statusCode).toBe(401);
}

async function sessionsOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sign-in link mails to `email`, newest first, once there are `count` of them (they are queued after the answer). */
async function linkMails(email: string, count: number) {
  const read = () =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'text_body'])
      .where('kind', '=', 'sign-in-link')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
  await vi.waitFor(async () => expect(await read()).toHaveLength(count), { timeout: 5_000, interval: 50 });
  return (await read()).map((row) => ({ id: row.id, token: /token=([\w-]+)/.exec(row.text_body)![1] }));
}

const openLink = (ip: string, token: string) =>
  t.request({ method: 'POST', url: '/api/session/link', remoteAddress: ip, payload: { token } });

describe('an account guessed at from many addresses', () => {
  it(
    `answers guesses from ${ADDRESSES} fresh addresses alike, right or wrong, after ${FAILURES} failures, and signs nobody in`,
    { timeout: 120_000 },
    async () => {
      const { user } = await t.userWithRole('user', { email: 'target@example.test' });
      // The owner has signed in before from their own address.
      expect((await signIn('10.30.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
      const sessionsBefore = await sessionsOf(user.id);

      const answers: Array<{ password: string; res: LightMyRequestResponse }> = [];
      for (let i = 1; i <= ADDRESSES; i++) {
        const password = i > FAILURES && i % 3 === 0 ? TEST_PASSWORD : `wrong-guess-${i}`;
        answers.push({ password, res: await signIn(`10.31.0.${i}`, user.email, password) });
      }
      // The first guesses were checked and answered; the others got no verdict.
      expect(answers.slice(0, FAILURES).map((a) => a.res.statusCode)).toEqual(Array(FAILURES).fill(401));
      const held = answers.slice(FAILURES);
      expect(held.filter((a) => a.password === TEST_PASSWORD).length).toBeGreaterThanOrEqual(4);
      expect(new Set(held.map((a) => seen(a.res))).size).toBe(1);
      expect(held[0].res.statusCode).toBe(202);
      expect(held[0].res.json()).toEqual(HELD);
      expect(held[0].res.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf(user.id)).toBe(sessionsBefore);
      // Every held guess counted, the right ones too (a refund would be a verdict).
      const { rows } = await sql<{
        failures: number;
      }>`select failures from auth_rate_limits where key = 'hour:target@example.test'`.execute(t.database.db);
      expect(rows[0].failures).toBe(ADDRESSES);
      // A right password mailed one link (none again within a minute).
      await linkMails(user.email, 1);

      // The owner at their own address is not held up.
      const owner = await signIn('10.30.0.1', user.email, TEST_PASSWORD);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.email).toBe(user.email);
    },
  );

  it('answers an unknown e-mail under attack like a known one', async () => {
    await enoughFailures('nobody-here@example.test', '10.32.0');
    const res = await signIn('10.32.1.1', 'nobody-here@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(HELD);
  });

  it(`gives exactly one more verdict when 20 guesses arrive at once after ${FAILURES - 1} failures`, { timeout: 60_000 }, async () => {
    await t.userWithRole('user', { email: 'burst-target@example.test' });
    for (let i = 1; i < FAILURES; i++)
      expect((await signIn(`10.33.0.${i}`, 'burst-target@example.test', 'wrong-guess')).statusCode).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(`10.33.1.${i}`, 'burst-target@example.test', i % 2 ? TEST_PASSWORD : `wrong-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 202)).toHaveLength(19);
  });
});

describe('the mailed sign-in link', () => {
  it('signs in once, on the device that opens it, which is known from then on (audited)', { timeout: 60_000 }, async () => {
    const { user } = await t.userWithRole('sales_rep', { email: 'linked@example.test', fullName: 'Lin Ked' });
    await enoughFailures(user.email, '10.40.0');
    expect((await signIn('10.40.1.1', user.email, TEST_PASSWORD)).json()).toEqual(HELD);
    const [mail] = await linkMails(user.email, 1);
    expect(await auditEntries(t, 'SIGN_IN_LINK_SENT')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity_id: user.id, user_id: null })]),
    );

    const opened = await openLink('10.40.1.1', mail.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().user).toMatchObject({ id: user.id, email: user.email });
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    expect(String(opened.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toMatchObject({ id: user.id });
    expect(await auditEntries(t, 'SIGNED_IN_WITH_LINK')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity_id: user.id, user_id: user.id })]),
    );

    const again = await openLink('10.40.1.1', mail.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SIGN_IN_LINK_MESSAGES.invalidLink);
    // That device is known now: its password sign-in is not held up, while the attack goes on.
    expect((await signIn('10.40.1.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('10.40.2.1', user.email, TEST_PASSWORD)).statusCode).toBe(202);
  });

  it('no longer works after 15 minutes', async () => {
    const { user } = await t.userWithRole('user', { email: 'late@example.test' });
    await enoughFailures(user.email, '10.41.0');
    await signIn('10.41.1.1', user.email, TEST_PASSWORD);
    const [mail] = await linkMails(user.email, 1);
    await t.database.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('identifier', 'like', 'sign-in-link:%')
      .where('value', '=', user.id)
      .execute();
    const res = await openLink('10.41.1.1', mail.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGN_IN_LINK_MESSAGES.invalidLink);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is not mailed for a wrong password, and is hidden from other admins in the Outbox', { timeout: 60_000 }, async () => {
    const owner = await t.userWithRole('admin', { email: 'admin-owner@example.test' });
    const reader = await t.userWithRole('admin');
    await enoughFailures(owner.user.email, '10.42.0');
    expect((await signIn('10.42.1.1', owner.user.email, 'wrong-again')).json()).toEqual(HELD);
    expect((await signIn('10.42.1.2', owner.user.email, TEST_PASSWORD)).json()).toEqual(HELD);
    // One mail: the right password's (the wrong one, answered first, mailed nothing).
    const [mail] = await linkMails(owner.user.email, 1);
    const res = await t.request({ method: 'GET', url: `/api/outbox/${mail.id}`, cookie: reader.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(mail.token);
    expect(res.json()).toMatchObject({ kind: 'sign-in-link', secretHidden: true });
    expect(res.json().text).toContain(HIDDEN_SECRET_LINK);
  });
});

describe('a member with two-factor sign-in', () => {
  it('goes on to the second factor from a fresh address, which then becomes known', { timeout: 60_000 }, async () => {
    const { user, cookie } = await t.userWithRole('user', { email: 'second-factor@example.test' });
    const setup = await t.request({ method: 'POST', url: '/api/two-factor/setup', cookie, payload: { password: TEST_PASSWORD } });
    const { totpUri, recoveryCodes } = setup.json() as { totpUri: string; recoveryCodes: string[] };
    const code = (OTPAuth.URI.parse(totpUri) as OTPAuth.TOTP).generate();
    expect((await t.request({ method: 'POST', url: '/api/two-factor/enable', cookie, payload: { code } })).statusCode).toBe(204);

    await enoughFailures(user.email, '10.43.0');
    // A wrong password from a fresh address: no verdict, as for everyone.
    expect((await signIn('10.43.1.1', user.email, 'wrong-again')).json()).toEqual(HELD);
    const step = await signIn('10.43.1.2', user.email, TEST_PASSWORD);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ twoFactorRequired: true });
    const challenge = ([step.headers['set-cookie']].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
    const done = await t.request({
      method: 'POST',
      url: '/api/session/two-factor',
      remoteAddress: '10.43.1.2',
      cookie: challenge,
      payload: { code: recoveryCodes[0], kind: 'recovery' },
    });
    expect(done.statusCode, done.body).toBe(200);
    // No link was mailed: the second factor sufficed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'sign-in-link')
        .where('to_address', '=', user.email)
        .execute(),
    ).toHaveLength(0);
    // Known now: the password step is not held there.
    expect((await signIn('10.43.1.2', user.email, 'wrong-once-more')).statusCode).toBe(401);
  });
});
