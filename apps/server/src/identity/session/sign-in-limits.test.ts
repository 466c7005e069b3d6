import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { passwordHashingStats } from '../../platform/auth/password-hashing';

// Sign-in protection under concurrency and against lock-outs (decision 0014).

/** Password checks (hashes of unknown e-mails and verifications of known ones) since `before`. */
function checksSince(before: ReturnType<typeof passwordHashingStats>) {
  const now = passwordHashingStats();
  return now.hashed - before.hashed + now.verified - before.verified;
}

/** A test app with `env` for the describe block that calls this. */
function appWith(env: Record<string, string> = {}) {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await createTestApp({ env });
  });
  afterAll(() => app.t.close());
  return app;
}

const signIn = (t: TestApp, ip: string, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/session', remoteAddress: ip, payload: { email, password } });

describe('the database counters under concurrency (hashing queue wide open)', () => {
  const app = appWith({ SIGNIN_HASH_QUEUE: '1000', SIGNIN_HASH_QUEUE_PER_IP: '1000' });

  it('checks at most 5 guesses when 60 attempts at one e-mail arrive at the same moment', { timeout: 120_000 }, async () => {
    const { t } = app;
    await t.userWithRole('user', { email: 'burst@example.test' });
    const before = passwordHashingStats();
    const passwords = [...Array.from({ length: 59 }, (_, i) => `wrong-guess-${i}`), TEST_PASSWORD];
    const answers = await Promise.all(passwords.map((p) => signIn(t, '10.9.0.1', 'burst@example.test', p)));
    const statuses = answers.map((a) => a.statusCode);
    expect(checksSince(before)).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(new Set(statuses).size).toBeLessThanOrEqual(3);
    expect(statuses.every((s) => s === 200 || s === 401 || s === 429)).toBe(true);
  });

  // 200 rather than the 400 attempts: as telling (30 may be checked), and half the work on a shared machine.
  it('checks at most 30 passwords when 200 attempts from one address arrive at the same moment', { timeout: 120_000 }, async () => {
    const { t } = app;
    const before = passwordHashingStats();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(t, '10.9.0.2', `spray-${i}@example.test`, 'wrong-password')),
    );
    expect(checksSince(before)).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(170);
  });
});

describe('the hashing queue (defaults: 8 places, 2 per address)', () => {
  const app = appWith();

  it('turns a 400-request burst away at once and still signs in someone at another address', { timeout: 120_000 }, async () => {
    const { t } = app;
    await t.userWithRole('user', { email: 'honest@example.test' });
    const before = passwordHashingStats();
    const burst = Array.from({ length: 400 }, (_, i) => signIn(t, '10.8.0.1', `flood-${i}@example.test`, 'wrong-password'));
    const honest = await signIn(t, '10.8.0.2', 'honest@example.test', TEST_PASSWORD);
    const answers = await Promise.all(burst);
    expect(honest.statusCode).toBe(200);
    // Two places per address: the rest of the burst was answered without waiting for the hasher.
    const turnedAway = answers.filter((a) => a.statusCode === 429 && a.json().code === 'RATE_LIMITED');
    expect(turnedAway.length).toBeGreaterThanOrEqual(370);
    expect(turnedAway[0].headers['retry-after']).toBeDefined();
    expect(checksSince(before)).toBeLessThanOrEqual(31);
  });
});

describe('a full hashing queue', () => {
  const app = appWith({ SIGNIN_HASH_QUEUE: '2' });

  it('answers 503 at once when every place is taken, and gives the places back afterwards', async () => {
    const { t } = app;
    await t.userWithRole('user', { email: 'later@example.test' });
    const before = passwordHashingStats();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, `10.4.0.${i}`, 'nobody@example.test', 'wrong-password')),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    // Whoever got no place had no password checked.
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(20 - busy.length);
    expect(checksSince(before)).toBe(20 - busy.length);
    expect(busy[0].json()).toEqual({ code: 'UNAVAILABLE', message: 'Sign-in is busy right now. Please try again in a moment.' });
    expect(busy[0].headers['retry-after']).toBe('1');
    // Every place taken (including by refused and failed attempts) was given back.
    for (let i = 0; i < 3; i++) expect((await signIn(t, `10.4.1.${i}`, 'later@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('no lock-outs of a colleague', () => {
  const app = appWith({ SIGNIN_MAX_FAILURES_PER_EMAIL: '2' });

  it('keeps a guesser out of the account while the owner signs in from an address with no failures', async () => {
    const { t } = app;
    await t.userWithRole('user', { email: 'owner@example.test' });
    for (let i = 0; i < 2; i++) expect((await signIn(t, '10.7.0.1', 'owner@example.test', 'wrong-password')).statusCode).toBe(401);
    // The guesser's address has used its guesses: even the right password is not checked there.
    const guesser = await signIn(t, '10.7.0.1', 'owner@example.test', TEST_PASSWORD);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().code).toBe('RATE_LIMITED');
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, '10.7.0.2', 'owner@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    // Repeating the attack does not lock the owner out either.
    for (let i = 0; i < 2; i++) expect((await signIn(t, '10.7.0.3', 'owner@example.test', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(t, '10.7.0.2', 'owner@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows guesses spread over many addresses, but not the owner at a fresh one', async () => {
    const { t } = app;
    await t.userWithRole('user', { email: 'spread@example.test' });
    // Eight addresses, one wrong guess each: the e-mail is past its limit six times over (delay 2^6 s, capped at 60 s).
    for (let i = 1; i <= 8; i++) expect((await signIn(t, `10.6.0.${i}`, 'spread@example.test', 'wrong-password')).statusCode).toBe(401);
    const again = await signIn(t, '10.6.0.1', 'spread@example.test', 'wrong-password');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(30);
    expect((await signIn(t, '10.6.0.99', 'spread@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses at the current password on Change Password like sign-in guesses', async () => {
    const { t } = app;
    const { user, cookie } = await t.userWithRole('user', { email: 'changer@example.test' });
    const change = (current: string) =>
      t.request({
        method: 'POST',
        url: '/api/profile/password',
        cookie,
        payload: { current_password: current, new_password: 'a-new-password-9', confirm_password: 'a-new-password-9' },
      });
    for (let i = 0; i < 2; i++) expect((await change(`wrong-current-${i}`)).json().fields).toHaveProperty('current_password');
    const limited = await change(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Nothing changed: the old password still signs in (from another address).
    expect((await signIn(t, '10.5.0.2', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
