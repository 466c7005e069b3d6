import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const view = {
  list: 'contacts',
  name: 'My inquiries',
  state: {
    q: '',
    filter: ['status:eq:Inquiry', 'tags:blank:ignored'],
    sort: 'lastContact',
    dir: 'desc',
    pageSize: 25,
    columns: ['name', 'status'],
  },
};

async function mine(cookie: string, list = 'contacts') {
  const res = await t.request({ method: 'GET', url: `/api/saved-views?list=${list}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string; state: { filter: string[] } }[];
}

describe('saved views', () => {
  it('saves, lists, renames and deletes my own views', async () => {
    const created = await t.request({ method: 'POST', url: '/api/saved-views', cookie: as.user.cookie, payload: view });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    // Filters are stored in their canonical form (a value on a valueless op is dropped).
    expect((await mine(as.user.cookie)).map((v) => [v.name, v.state.filter])).toEqual([
      ['My inquiries', ['status:eq:Inquiry', 'tags:blank']],
    ]);
    expect(await mine(as.user.cookie, 'jobs')).toEqual([]);

    const renamed = await t.request({
      method: 'PUT',
      url: `/api/saved-views/${id}`,
      cookie: as.user.cookie,
      payload: { ...view, name: 'Open inquiries' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await mine(as.user.cookie)).map((v) => v.name)).toEqual(['Open inquiries']);

    const twin = await t.request({
      method: 'POST',
      url: '/api/saved-views',
      cookie: as.user.cookie,
      payload: { ...view, name: 'Open inquiries' },
    });
    expect(twin.statusCode).toBe(409);

    expect((await t.request({ method: 'DELETE', url: `/api/saved-views/${id}`, cookie: as.user.cookie })).statusCode).toBe(204);
    expect(await mine(as.user.cookie)).toEqual([]);
  });

  it('keeps another user out of my views: they neither see nor change nor delete them', async () => {
    const { id } = (await t.request({ method: 'POST', url: '/api/saved-views', cookie: as.sales_rep.cookie, payload: view })).json();
    expect(await mine(as.admin.cookie)).toEqual([]);
    const put = await t.request({
      method: 'PUT',
      url: `/api/saved-views/${id}`,
      cookie: as.admin.cookie,
      payload: { ...view, name: 'Hijacked' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/saved-views/${id}`, cookie: as.admin.cookie })).statusCode).toBe(404);
    expect((await mine(as.sales_rep.cookie)).map((v) => v.name)).toEqual(['My inquiries']);
  });

  it('refuses every route without a session (401), changing nothing', async () => {
    const { id } = (
      await t.request({ method: 'POST', url: '/api/saved-views', cookie: as.recruiter.cookie, payload: { ...view, name: 'Mine' } })
    ).json();
    for (const [method, url, payload] of [
      ['GET', '/api/saved-views?list=contacts'],
      ['POST', '/api/saved-views', view],
      ['PUT', `/api/saved-views/${id}`, view],
      ['DELETE', `/api/saved-views/${id}`],
    ] as const) {
      expect((await t.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await mine(as.recruiter.cookie)).map((v) => v.name)).toEqual(['Mine']);
  });

  it.each([
    ['an unknown list', { ...view, list: 'deals' }],
    ['an empty name', { ...view, name: '  ' }],
    ['an unknown filter field', { ...view, state: { ...view.state, filter: ['mood:eq:happy'] } }],
    ['a filter op the field lacks', { ...view, state: { ...view.state, filter: ['status:has:x'] } }],
    ['an unknown sort', { ...view, state: { ...view.state, sort: 'title' } }],
    ['an unknown column', { ...view, state: { ...view.state, columns: ['salary'] } }],
    ['a page size over the bound', { ...view, state: { ...view.state, pageSize: 5000 } }],
  ])('refuses %s with 400 and saves nothing', async (_why, payload) => {
    const res = await t.request({ method: 'POST', url: '/api/saved-views', cookie: as.admin.cookie, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(await mine(as.admin.cookie)).toEqual([]);
  });
});
