import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/me', cookie })).json().user;
const createKey = async (cookie: string, payload: Record<string, unknown> = { name: 'script' }) => {
  const res = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; name: string };
};

describe('routes of sessions and API keys: every role, and no session', () => {
  const routes = [
    { method: 'GET', url: '/api/sessions' },
    { method: 'DELETE', url: '/api/sessions' },
    { method: 'DELETE', url: '/api/sessions/00000000-0000-4000-8000-000000000000' },
    { method: 'GET', url: '/api/api-keys' },
    { method: 'POST', url: '/api/api-keys', payload: { name: 'x' } },
    { method: 'DELETE', url: '/api/api-keys/00000000-0000-4000-8000-000000000000' },
  ] as const;

  it("refuses every route without a session ('No user logged in.')", async () => {
    for (const route of routes) {
      const res = await t.request({ ...route });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message).toBe('No user logged in.');
    }
  });

  it('serves every role its own sessions and keys', async () => {
    for (const role of ROLES) {
      expect((await t.request({ method: 'GET', url: '/api/sessions', cookie: as[role].cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/api-keys', cookie: as[role].cookie })).statusCode).toBe(200);
      const missing = await t.request({
        method: 'DELETE',
        url: '/api/api-keys/00000000-0000-4000-8000-000000000000',
        cookie: as[role].cookie,
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('sessions', () => {
  it('lists my sessions with browser, address and last activity, this one marked, and no one else’s', async () => {
    const { user, cookie } = await t.userWithRole('user');
    await t.request({
      method: 'POST',
      url: '/api/session',
      payload: { email: user.email, password: 'correct-horse-1' },
      headers: { 'user-agent': FIREFOX },
    });
    const res = await t.request({ method: 'GET', url: '/api/sessions', cookie });
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { browser: string }) => s.browser)).toContain('Firefox on Linux');
    expect(sessions[0]).toMatchObject({ ipAddress: '127.0.0.1', lastActiveAt: expect.any(String) });
  });

  it("signs out another session: its cookie gets 401 at once, even though this instance had it cached; one can't end another user's session", async () => {
    const { user, cookie } = await t.userWithRole('sales_rep');
    const other = await t.signIn(user.email);
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: other })).statusCode).toBe(200); // now in the session cache
    const sessions = (await t.request({ method: 'GET', url: '/api/sessions', cookie })).json();
    const target = sessions.find((s: { current: boolean }) => !s.current);

    const foreign = await t.request({ method: 'DELETE', url: `/api/sessions/${target.id}`, cookie: as.admin.cookie });
    expect(foreign.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: other })).statusCode).toBe(200);

    const res = await t.request({ method: 'DELETE', url: `/api/sessions/${target.id}`, cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: other })).statusCode).toBe(401);
    expect(await me(cookie)).toMatchObject({ id: user.id });
    const [entry] = await auditEntries(t, 'SESSION_REVOKED');
    expect(entry).toMatchObject({ entity_id: user.id, user_id: user.id, details: { sessions: 1 } });
  });

  it('signs out everywhere else, keeping this session', async () => {
    const { user, cookie } = await t.userWithRole('recruiter');
    const others = [await t.signIn(user.email), await t.signIn(user.email)];
    for (const other of others) expect(await me(other)).toMatchObject({ id: user.id });
    const res = await t.request({ method: 'DELETE', url: '/api/sessions', cookie });
    expect(res.json()).toEqual({ signedOut: 2, apiKeysRevoked: 0, calendarFeedEnded: false });
    for (const other of others) expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: other })).statusCode).toBe(401);
    expect(await me(cookie)).toMatchObject({ id: user.id });
    expect((await t.request({ method: 'GET', url: '/api/sessions', cookie })).json()).toHaveLength(1);
  });
});

