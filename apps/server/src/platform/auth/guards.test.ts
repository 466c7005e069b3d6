import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currentUser, requireAdmin, requireRecruiterOrAdmin, requireUser } from './guards';

let t: TestApp;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/user', { preHandler: requireUser }, async (req) => ({ id: currentUser(req).id }));
      app.get('/api/test/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
      app.get('/api/test/recruitment', { preHandler: requireRecruiterOrAdmin }, async () => ({ ok: true }));
    },
  });
  for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) cookies[role] = (await t.userWithRole(role)).cookie;
});
afterAll(() => t.close());

/** Who may pass each guard (docs/product/roles-and-permissions.md#who-may-do-what). */
const matrix: Array<[string, Role[]]> = [
  ['/api/test/user', ['user', 'sales_rep', 'recruiter', 'admin']],
  ['/api/test/admin', ['admin']],
  ['/api/test/recruitment', ['recruiter', 'admin']],
];

describe.each(matrix)('%s', (url, allowed) => {
  it('refuses a request without a session with 401', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it.each(['user', 'sales_rep', 'recruiter', 'admin'] as const)('as %s', async (role) => {
    const res = await t.request({ method: 'GET', url, cookie: cookies[role] });
    expect(res.statusCode).toBe(allowed.includes(role) ? 200 : 403);
    if (!allowed.includes(role)) expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses a forged session cookie', async () => {
    const res = await t.request({ method: 'GET', url, cookie: 'keel.session_token=forged.value' });
    expect(res.statusCode).toBe(401);
  });
});

it('sees a role change made by an admin at the next request', async () => {
  const { user, cookie } = await t.userWithRole('user');
  expect((await t.request({ method: 'GET', url: '/api/test/admin', cookie })).statusCode).toBe(403);
  const promote = await t.request({ method: 'PATCH', url: `/api/team/${user.id}/role`, payload: { role: 'admin' }, cookie: cookies.admin });
  expect(promote.statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/test/admin', cookie })).statusCode).toBe(200);
  const demote = await t.request({ method: 'PATCH', url: `/api/team/${user.id}/role`, payload: { role: 'user' }, cookie: cookies.admin });
  expect(demote.statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/test/admin', cookie })).statusCode).toBe(403);
});

it('refuses a signed-out session at once, although it was just used', async () => {
  const { cookie } = await t.userWithRole('sales_rep');
  expect((await t.request({ method: 'GET', url: '/api/test/user', cookie })).statusCode).toBe(200);
  expect((await t.request({ method: 'DELETE', url: '/api/session', cookie })).statusCode).toBe(204);
  expect((await t.request({ method: 'GET', url: '/api/test/user', cookie })).statusCode).toBe(401);
});

it('sees a new name at the next request after the user changes their profile', async () => {
  const { cookie } = await t.userWithRole('user', { fullName: 'Old Name' });
  expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.fullName).toBe('Old Name');
  const saved = await t.request({ method: 'PATCH', url: '/api/profile', payload: { full_name: 'New Name', phone: null }, cookie });
  expect(saved.statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.fullName).toBe('New Name');
});
