import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

// Behind TLS (PUBLIC_URL https://…, TLS terminated at a proxy that forwards plain HTTP).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://crm.keel.example', TRUST_PROXY: '10.0.0.0/8', SIGNIN_MAX_FAILURES_PER_IP: '2' } });
});
afterAll(() => t.close());

describe('behind TLS', () => {
  it('sends HSTS and asks browsers to upgrade insecure requests', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sets the session cookie httpOnly, SameSite=Lax and Secure, and it opens the session', async () => {
    const { user } = await t.userWithRole('user', { email: 'tls@example.test' });
    const res = await t.request({ method: 'POST', url: '/api/session', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().map(String);
    const session = cookies.find((c) => c.includes('session_token'));
    expect(session).toMatch(/^__Secure-keel\.session_token=/);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: cookies.map((c) => c.split(';')[0]).join('; ') });
    expect(me.json().user).toMatchObject({ email: 'tls@example.test' });
  });

  it('refuses a cross-site write even with a valid session', async () => {
    const { cookie } = await t.userWithRole('admin');
    const res = await t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie,
      headers: { origin: 'https://evil.example' },
      payload: { first_name: 'A', last_name: 'B', email: 'a@b.test' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('with TRUST_PROXY, limits failed sign-ins per client address from X-Forwarded-For, not per proxy', async () => {
    const attempt = (client: string) =>
      t.request({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': client },
        payload: { email: `${client}@nobody.test`, password: 'wrong-password' },
      });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked by the first one's failures.
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For (a client cannot pick its own address)', async () => {
    const plain = await createTestApp({ env: { SIGNIN_MAX_FAILURES_PER_IP: '1' } });
    try {
      const attempt = (client: string) =>
        plain.request({
          method: 'POST',
          url: '/api/session',
          remoteAddress: '10.0.0.9',
          headers: { 'x-forwarded-for': client },
          payload: { email: `${client}@nobody.test`, password: 'wrong-password' },
        });
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.2')).statusCode).toBe(429);
    } finally {
      await plain.close();
    }
  });
});