describe('personal API keys', () => {
  it('creates a key shown once, stores only its hash, lists it without the key, and records it', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const created = await createKey(cookie, { name: '  Nightly export ' });
    expect(created.key).toMatch(/^keel_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly export', prefix: created.key.slice(0, 11), expiresAt: null });
    const rows = await t.database.db.selectFrom('api_keys').selectAll().where('user_id', '=', user.id).execute();
    expect(JSON.stringify(rows)).not.toContain(created.key);
    const listed = (await t.request({ method: 'GET', url: '/api/api-keys', cookie })).json();
    expect(listed).toEqual([expect.objectContaining({ id: created.id, name: 'Nightly export' })]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const [entry] = await auditEntries(t, 'API_KEY_CREATED');
    expect(entry).toMatchObject({ entity_id: created.id, user_id: user.id, details: { name: 'Nightly export' } });
    expect(JSON.stringify(entry.details)).not.toContain(created.key);
  });

  it('refuses an empty name or an expiry in the past, creating nothing', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const empty = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toBe('Key name is required.');
    const past = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: 'old', expires_at: '2020-01-01' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.expires_at).toBe('The expiry date must be in the future.');
    expect(await t.database.db.selectFrom('api_keys').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('a Bearer key calls /api/contacts as its user; the same guards refuse what the role may not do (403)', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const { key } = await createKey(cookie);
    const contacts = await t.request({ method: 'GET', url: '/api/contacts', headers: bearer(key) });
    expect(contacts.statusCode, contacts.body).toBe(200);
    // A script sends no Origin: the write passes the same checks as the browser's.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(key),
      payload: { first_name: 'Keyed', last_name: 'Contact', email: 'keyed@example.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = await auditEntries(t, 'CONTACT_CREATED');
    expect(entry).toMatchObject({ user_id: user.id, user_name: user.fullName });
    expect((await t.request({ method: 'GET', url: '/api/team', headers: bearer(key) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/recruiters', headers: bearer(key) })).statusCode).toBe(403);
    // A key cannot mint more keys or end sessions.
    expect((await t.request({ method: 'POST', url: '/api/api-keys', headers: bearer(key), payload: { name: 'more' } })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: '/api/sessions', headers: bearer(key) })).statusCode).toBe(403);
  });

  it('an admin key with the admin scope passes the admin guard (decision 0067)', async () => {
    const { key } = await createKey(as.admin.cookie, { name: 'admin script', scope: 'admin' });
    expect((await t.request({ method: 'GET', url: '/api/team', headers: bearer(key) })).statusCode).toBe(200);
  });

  it('a revoked, expired, unknown or malformed key gets 401, even with a valid cookie beside it', async () => {
    const { cookie } = await t.userWithRole('user');
    const revoked = await createKey(cookie);
    expect((await t.request({ method: 'GET', url: '/api/contacts', headers: bearer(revoked.key) })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/api-keys/${revoked.id}`, cookie })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/api-keys', cookie })).json()).toEqual([]);
    const [entry] = await auditEntries(t, 'API_KEY_REVOKED');
    expect(entry).toMatchObject({ entity_id: revoked.id });

    const expiring = await createKey(cookie, { name: 'soon', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await t.request({ method: 'GET', url: '/api/contacts', headers: bearer(expiring.key) })).statusCode).toBe(200);
    await t.database.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();

    for (const key of [revoked.key, expiring.key, 'keel_unknown', 'not-a-key', '']) {
      const res = await t.request({ method: 'GET', url: '/api/contacts', cookie, headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode, key).toBe(401);
    }
  });

  it("one can't revoke another user's key", async () => {
    const { key, id } = await createKey(as.sales_rep.cookie);
    expect((await t.request({ method: 'DELETE', url: `/api/api-keys/${id}`, cookie: as.admin.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/contacts', headers: bearer(key) })).statusCode).toBe(200);
  });
});

describe('Bearer requests are rate limited per key', () => {
  it('answers 429 past API_KEY_RATE_LIMIT requests a minute, and other keys still pass', async () => {
    const limited = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
    try {
      const { cookie } = await limited.userWithRole('user');
      const first = (await limited.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: 'a' } })).json().key;
      const second = (await limited.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: 'b' } })).json().key;
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await limited.request({ method: 'GET', url: '/api/contacts', headers: bearer(first) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.request({ method: 'GET', url: '/api/contacts', headers: bearer(first) });
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests with this API key. Please wait a minute.' });
      expect((await limited.request({ method: 'GET', url: '/api/contacts', headers: bearer(second) })).statusCode).toBe(200);
      expect((await limited.request({ method: 'GET', url: '/api/contacts', cookie })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the API documentation', () => {
  it('describes the Bearer scheme and how to use a key', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('Authorization: Bearer');
  });
});
