import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_MAX_FAILURES_PER_EMAIL: '3' } });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with the right password, sets an httpOnly cookie and reports the user with role', async () => {
    const { user } = await t.userWithRole('recruiter', { email: 'riley@example.test', fullName: 'Riley Chen' });
    const res = await t.request({ method: 'POST', url: '/api/session', payload: { email: 'Riley@Example.test', password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: 'riley@example.test', role: 'recruiter', fullName: 'Riley Chen' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = cookie.split(';')[0];
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: session });
    expect(me.json().user).toMatchObject({ email: 'riley@example.test', role: 'recruiter' });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    await t.userWithRole('user', { email: 'known@example.test' });
    const wrong = await t.request({ method: 'POST', url: '/api/session', payload: { email: 'known@example.test', password: 'nope-nope' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'nobody@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses missing fields with a validation error', async () => {
    const res = await t.request({ method: 'POST', url: '/api/session', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits failed sign-ins per e-mail from one address, even when the password is then right', async () => {
    await t.userWithRole('user', { email: 'target@example.test' });
    const attempt = (password: string, ip = '10.0.0.1') =>
      t.request({ method: 'POST', url: '/api/session', remoteAddress: ip, payload: { email: 'target@example.test', password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // The owner elsewhere is not locked out (decision 0014).
    expect((await attempt(TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // Another account from the same IP is not affected by this e-mail's counter.
    await t.userWithRole('user', { email: 'other@example.test' });
    const other = await t.request({
      method: 'POST',
      url: '/api/session',
      remoteAddress: '10.0.0.1',
      payload: { email: 'other@example.test', password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('signs out: the cookie no longer opens a session', async () => {
    const { cookie } = await t.userWithRole('admin');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).not.toBeNull();
    const out = await t.request({ method: 'DELETE', url: '/api/session', cookie });
    expect(out.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json()).toEqual({ user: null });
  });

  it('reports no user without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('refuses a cross-site sign-in attempt', async () => {
    await t.userWithRole('user', { email: 'csrf@example.test' });
    const res = await t.request({
      method: 'POST',
      url: '/api/session',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.test', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('public configuration', () => {
  it('hides the demo admin outside demo mode', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ demoMode: false, demoAdmin: null });
  });
});
