import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
const NON_ADMINS = ['user', 'sales_rep', 'recruiter'] as const;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const newMember = { name: 'Nia Patel', email: 'Nia@Example.test', password: 'sunlit-orchard-42', role: 'sales_rep' };
const userCount = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;

describe('GET /api/team', () => {
  it('lists every member ordered by full name, to admins only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/team', cookie: as.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { fullName: string }) => m.fullName)).toEqual([
      'Test admin',
      'Test recruiter',
      'Test sales_rep',
      'Test user',
    ]);
    expect(res.json()[0]).toEqual({
      id: as.admin.user.id,
      fullName: 'Test admin',
      email: as.admin.user.email,
      role: 'admin',
      phone: null,
      avatarUrl: null,
      active: true,
      twoFactorEnabled: false,
    });
    expect((await t.request({ method: 'GET', url: '/api/team' })).statusCode).toBe(401);
    for (const role of NON_ADMINS)
      expect((await t.request({ method: 'GET', url: '/api/team', cookie: as[role].cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/team/options', () => {
  it('gives any signed-in user the names and roles to pick from, without e-mails', async () => {
    for (const role of [...NON_ADMINS, 'admin'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/team/options', cookie: as[role].cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toEqual({ id: as.admin.user.id, fullName: 'Test admin', role: 'admin' });
    }
    expect((await t.request({ method: 'GET', url: '/api/team/options' })).statusCode).toBe(401);
  });
});

describe('GET /api/team/sales-reps', () => {
  it('is the one list of Assigned Sales Rep choices: sales reps and admins by name, the same the lead editor offers', async () => {
    for (const role of [...NON_ADMINS, 'admin'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/team/sales-reps', cookie: as[role].cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: as.admin.user.id, fullName: 'Test admin', role: 'admin' },
        { id: as.sales_rep.user.id, fullName: 'Test sales_rep', role: 'sales_rep' },
      ]);
    }
    const lead = await t.request({ method: 'GET', url: '/api/funnel/sales-reps', cookie: as.user.cookie });
    expect(lead.json()).toEqual((await t.request({ method: 'GET', url: '/api/team/sales-reps', cookie: as.user.cookie })).json());
    expect((await t.request({ method: 'GET', url: '/api/team/sales-reps' })).statusCode).toBe(401);
  });
});

describe('POST /api/team', () => {
  it("refuses non-admins with 'Only admins can add team members.' and creates nothing", async () => {
    const before = await userCount();
    expect((await t.request({ method: 'POST', url: '/api/team', payload: newMember })).statusCode).toBe(401);
    for (const role of NON_ADMINS) {
      const res = await t.request({ method: 'POST', url: '/api/team', cookie: as[role].cookie, payload: newMember });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only admins can add team members.' });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a short password or missing fields', async () => {
    const short = await t.request({
      method: 'POST',
      url: '/api/team',
      cookie: as.admin.cookie,
      payload: { ...newMember, password: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 6 characters.');
    const noName = await t.request({ method: 'POST', url: '/api/team', cookie: as.admin.cookie, payload: { ...newMember, name: '' } });
    expect(noName.json().fields.name).toBe('Name is required.');
  });

  it('creates a real account that can sign in once its e-mail is confirmed, with a TEAM_MEMBER_ADDED entry', async () => {
    const res = await t.request({ method: 'POST', url: '/api/team', cookie: as.admin.cookie, payload: newMember });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fullName: 'Nia Patel', email: 'nia@example.test', role: 'sales_rep' });
    await expect(t.signIn('nia@example.test', 'sunlit-orchard-42')).rejects.toThrow(/403 .*EMAIL_NOT_CONFIRMED/);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'nia@example.test')
      .executeTakeFirstOrThrow();
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.text_body)![1];
    expect((await t.request({ method: 'POST', url: '/api/email-confirmation', payload: { token } })).statusCode).toBe(200);
    await t.signIn('nia@example.test', 'sunlit-orchard-42');
    const [entry] = await auditEntries(t, 'TEAM_MEMBER_ADDED');
    expect(entry).toMatchObject({ entity_id: res.json().id, user_id: as.admin.user.id, details: { name: 'Nia Patel', role: 'sales_rep' } });
    const again = await t.request({ method: 'POST', url: '/api/team', cookie: as.admin.cookie, payload: newMember });
    expect(again.statusCode).toBe(409);
  });
});

describe('PATCH /api/team/:id/role', () => {
  it("refuses non-admins with 'Only admins can change roles.' and changes nothing", async () => {
    const url = `/api/team/${as.user.user.id}/role`;
    expect((await t.request({ method: 'PATCH', url, payload: { role: 'admin' } })).statusCode).toBe(401);
    for (const role of NON_ADMINS) {
      const res = await t.request({ method: 'PATCH', url, cookie: as[role].cookie, payload: { role: 'admin' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only admins can change roles.');
    }
    const row = await t.database.db.selectFrom('users').select('role').where('id', '=', as.user.user.id).executeTakeFirst();
    expect(row?.role).toBe('user');
  });

  it('never lets an admin remove their own admin status', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/team/${as.admin.user.id}/role`,
      cookie: as.admin.cookie,
      payload: { role: 'user' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admins cannot remove their own admin status.');
    expect((await t.request({ method: 'GET', url: '/api/team', cookie: as.admin.cookie })).statusCode).toBe(200);
  });

  it('changes a role (effective at the next request) with a TEAM_ROLE_CHANGED entry', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/team/${as.recruiter.user.id}/role`,
      cookie: as.admin.cookie,
      payload: { role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('admin');
    expect((await t.request({ method: 'GET', url: '/api/team', cookie: as.recruiter.cookie })).statusCode).toBe(200);
    const [entry] = await auditEntries(t, 'TEAM_ROLE_CHANGED');
    expect(entry).toMatchObject({ entity_id: as.recruiter.user.id, details: { from: 'recruiter', to: 'admin' } });
  });

  it('refuses unknown roles and unknown members', async () => {
    expect(
      (await t.request({ method: 'PATCH', url: `/api/team/${as.user.user.id}/role`, cookie: as.admin.cookie, payload: { role: 'owner' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/team/00000000-0000-4000-8000-000000000000/role',
          cookie: as.admin.cookie,
          payload: { role: 'user' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/team/:id (disabled by design)', () => {
  it('always refuses, with the documented message for each caller', async () => {
    const url = `/api/team/${as.user.user.id}`;
    expect((await t.request({ method: 'DELETE', url: `/api/team/${as.admin.user.id}`, cookie: as.admin.cookie })).json().message).toBe(
      'You cannot remove yourself.',
    );
    expect((await t.request({ method: 'DELETE', url, cookie: as.user.cookie })).json().message).toBe(
      'Only admins can remove team members.',
    );
    const res = await t.request({ method: 'DELETE', url, cookie: as.admin.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Deactivate the member instead/);
    await t.signIn(as.user.user.email, TEST_PASSWORD);
  });
});

describe('the order of names', () => {
  it('sorts accented names where a reader looks for them (the embedded database sorts by byte: Rémi came after Riley)', async () => {
    for (const [name, email] of [
      ['Riley Chen', 'riley@example.test'],
      ['Rémi Minder', 'remi@example.test'],
      ['Quinn Adams', 'quinn@example.test'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/team',
        cookie: as.admin.cookie,
        payload: { name, email, password: 'sunlit-orchard-42', role: 'sales_rep' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = async (url: string) =>
      ((await t.request({ method: 'GET', url, cookie: as.admin.cookie })).json() as Array<{ fullName: string }>).map((m) => m.fullName);
    for (const url of ['/api/team', '/api/team/sales-reps']) {
      const listed = (await names(url)).filter((n) => ['Quinn Adams', 'Rémi Minder', 'Riley Chen'].includes(n));
      expect(listed, url).toEqual(['Quinn Adams', 'Rémi Minder', 'Riley Chen']);
    }
  });
});
