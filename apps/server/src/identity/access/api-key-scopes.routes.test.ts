import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@keel/shared/access';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

/** Keys that cannot entrench (decision 0067): scopes chosen at creation, and what no key may do. */
let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const ZERO = '00000000-0000-4000-8000-000000000000';

async function createKey(cookie: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; scope: string };
}

/** A script's request: no Origin, no cookie. */
const asScript = (key: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

describe('API key scopes', () => {
  it('are chosen at creation: read and write by default, listed; the admin scope only for admins', async () => {
    const plain = await createKey(as.user.cookie, { name: 'default' });
    expect(plain.scope).toBe('read_write');
    const refused = await t.request({
      method: 'POST',
      url: '/api/api-keys',
      cookie: as.recruiter.cookie,
      payload: { name: 'x', scope: 'admin' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.scope).toBe(ACCESS_MESSAGES.adminScopeForAdmins);
    const bad = await t.request({ method: 'POST', url: '/api/api-keys', cookie: as.user.cookie, payload: { name: 'x', scope: 'root' } });
    expect(bad.statusCode).toBe(400);
    const admin = await createKey(as.admin.cookie, { name: 'admin', scope: 'admin' });
    const listed = (await t.request({ method: 'GET', url: '/api/api-keys', cookie: as.admin.cookie })).json();
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: admin.id, scope: 'admin' })]));
    const [entry] = await auditEntries(t, 'API_KEY_CREATED');
    expect(entry.details).toMatchObject({ scope: 'admin' });
  });

  it('a read-only key reads, and every write is refused before it happens', async () => {
    const { key } = await createKey(as.sales_rep.cookie, { name: 'reader', scope: 'read' });
    expect((await asScript(key, 'GET', '/api/contacts')).statusCode).toBe(200);
    const write = await asScript(key, 'POST', '/api/contacts', { first_name: 'No', last_name: 'Write', email: 'nowrite@example.test' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(ACCESS_MESSAGES.readOnlyKey);
    const stored = await t.database.db.selectFrom('contacts').select('id').where('email', '=', 'nowrite@example.test').execute();
    expect(stored).toEqual([]);
  });

  it("an admin's key without the admin scope writes, but never reaches an admin-only route", async () => {
    const { key } = await createKey(as.admin.cookie, { name: 'read and write' });
    const created = await asScript(key, 'POST', '/api/contacts', { first_name: 'Rw', last_name: 'Key', email: 'rw-key@example.test' });
    expect(created.statusCode, created.body).toBe(201);
    for (const url of ['/api/team', '/api/outbox', '/api/audit-log']) {
      const res = await asScript(key, 'GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await asScript(key, 'GET', '/api/team')).json().message).toBe(ACCESS_MESSAGES.noAdminScope);
  });

  it('no key, even with the admin scope, makes keys or feed URLs, changes members, roles, passwords or two-factor settings', async () => {
    const { key } = await createKey(as.admin.cookie, { name: 'full admin', scope: 'admin' });
    expect((await asScript(key, 'GET', '/api/team')).statusCode).toBe(200);
    const member = await t.userWithRole('user');
    const refused = [
      ['POST', '/api/api-keys', { name: 'more' }],
      ['POST', '/api/team', { name: 'Entrenched', email: 'entrenched@example.test', password: 'Wide-open-42', role: 'admin' }],
      ['PATCH', `/api/team/${member.user.id}/role`, { role: 'admin' }],
      ['POST', `/api/team/${member.user.id}/deactivate`, {}],
      ['POST', `/api/team/${member.user.id}/reactivate`, {}],
      ['PUT', '/api/team/two-factor-requirement', { required: false }],
      ['POST', '/api/two-factor/setup', { password: 'whatever-1' }],
      ['POST', '/api/two-factor/enable', { code: '123456' }],
      ['POST', '/api/two-factor/disable', { password: 'whatever-1' }],
      ['POST', '/api/profile/password', { current_password: 'a', new_password: 'bbbbbbb1', confirm_password: 'bbbbbbb1' }],
      ['POST', '/api/calendar-feed', {}],
      ['GET', '/api/team/api-keys', undefined],
      ['DELETE', `/api/team/api-keys/${ZERO}`, undefined],
    ] as const;
    for (const [method, url, payload] of refused) {
      const res = await asScript(key, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'entrenched@example.test').execute()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: member.cookie })).json().user).toMatchObject({ role: 'user' });
  });

  it("no key reads the Outbox's reset and confirmation links", async () => {
    const { key } = await createKey(as.admin.cookie, { name: 'outbox reader', scope: 'admin' });
    const member = await t.userWithRole('user');
    expect(
      (await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email: member.user.email } })).statusCode,
    ).toBe(202);
    const row = await t.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'text_body'])
      .where('kind', '=', 'password-reset')
      .where('to_address', '=', member.user.email)
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(row.text_body)![1];
    const res = await asScript(key, 'GET', `/api/outbox/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(token);
    expect(res.json().secretHidden).toBe(true);
  });
});

describe("admins list and revoke every member's keys", () => {
  it('refuses without a session (401), other roles (403); an admin sees owners and scopes, never keys, and revokes any', async () => {
    const { key, id } = await createKey(as.recruiter.cookie, { name: 'recruiting sync', scope: 'read' });
    for (const [method, url] of [
      ['GET', '/api/team/api-keys'],
      ['DELETE', `/api/team/api-keys/${id}`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'admin'))
        expect((await t.request({ method, url, cookie: as[role].cookie })).statusCode).toBe(403);
    }
    const listed = await t.request({ method: 'GET', url: '/api/team/api-keys', cookie: as.admin.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          scope: 'read',
          owner: { id: as.recruiter.user.id, fullName: as.recruiter.user.fullName, email: as.recruiter.user.email },
        }),
      ]),
    );
    expect((await asScript(key, 'GET', '/api/applicants')).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/team/api-keys/${id}`, cookie: as.admin.cookie })).statusCode).toBe(204);
    expect((await asScript(key, 'GET', '/api/applicants')).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/team/api-keys/${id}`, cookie: as.admin.cookie })).statusCode).toBe(404);
    const [entry] = await auditEntries(t, 'API_KEY_REVOKED');
    expect(entry).toMatchObject({ user_id: as.admin.user.id, entity_id: id, details: { ownerId: as.recruiter.user.id } });
  });
});
