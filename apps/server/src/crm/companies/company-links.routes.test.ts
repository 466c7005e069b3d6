import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries } from '../../test/roles';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('user')).cookie;
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A company with two contacts, one deal and one job, and a bystander company with one contact. */
async function companyWithLinks(name: string) {
  const db = t.database.db;
  const [company, other] = await db
    .insertInto('companies')
    .values([{ name }, { name: `${name} Other` }])
    .returning('id')
    .execute();
  const contacts = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Art', last_name: 'Vandelay', email: `art@${name}.example`, company_id: company.id },
      { first_name: 'Kel', last_name: 'Varnsen', email: `kel@${name}.example`, company_id: company.id },
      { first_name: 'Not', last_name: 'Linked', email: `not@${name}.example`, company_id: other.id },
    ])
    .returning(['id', 'email'])
    .execute();
  const stage = await db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow();
  const deal = await db
    .insertInto('deals')
    .values({ stage_id: stage.id, name: 'Latex import', company_id: company.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto('jobs')
    .values({ title: 'Importer', description: 'Imports.', requirements: 'Latex.', company_id: company.id })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return { id: company.id, otherId: other.id, contacts, deal: deal.id, job: job.job_id };
}

describe('GET /api/companies/:id/links', () => {
  it('counts the contacts, deals and jobs that deleting the company would unlink', async () => {
    const c = await companyWithLinks('Vandelay');
    const res = await t.request({ method: 'GET', url: `/api/companies/${c.id}/links`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ contacts: 2, deals: 1, jobs: 1 });
    expect((await t.request({ method: 'GET', url: `/api/companies/${c.otherId}/links`, cookie })).json()).toEqual({
      contacts: 1,
      deals: 0,
      jobs: 0,
    });
  });

  it('answers 401 without a session and 404 for an unknown company', async () => {
    const c = await companyWithLinks('Kramerica');
    expect((await t.request({ method: 'GET', url: `/api/companies/${c.id}/links` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/companies/${UNKNOWN}/links`, cookie })).statusCode).toBe(404);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('unlinks its contacts, deals and jobs (kept) and the audit entry names each, so the links can be restored', async () => {
    const c = await companyWithLinks('Pendant');
    expect((await t.request({ method: 'DELETE', url: `/api/companies/${c.id}`, cookie })).statusCode).toBe(204);
    const db = t.database.db;
    const contacts = await db
      .selectFrom('contacts')
      .select(['id', 'email', 'company_id'])
      .where(
        'id',
        'in',
        c.contacts.map((x) => x.id),
      )
      .orderBy('email')
      .execute();
    expect(contacts.map((x) => [x.email, x.company_id])).toEqual([
      ['art@Pendant.example', null],
      ['kel@Pendant.example', null],
      ['not@Pendant.example', c.otherId],
    ]);
    expect((await db.selectFrom('deals').select('company_id').where('id', '=', c.deal).executeTakeFirstOrThrow()).company_id).toBeNull();
    expect((await db.selectFrom('jobs').select('company_id').where('job_id', '=', c.job).executeTakeFirstOrThrow()).company_id).toBeNull();

    const [entry] = await auditEntries(t, 'COMPANY_DELETED');
    const linked = c.contacts.filter((x) => !x.email.startsWith('not@'));
    expect(entry).toMatchObject({
      entity_id: c.id,
      details: {
        name: 'Pendant',
        unlinked: {
          contacts: [
            { id: linked[0].id, name: 'Art Vandelay' },
            { id: linked[1].id, name: 'Kel Varnsen' },
          ],
          deals: [{ id: c.deal, name: 'Latex import' }],
          jobs: [{ id: c.job, name: 'Importer' }],
        },
      },
    });
    expect((await t.request({ method: 'GET', url: `/api/companies/${c.id}/links`, cookie })).statusCode).toBe(404);
  });

  it('a delete that fails changes no link and records nothing', async () => {
    const before = (await auditEntries(t, 'COMPANY_DELETED')).length;
    expect((await t.request({ method: 'DELETE', url: `/api/companies/${UNKNOWN}`, cookie })).statusCode).toBe(404);
    expect((await auditEntries(t, 'COMPANY_DELETED')).length).toBe(before);
  });
});
