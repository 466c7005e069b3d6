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

const post = (url: string, cookie?: string) => t.request({ method: 'POST', url, cookie });
const signInAs = (email: string) => t.request({ method: 'POST', url: '/api/session', payload: { email, password: TEST_PASSWORD } });
const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((m) => m.id);

describe('POST /api/team/:id/deactivate and /reactivate: who may', () => {
  it("refuses without a session (401) and non-admins (403, 'Only admins can deactivate or reactivate team members.'), changing nothing", async () => {
    const { user } = await t.userWithRole('user');
    for (const action of ['deactivate', 'reactivate']) {
      expect((await post(`/api/team/${user.id}/${action}`)).statusCode).toBe(401);
      for (const role of NON_ADMINS) {
        const res = await post(`/api/team/${user.id}/${action}`, as[role].cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only admins can deactivate or reactivate team members.');
      }
    }
    expect((await signInAs(user.email)).statusCode).toBe(200);
  });

  it('an admin can never deactivate themself; unknown members are 404', async () => {
    const res = await post(`/api/team/${as.admin.user.id}/deactivate`, as.admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot deactivate yourself.');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: as.admin.cookie })).json().user).not.toBeNull();
    expect((await post('/api/team/00000000-0000-4000-8000-000000000000/deactivate', as.admin.cookie)).statusCode).toBe(404);
    expect((await post('/api/team/not-an-id/deactivate', as.admin.cookie)).statusCode).toBe(404);
  });
});

describe('deactivating a member', () => {
  it('ends their sessions and API keys at once, refuses their sign-in clearly, drops them from choices, keeps their name on records', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep', { fullName: 'Dee Activated' });
    const keyRes = await t.request({ method: 'POST', url: '/api/api-keys', cookie, payload: { name: 'script' } });
    const { key } = keyRes.json();
    const contact = await t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie,
      payload: { first_name: 'Kept', last_name: 'Author', email: 'kept-author@example.test' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    // Both are in use (and the session is now in this instance's session cache).
    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/contacts', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(200);
    expect(ids(await t.request({ method: 'GET', url: '/api/funnel/sales-reps', cookie: as.admin.cookie }))).toContain(user.id);

    const res = await post(`/api/team/${user.id}/deactivate`, as.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, active: false });

    expect((await t.request({ method: 'GET', url: '/api/contacts', cookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/contacts', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
    const signIn = await signInAs(user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('This account has been deactivated. Please ask an admin to reactivate it.');
    expect(signIn.headers['set-cookie']).toBeUndefined();
    // A wrong password still gets the answer that reveals nothing.
    const wrong = await t.request({ method: 'POST', url: '/api/session', payload: { email: user.email, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);

    expect(ids(await t.request({ method: 'GET', url: '/api/funnel/sales-reps', cookie: as.admin.cookie }))).not.toContain(user.id);
    expect(ids(await t.request({ method: 'GET', url: '/api/team/options', cookie: as.admin.cookie }))).not.toContain(user.id);
    const team = (await t.request({ method: 'GET', url: '/api/team', cookie: as.admin.cookie })).json();
    expect(team.find((m: { id: string }) => m.id === user.id)).toMatchObject({ fullName: 'Dee Activated', active: false });
    const [created] = await auditEntries(t, 'CONTACT_CREATED');
    expect(created).toMatchObject({ user_id: user.id, user_name: 'Dee Activated' });
    const [entry] = await auditEntries(t, 'TEAM_MEMBER_DEACTIVATED');
    expect(entry).toMatchObject({
      entity_id: user.id,
      user_id: as.admin.user.id,
      details: { name: 'Dee Activated', sessionsEnded: 1, apiKeysRevoked: 1 },
    });
  });

  it('a deactivated recruiter drops out of the recruiters directory; reactivation restores sign-in', async () => {
    const { user } = await t.userWithRole('recruiter');
    expect(ids(await t.request({ method: 'GET', url: '/api/recruiters', cookie: as.admin.cookie }))).toContain(user.id);
    expect((await post(`/api/team/${user.id}/deactivate`, as.admin.cookie)).statusCode).toBe(200);
    expect(ids(await t.request({ method: 'GET', url: '/api/recruiters', cookie: as.admin.cookie }))).not.toContain(user.id);
    expect((await signInAs(user.email)).statusCode).toBe(403);

    const res = await post(`/api/team/${user.id}/reactivate`, as.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, active: true });
    expect((await signInAs(user.email)).statusCode).toBe(200);
    expect(ids(await t.request({ method: 'GET', url: '/api/recruiters', cookie: as.admin.cookie }))).toContain(user.id);
    const [entry] = await auditEntries(t, 'TEAM_MEMBER_REACTIVATED');
    expect(entry).toMatchObject({ entity_id: user.id, user_id: as.admin.user.id });
  });

  it('a deactivated member cannot be newly chosen as a contact’s or lead’s sales rep, but records that had them keep them', async () => {
    const { user: rep } = await t.userWithRole('sales_rep', { fullName: 'Kept Rep' });
    const contactBody = {
      first_name: 'Rep',
      last_name: 'Kept',
      email: `rep-kept-${rep.id.slice(0, 6)}@example.test`,
      assigned_sales_rep_id: rep.id,
    };
    const contact = await t.request({ method: 'POST', url: '/api/contacts', cookie: as.admin.cookie, payload: contactBody });
    expect(contact.statusCode, contact.body).toBe(201);
    const lead = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: as.admin.cookie,
      payload: { name: 'Kept lead', assignedSalesRepId: rep.id },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect((await post(`/api/team/${rep.id}/deactivate`, as.admin.cookie)).statusCode).toBe(200);

    const newContact = await t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: as.admin.cookie,
      payload: { ...contactBody, email: 'another@example.test' },
    });
    expect(newContact.statusCode).toBe(400);
    expect(newContact.json().fields.assigned_sales_rep_id).toBe('That team member has been deactivated. Please choose another.');
    const newLead = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: as.admin.cookie,
      payload: { name: 'New lead', assignedSalesRepId: rep.id },
    });
    expect(newLead.statusCode).toBe(400);
    expect(newLead.json().message).toBe('That team member has been deactivated. Please choose another.');

    const { id, version } = contact.json();
    const kept = await t.request({
      method: 'PUT',
      url: `/api/contacts/${id}`,
      cookie: as.admin.cookie,
      payload: { ...contactBody, first_name: 'Still', version },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ first_name: 'Still', assigned_sales_rep_id: rep.id });
  });
});
