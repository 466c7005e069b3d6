import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../test/test-app';
import { auditEntries, signInEveryRole, type SignedIn } from '../test/roles';

/** Bulk actions on a selection of the four lists (decision 0022). */
let t: TestApp;
let as: SignedIn;
const GONE = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

async function contacts(...names: string[]) {
  const rows = await t.database.db
    .insertInto('contacts')
    .values(names.map((n) => ({ first_name: n, last_name: 'Bulk', email: `${n.toLowerCase()}@bulk.example`, tags: ['keep'] })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
const bulk = (list: string, payload: object, cookie = as.user.cookie) =>
  t.request({ method: 'POST', url: `/api/${list}/bulk`, cookie, payload });
const contactRows = (ids: string[]) =>
  t.database.db
    .selectFrom('contacts')
    .select(['id', 'tags', 'version', 'assigned_sales_rep_id', 'sales_rep_name', 'last_modified_by'])
    .where('id', 'in', ids)
    .orderBy('first_name')
    .execute();

describe('bulk delete', () => {
  it('deletes every selected contact with one audit entry each', async () => {
    const ids = await contacts('Del1', 'Del2', 'Del3');
    const before = (await auditEntries(t, 'CONTACT_DELETED')).length;
    const res = await bulk('contacts', { action: 'delete', ids: ids.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect((await contactRows(ids)).map((r) => r.id)).toEqual([ids[2]]);
    const entries = await auditEntries(t, 'CONTACT_DELETED');
    expect(entries.length - before).toBe(2);
    expect(
      entries
        .slice(0, 2)
        .map((e) => e.entity_id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
  });

  it('deletes nothing when one selected record is gone (404)', async () => {
    const ids = await contacts('Keep1', 'Keep2');
    const res = await bulk('contacts', { action: 'delete', ids: [...ids, GONE] });
    expect(res.statusCode).toBe(404);
    expect(await contactRows(ids)).toHaveLength(2);
  });

  it('lets only recruiters and admins act on jobs and applicants', async () => {
    const db = t.database.db;
    const job = (
      await db
        .insertInto('jobs')
        .values({ title: 'Bulk job', description: 'd', requirements: 'r' })
        .returning('job_id')
        .executeTakeFirstOrThrow()
    ).job_id;
    const applicant = (
      await db
        .insertInto('applicants')
        .values({ first_name: 'A', last_name: 'B', email: 'ab@bulk.example', job_id: job })
        .returning('applicant_id')
        .executeTakeFirstOrThrow()
    ).applicant_id;
    for (const role of ROLES.filter((r) => r !== 'recruiter' && r !== 'admin')) {
      expect((await bulk('jobs', { action: 'delete', ids: [job] }, as[role].cookie)).statusCode, role).toBe(403);
      expect((await bulk('applicants', { action: 'addTag', ids: [applicant], tag: 'x' }, as[role].cookie)).statusCode, role).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: '/api/applicants/export', cookie: as[role].cookie, payload: { ids: [applicant] } }))
          .statusCode,
      ).toBe(403);
    }
    expect((await bulk('applicants', { action: 'addTag', ids: [applicant], tag: 'x' }, as.recruiter.cookie)).json()).toEqual({ count: 1 });
    expect((await bulk('applicants', { action: 'delete', ids: [applicant] }, as.recruiter.cookie)).json()).toEqual({ count: 1 });
    expect((await bulk('jobs', { action: 'delete', ids: [job] }, as.admin.cookie)).json()).toEqual({ count: 1 });
    expect((await auditEntries(t, 'JOB_DELETED')).map((e) => e.entity_id)).toContain(job);
    expect((await auditEntries(t, 'APPLICANT_DELETED')).map((e) => e.entity_id)).toContain(applicant);
  });

  it('refuses without a session (401) and bad selections (400), changing nothing', async () => {
    const ids = await contacts('Anon1');
    expect((await t.request({ method: 'POST', url: '/api/contacts/bulk', payload: { action: 'delete', ids } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/contacts/export', payload: { ids } })).statusCode).toBe(401);
    for (const payload of [
      { action: 'delete', ids: [] },
      { action: 'delete', ids: ['nope'] },
      { action: 'explode', ids },
      { action: 'addTag', ids, tag: ' ' },
    ]) {
      expect((await bulk('contacts', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Assigning a sales rep exists on contacts only.
    expect((await bulk('companies', { action: 'assignSalesRep', ids, salesRepId: null })).statusCode).toBe(400);
    expect(await contactRows(ids)).toHaveLength(1);
  });
});

describe('bulk edits bump versions and write audit entries', () => {
  it('adds and removes a tag, only where it changes something', async () => {
    const ids = await contacts('Tag1', 'Tag2');
    await bulk('contacts', { action: 'addTag', ids: [ids[0]], tag: 'vip' });
    const res = await bulk('contacts', { action: 'addTag', ids, tag: 'vip' });
    expect(res.json()).toEqual({ count: 1 });
    expect((await contactRows(ids)).map((r) => [r.tags, r.version])).toEqual([
      [['keep', 'vip'], 2],
      [['keep', 'vip'], 2],
    ]);
    expect((await bulk('contacts', { action: 'removeTag', ids, tag: 'keep' })).json()).toEqual({ count: 2 });
    const rows = await contactRows(ids);
    expect(rows.map((r) => [r.tags, r.version, r.last_modified_by])).toEqual([
      [['vip'], 3, as.user.user.fullName],
      [['vip'], 3, as.user.user.fullName],
    ]);
    const audit = (await auditEntries(t, 'CONTACT_UPDATED')).filter((e) => ids.includes(e.entity_id!));
    expect(audit).toHaveLength(4);
    expect(audit[0].details).toMatchObject({ bulk: true, changes: { tags: { from: ['keep', 'vip'], to: ['vip'] } } });
  });

  it('assigns a sales rep (the choices are sales reps and admins) and unassigns', async () => {
    const ids = await contacts('Rep1', 'Rep2');
    for (const role of ['user', 'recruiter'] as const) {
      const res = await bulk('contacts', { action: 'assignSalesRep', ids, salesRepId: as[role].user.id });
      expect(res.statusCode, role).toBe(400);
    }
    expect((await bulk('contacts', { action: 'assignSalesRep', ids, salesRepId: GONE })).statusCode).toBe(400);
    expect((await contactRows(ids)).map((r) => r.version)).toEqual([1, 1]);
    expect((await bulk('contacts', { action: 'assignSalesRep', ids, salesRepId: as.sales_rep.user.id })).json()).toEqual({ count: 2 });
    expect((await contactRows(ids)).map((r) => [r.assigned_sales_rep_id, r.sales_rep_name, r.version])).toEqual([
      [as.sales_rep.user.id, as.sales_rep.user.fullName, 2],
      [as.sales_rep.user.id, as.sales_rep.user.fullName, 2],
    ]);
    expect((await bulk('contacts', { action: 'assignSalesRep', ids, salesRepId: as.admin.user.id })).json()).toEqual({ count: 2 });
    expect((await bulk('contacts', { action: 'assignSalesRep', ids, salesRepId: null })).json()).toEqual({ count: 2 });
    expect((await contactRows(ids)).map((r) => r.assigned_sales_rep_id)).toEqual([null, null]);
  });

  it('tags companies and jobs too', async () => {
    const db = t.database.db;
    const company = (await db.insertInto('companies').values({ name: 'Bulk Co' }).returning('id').executeTakeFirstOrThrow()).id;
    const job = (
      await db
        .insertInto('jobs')
        .values({ title: 'Bulk tag job', description: 'd', requirements: 'r' })
        .returning('job_id')
        .executeTakeFirstOrThrow()
    ).job_id;
    expect((await bulk('companies', { action: 'addTag', ids: [company], tag: 'partner' })).json()).toEqual({ count: 1 });
    expect((await bulk('jobs', { action: 'addTag', ids: [job], tag: 'remote' }, as.recruiter.cookie)).json()).toEqual({ count: 1 });
    expect(await db.selectFrom('companies').select(['tags', 'version']).where('id', '=', company).executeTakeFirstOrThrow()).toEqual({
      tags: ['partner'],
      version: 2,
    });
    expect(await db.selectFrom('jobs').select(['tags', 'version']).where('job_id', '=', job).executeTakeFirstOrThrow()).toEqual({
      tags: ['remote'],
      version: 2,
    });
    expect((await auditEntries(t, 'JOB_UPDATED'))[0].entity_id).toBe(job);
  });
});

describe('export the selection as CSV', () => {
  it('answers the selected contacts only, as a CSV download', async () => {
    const ids = await contacts('Csv1', 'Csv2', 'Csv3');
    await bulk('contacts', { action: 'addTag', ids: [ids[0]], tag: 'a,b' });
    const res = await t.request({
      method: 'POST',
      url: '/api/contacts/export',
      cookie: as.user.cookie,
      payload: { ids: [ids[1], ids[0]] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="keel_contacts_export_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^first_name,last_name,email,/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Csv1', 'Csv2']);
    expect(lines[1]).toContain('"keep;a,b"');
    expect(
      (await t.request({ method: 'POST', url: '/api/contacts/export', cookie: as.user.cookie, payload: { ids: [GONE] } })).statusCode,
    ).toBe(404);
  });

  it('neutralises formula cells like the full export (decision 0019)', async () => {
    const [id] = await contacts('=HYPERLINK("http://x.example","y")');
    const res = await t.request({ method: 'POST', url: '/api/contacts/export', cookie: as.user.cookie, payload: { ids: [id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.trim().split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x\.example"",""y""\)",Bulk,/);
  });
});
