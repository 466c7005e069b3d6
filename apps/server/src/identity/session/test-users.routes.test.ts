import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('test-user sign-up in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_MODE: 'true' } });
  });
  afterAll(() => t.close());

  it('creates an account with the chosen role that can then sign in', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'Pat Lee', email: 'pat@example.test', password: 'secret6', role: 'recruiter' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'pat@example.test', role: 'recruiter', fullName: 'Pat Lee' });
    const cookie = await t.signIn('pat@example.test', 'secret6');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.role).toBe('recruiter');
  });

  it('refuses a password under 6 characters with the documented message and creates nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'Short', email: 'short@example.test', password: '12345', role: 'user' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please use a password with at least 6 characters.');
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', 'short@example.test')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    const payload = { full_name: 'Dup', email: 'dup@example.test', password: 'secret6', role: 'user' };
    expect((await t.request({ method: 'POST', url: '/api/test-users', payload })).statusCode).toBe(201);
    const again = await t.request({ method: 'POST', url: '/api/test-users', payload: { ...payload, role: 'admin' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'An account with this e-mail already exists.' });
  });

  it('refuses an unknown role and a malformed e-mail', async () => {
    const badRole = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'X', email: 'x@example.test', password: 'secret6', role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    const badEmail = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'X', email: 'not-an-email', password: 'secret6', role: 'user' },
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it('shows the demo admin login in the public configuration', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ demoMode: true, demoAdmin: { email: 'admin@keel.demo' } });
  });
});

describe('test-user sign-up outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_MODE: 'false' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test-users',
      payload: { full_name: 'Pat', email: 'pat@example.test', password: 'secret6', role: 'admin' },
    });
    expect(res.statusCode).toBe(404);
  });
});
