import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { describeAuditDetails } from '@keel/shared/audit-details';
import { auditEntries } from '../../test/roles';
import { makePdf } from '../../test/resume-fixtures';

const ctx = appWithEveryRole();
const db = () => ctx.t.database.db;

const merge = (kind: string, body: Record<string, unknown>, cookie = ctx.as.admin.cookie) =>
  ctx.t.request({ method: 'POST', url: `/api/duplicates/${kind}/merge`, payload: body, cookie });

async function stage() {
  return (await db().selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
}

/** An activity linked to the given records. */
async function activityOn(links: Array<{ type: 'contact' | 'company' | 'applicant'; id: string }>) {
  const a = await db()
    .insertInto('activities')
    .values({ kind: 'note', body: 'Met them.', author_name: 'Test' })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('activity_links')
    .values(links.map((l) => ({ activity_id: a.id, record_type: l.type, record_id: l.id, kind: 'note', created_at: a.created_at })))
    .execute();
  return a.id;
}

const linksOf = async (type: 'contact' | 'company' | 'applicant', id: string) =>
  (await db().selectFrom('activity_links').select('activity_id').where('record_type', '=', type).where('record_id', '=', id).execute())
    .length;
const auditOf = async (type: string, id: string) =>
  (await db().selectFrom('audit_log').select('id').where('entity_type', '=', type).where('entity_id', '=', id).execute()).length;

describe('POST /api/duplicates/contacts/merge', () => {
  async function twoContacts() {
    const [co] = await db()
      .insertInto('companies')
      .values([{ name: 'Merge Works' }])
      .returning('id')
      .execute();
    const [keep, other] = await db()
      .insertInto('contacts')
      .values([
        { first_name: 'Alicia', last_name: 'Moreno', email: 'alicia@merge.test', phone: null, city: 'Austin' },
        { first_name: 'Al', last_name: 'Moreno', email: 'al@merge.test', phone: '555-0101', city: 'Dallas', company_id: co.id },
      ])
      .returning(['id', 'version'])
      .execute();
    const s = await stage();
    const deals = await db()
      .insertInto('deals')
      .values([
        { stage_id: s, name: 'Only keep', contact_ids: [keep.id] },
        { stage_id: s, name: 'Only other', contact_ids: [other.id] },
        { stage_id: s, name: 'Both', contact_ids: [other.id, keep.id] },
      ])
      .returning('id')
      .execute();
    const shared = await activityOn([
      { type: 'contact', id: keep.id },
      { type: 'contact', id: other.id },
    ]);
    await activityOn([{ type: 'contact', id: other.id }]);
    await db()
      .insertInto('audit_log')
      .values({
        action_type: 'CONTACT_UPDATED',
        entity_type: 'contact',
        entity_id: other.id,
        details: JSON.stringify({ name: 'Al Moreno' }),
      })
      .execute();
    return { co: co.id, keep, other, deals, shared };
  }

  it('takes the chosen values, moves deals, activities and history to the survivor, removes the other and audits it once', async () => {
    const c = await twoContacts();
    expect(await linksOf('contact', c.keep.id)).toBe(1);
    const res = await merge('contacts', {
      survivorId: c.keep.id,
      survivorVersion: c.keep.version,
      otherId: c.other.id,
      otherVersion: c.other.version,
      fromOther: ['phone', 'company_id'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      survivorId: c.keep.id,
      moved: { deals: 2, dealsRenamed: 0, activities: 2, auditEntries: 1, notifications: 0 },
    });

    const survivor = await db().selectFrom('contacts').selectAll().where('id', '=', c.keep.id).executeTakeFirstOrThrow();
    expect(survivor).toMatchObject({
      first_name: 'Alicia',
      email: 'alicia@merge.test',
      phone: '555-0101',
      city: 'Austin',
      company_id: c.co,
      company_name: 'Merge Works',
      version: c.keep.version + 1,
    });
    expect(await db().selectFrom('contacts').select('id').where('id', '=', c.other.id).executeTakeFirst()).toBeUndefined();
    const deals = await db()
      .selectFrom('deals')
      .select(['name', 'contact_ids'])
      .where(
        'id',
        'in',
        c.deals.map((d) => d.id),
      )
      .orderBy('name')
      .execute();
    expect(deals.map((d) => [d.name, d.contact_ids])).toEqual([
      ['Both', [c.keep.id]],
      ['Only keep', [c.keep.id]],
      ['Only other', [c.keep.id]],
    ]);
    expect(await linksOf('contact', c.keep.id)).toBe(2);
    expect(await linksOf('contact', c.other.id)).toBe(0);
    expect(await auditOf('contact', c.other.id)).toBe(0);

    const [entry] = await auditEntries(ctx.t, 'CONTACT_MERGED');
    expect(entry).toMatchObject({
      entity_type: 'contact',
      entity_id: c.keep.id,
      details: {
        name: 'Alicia Moreno',
        survivorId: c.keep.id,
        mergedId: c.other.id,
        mergedName: 'Al Moreno',
        mergedEmail: 'al@merge.test',
        fromMerged: ['phone', 'company_id'],
        changes: { phone: { from: null, to: '555-0101' }, company_name: { from: null, to: 'Merge Works' } },
        moved: { deals: 2, dealsRenamed: 0, activities: 2, auditEntries: 1, notifications: 0 },
      },
    });
    // The Audit Trail reads it as one sentence.
    expect(describeAuditDetails(entry.action_type, entry.details as Record<string, unknown>)).toBe(
      'Merged contact Al Moreno (al@merge.test) into Alicia Moreno (alicia@merge.test). Took from the merged record: Phone from (empty) to 555-0101; Company name from (empty) to Merge Works. Moved 2 leads, 2 activities, 1 history entry.',
    );
  });

  it('shows both records side by side, a company and a rep by name, for admins only', async () => {
    const c = await twoContacts();
    const url = `/api/duplicates/contacts/merge-preview?a=${c.keep.id}&b=${c.other.id}`;
    const res = await ctx.t.request({ method: 'GET', url, cookie: ctx.as.admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [keep, other] = res.json().records;
    expect(keep).toMatchObject({
      id: c.keep.id,
      label: 'Alicia Moreno',
      version: c.keep.version,
      values: { phone: '', city: 'Austin', company_id: '' },
    });
    expect(other).toMatchObject({
      id: c.other.id,
      label: 'Al Moreno',
      values: { phone: '555-0101', city: 'Dallas', company_id: 'Merge Works' },
    });
    expect((await ctx.t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.t.request({ method: 'GET', url, cookie: ctx.as.user.cookie })).statusCode).toBe(403);
    expect(
      (
        await ctx.t.request({
          method: 'GET',
          url: `/api/duplicates/contacts/merge-preview?a=${c.keep.id}&b=00000000-0000-4000-8000-000000000000`,
          cookie: ctx.as.admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a stale version with 409 and merges nothing', async () => {
    const c = await twoContacts();
    const res = await merge('contacts', {
      survivorId: c.keep.id,
      survivorVersion: c.keep.version,
      otherId: c.other.id,
      otherVersion: c.other.version + 1,
      fromOther: ['phone'],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await db().selectFrom('contacts').select('id').where('id', 'in', [c.keep.id, c.other.id]).execute()).toHaveLength(2);
    expect(
      (await db().selectFrom('deals').select('contact_ids').where('id', '=', c.deals[1].id).executeTakeFirstOrThrow()).contact_ids,
    ).toEqual([c.other.id]);
    expect(await linksOf('contact', c.other.id)).toBe(2);
  });

  it('refuses bad input with 400 and unknown records with 404, changing nothing', async () => {
    const c = await twoContacts();
    const base = { survivorId: c.keep.id, survivorVersion: c.keep.version, otherId: c.other.id, otherVersion: c.other.version };
    expect((await merge('contacts', { ...base, fromOther: ['password'] })).statusCode).toBe(400);
    expect((await merge('contacts', { ...base, otherId: c.keep.id })).statusCode).toBe(400);
    expect((await merge('contacts', { ...base, otherId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect(await db().selectFrom('contacts').select('id').where('id', 'in', [c.keep.id, c.other.id]).execute()).toHaveLength(2);
  });

  it('is for admins only: 401 without a session, 403 for every other role, nothing merged', async () => {
    const c = await twoContacts();
    const body = { survivorId: c.keep.id, survivorVersion: c.keep.version, otherId: c.other.id, otherVersion: c.other.version };
    expect((await ctx.t.request({ method: 'POST', url: '/api/duplicates/contacts/merge', payload: body })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await merge('contacts', body, ctx.as[role].cookie)).statusCode).toBe(403);
    expect(await db().selectFrom('contacts').select('id').where('id', 'in', [c.keep.id, c.other.id]).execute()).toHaveLength(2);
  });
});

describe('POST /api/duplicates/companies/merge', () => {
  it("moves the other's contacts, deals, jobs, activities and history to the survivor", async () => {
    const [keep, other] = await db()
      .insertInto('companies')
      .values([{ name: 'Globex' }, { name: 'Globex Inc.', website: 'globex.test' }])
      .returning(['id', 'version'])
      .execute();
    await db()
      .insertInto('contacts')
      .values([
        { first_name: 'A', last_name: 'One', email: 'a@globex.test', company_id: other.id },
        { first_name: 'B', last_name: 'Two', email: 'b@globex.test', company_id: other.id },
        { first_name: 'C', last_name: 'Three', email: 'c@globex.test', company_id: keep.id },
      ])
      .execute();
    await db()
      .insertInto('deals')
      .values({ stage_id: await stage(), name: 'Globex deal', company_id: other.id, company: 'Globex Inc.' })
      .execute();
    await db().insertInto('jobs').values({ title: 'Engineer', description: 'd', requirements: 'r', company_id: other.id }).execute();
    await activityOn([{ type: 'company', id: other.id }]);
    const count = async (table: 'contacts' | 'deals' | 'jobs', id: string) =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('company_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('contacts', keep.id), await count('deals', keep.id), await count('jobs', keep.id)]).toEqual([1, 0, 0]);

    const res = await merge('companies', {
      survivorId: keep.id,
      survivorVersion: keep.version,
      otherId: other.id,
      otherVersion: other.version,
      fromOther: ['website'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toEqual({ contacts: 2, deals: 1, jobs: 1, activities: 1, auditEntries: 0, notifications: 0 });
    expect([await count('contacts', keep.id), await count('deals', keep.id), await count('jobs', keep.id)]).toEqual([3, 1, 1]);
    expect(await linksOf('company', keep.id)).toBe(1);
    // The lead's company, typed by name, names the kept company now.
    expect((await db().selectFrom('deals').select('company').where('name', '=', 'Globex deal').executeTakeFirstOrThrow()).company).toBe(
      'Globex',
    );
    expect(await db().selectFrom('companies').select(['name', 'website']).where('id', '=', keep.id).executeTakeFirstOrThrow()).toEqual({
      name: 'Globex',
      website: 'globex.test',
    });
    expect(await db().selectFrom('companies').select('id').where('id', '=', other.id).executeTakeFirst()).toBeUndefined();
    // The contacts keep their company's name copy right (kept by the trigger).
    expect(
      (await db().selectFrom('contacts').select('company_name').where('email', '=', 'a@globex.test').executeTakeFirstOrThrow())
        .company_name,
    ).toBe('Globex');
    expect((await auditEntries(ctx.t, 'COMPANY_MERGED'))[0]).toMatchObject({
      entity_id: keep.id,
      details: { mergedId: other.id, mergedName: 'Globex Inc.' },
    });
  });
});

describe('POST /api/duplicates/applicants/merge', () => {
  it("moves applications (one per job kept), activities and the chosen resume; the other's resume file goes", async () => {
    const jobs = await db()
      .insertInto('jobs')
      .values([
        { title: 'J1', description: 'd', requirements: 'r' },
        { title: 'J2', description: 'd', requirements: 'r', ats_keywords: 'Kotlin, Swift' },
      ])
      .returning('job_id')
      .execute();
    const [keep, other] = await db()
      .insertInto('applicants')
      .values([
        {
          first_name: 'Rita',
          last_name: 'Hayes',
          email: 'rita@merge.test',
          resume_on_file: true,
          resume_file_path: 'resumes/keep.pdf',
          job_id: jobs[0].job_id,
          status: 'Interviewing',
        },
        {
          first_name: 'Rita',
          last_name: 'Hayes',
          email: 'rita.h@merge.test',
          resume_on_file: true,
          resume_file_path: 'resumes/other.pdf',
          ats_score: 77,
          status: 'Offer Extended',
        },
      ])
      .returning(['applicant_id', 'version'])
      .execute();
    await db()
      .insertInto('stored_files')
      .values([
        { bucket: 'resumes', path: 'resumes/keep.pdf', content_type: 'application/pdf', size_bytes: 3, bytes: Buffer.from('old') },
        {
          bucket: 'resumes',
          path: 'resumes/other.pdf',
          content_type: 'application/pdf',
          size_bytes: 3,
          bytes: await makePdf(['Kotlin on Android']),
        },
      ])
      .execute();
    await db()
      .insertInto('applications')
      .values([
        { applicant_id: keep.applicant_id, job_id: jobs[0].job_id, stage: 'Interviewing' },
        { applicant_id: other.applicant_id, job_id: jobs[0].job_id, stage: 'New' },
        { applicant_id: other.applicant_id, job_id: jobs[1].job_id, stage: 'Screening', ats_score: 40 },
      ])
      .execute();
    await activityOn([{ type: 'applicant', id: other.applicant_id }]);

    const res = await merge('applicants', {
      survivorId: keep.applicant_id,
      survivorVersion: keep.version,
      otherId: other.applicant_id,
      otherVersion: other.version,
      fromOther: ['resume_file_path', 'status'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toEqual({ applications: 1, applicationsForSameJob: 1, activities: 1, auditEntries: 0, notifications: 0 });
    const apps = await db()
      .selectFrom('applications')
      .select(['job_id', 'stage', 'ats_score'])
      .where('applicant_id', '=', keep.applicant_id)
      .orderBy('stage')
      .execute();
    // The survivor's job is its primary application: it follows the status taken from the other (decision 0030). Every
    // application is screened again against its own job with the resume kept (migration 0037): J1 has no keywords, so it is
    // unscored, not given the other's 77 made against another job (decision 0078); J2 scores Kotlin of Kotlin, Swift.
    expect(apps).toEqual([
      { job_id: jobs[0].job_id, stage: 'Offer Extended', ats_score: null },
      { job_id: jobs[1].job_id, stage: 'Screening', ats_score: 50 },
    ]);
    const survivor = await db()
      .selectFrom('applicants')
      .selectAll()
      .where('applicant_id', '=', keep.applicant_id)
      .executeTakeFirstOrThrow();
    expect(survivor).toMatchObject({
      email: 'rita@merge.test',
      status: 'Offer Extended',
      resume_file_path: 'resumes/other.pdf',
      resume_on_file: true,
      ats_score: null,
    });
    const files = await db()
      .selectFrom('stored_files')
      .select('path')
      .where('bucket', '=', 'resumes')
      .where('path', 'in', ['resumes/keep.pdf', 'resumes/other.pdf'])
      .execute();
    expect(files.map((f) => f.path)).toEqual(['resumes/other.pdf']);
    expect(await linksOf('applicant', keep.applicant_id)).toBe(1);
    expect(
      await db().selectFrom('applicants').select('applicant_id').where('applicant_id', '=', other.applicant_id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
