import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';

let t: TestApp;
let as: SignedIn;
let stageId: string;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  stageId = (await t.database.db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

async function seedCompany() {
  const db = t.database.db;
  const [acme, other] = await db
    .insertInto('companies')
    .values([{ name: 'Acme Records' }, { name: 'Other Co' }])
    .returning('id')
    .execute();
  await db
    .insertInto('contacts')
    .values([
      { first_name: 'Zed', last_name: 'Zulu', email: 'zed@acme.example', company_id: acme.id, job_title: 'CFO' },
      { first_name: 'Amy', last_name: 'Alpha', email: 'amy@acme.example', company_id: acme.id },
      { first_name: 'Out', last_name: 'Side', email: 'out@other.example', company_id: other.id },
    ])
    .execute();
  await db
    .insertInto('deals')
    .values([
      { stage_id: stageId, name: 'Acme renewal', company_id: acme.id, amount: '900' },
      { stage_id: stageId, name: 'Other deal', company_id: other.id },
    ])
    .execute();
  await db
    .insertInto('jobs')
    .values([{ title: 'Acme developer', description: 'd', requirements: 'r', company_id: acme.id, location: 'Remote' }])
    .execute();
  return acme.id;
}

describe('GET /api/companies/:id/related', () => {
  it("lists the company's contacts by name and its leads; jobs to recruiters and admins", async () => {
    const id = await seedCompany();
    const recruiter = await t.request({ method: 'GET', url: `/api/companies/${id}/related`, cookie: as.recruiter.cookie });
    expect(recruiter.statusCode, recruiter.body).toBe(200);
    expect(recruiter.json()).toMatchObject({
      contacts: {
        total: 2,
        items: [
          { name: 'Amy Alpha', email: 'amy@acme.example', jobTitle: null },
          { name: 'Zed Zulu', jobTitle: 'CFO' },
        ],
      },
      leads: { total: 1, items: [{ name: 'Acme renewal', stageTitle: 'New Inquiry', dealValue: 900 }] },
      jobs: { total: 1, items: [{ title: 'Acme developer', status: 'Open', location: 'Remote' }] },
    });
    const admin = await t.request({ method: 'GET', url: `/api/companies/${id}/related`, cookie: as.admin.cookie });
    expect(admin.json().jobs.total).toBe(1);
  });

  it('hides jobs from roles outside recruitment; 401 without a session; 404 for an unknown company', async () => {
    const id = await seedCompany();
    for (const role of ['user', 'sales_rep'] as const) {
      const res = await t.request({ method: 'GET', url: `/api/companies/${id}/related`, cookie: as[role].cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ contacts: { total: 2 }, leads: { total: 1 }, jobs: null });
    }
    expect((await t.request({ method: 'GET', url: `/api/companies/${id}/related` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/companies/00000000-0000-4000-8000-000000000000/related', cookie: as.user.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe("a company's history on its timeline", () => {
  it("tells the company's creation and edits as sentences, newest first", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/companies',
      cookie: as.sales_rep.cookie,
      payload: { name: 'History Inc' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json<{ id: string; version: number }>();
    const put = await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      cookie: as.sales_rep.cookie,
      payload: { name: 'History Inc', sector: 'Finance', country: 'USA', version: company.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.request({ method: 'GET', url: `/api/timeline/company/${company.id}?kind=history`, cookie: as.user.cookie });
    const name = as.sales_rep.user.fullName;
    expect(res.json().items.map((e: { text: string }) => e.text)).toEqual([
      `${name} changed sector from empty to “Finance”.`,
      `${name} created the company “History Inc”.`,
    ]);
  });
});
