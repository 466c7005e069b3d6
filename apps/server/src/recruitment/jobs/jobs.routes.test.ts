import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@keel/shared/jobs';
import { auditEntries, type SignedIn, signInEveryRole } from '../../test/roles';
import { expectRecruitersAndAdminsOnly, jobBody, recruitmentCounts } from '../../test/recruitment';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

async function postJob(overrides: Record<string, unknown> = {}, cookie = as.recruiter.cookie): Promise<Job> {
  const res = await t.request({ method: 'POST', url: '/api/jobs', payload: jobBody(overrides), cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('job postings: who may', () => {
  it('lets only recruiters and admins reach every jobs route, and refused calls change nothing', async () => {
    const job = await postJob();
    const before = await recruitmentCounts(t);
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/jobs' }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/jobs/choices' }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: `/api/jobs/${job.job_id}` }, (s) => s === 200);
    // Both allowed roles send the same version: the first saves, the second is a stale edit (decision 0016).
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/jobs/${job.job_id}`, payload: { ...jobBody({ title: 'Renamed' }), version: 1 } },
      (s) => s === 200 || s === 409,
    );
    expect(await recruitmentCounts(t)).toEqual({ ...before, audit: before.audit + 1 }); // the recruiter's edit; the admin's, from the same version, is refused
    const refusedPost = { method: 'POST', url: '/api/jobs', payload: jobBody() } as const;
    await expectRecruitersAndAdminsOnly(t, as, refusedPost, (s) => s === 201);
    const jobs = (await recruitmentCounts(t)).jobs;
    expect(jobs).toBe(before.jobs + 2); // only the recruiter's and the admin's posts
    // DELETE last: the recruiter deletes it, the admin then finds it gone.
    await expectRecruitersAndAdminsOnly(t, as, { method: 'DELETE', url: `/api/jobs/${job.job_id}` }, (s) => s === 204 || s === 404);
    expect((await recruitmentCounts(t)).jobs).toBe(jobs - 1);
  });

  it('checks the session before the body: a bad body without a session is 401', async () => {
    expect((await t.request({ method: 'POST', url: '/api/jobs', payload: { nonsense: true } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/jobs?sort=password' })).statusCode).toBe(401);
  });
});

describe('posting a job', () => {
  it('starts with the poster as recruiter, today as date_posted, Open and one opening by default', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/jobs',
      cookie: as.recruiter.cookie,
      payload: { title: 'Recruiter', description: 'd', requirements: 'r' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const job: Job = res.json();
    expect(job).toMatchObject({
      status: 'Open',
      openings: 1,
      recruiter_id: as.recruiter.user.id,
      recruiter_name: 'Test recruiter',
      date_closed: null,
      tags: [],
    });
    expect(Date.now() - Date.parse(job.date_posted)).toBeLessThan(60_000);
  });

  it('saves every field: tags trimmed with empties dropped, dates as ISO timestamps, Unassigned recruiter', async () => {
    const job = await postJob({ recruiter_id: '', date_posted: '2026-03-02', tags: [' a ', '', 'b', 'a'] });
    expect(job).toMatchObject({
      title: 'Senior TypeScript Engineer',
      department: 'Engineering',
      location: 'Austin, TX',
      employment_type: 'Full-time',
      salary_range: '$140k–$170k',
      openings: 2,
      recruiter_id: null,
      recruiter_name: null,
      date_posted: '2026-03-02T00:00:00.000Z',
      tags: ['a', 'b'],
      notes: 'Hiring manager: Dana.',
      ats_keywords: 'TypeScript, PostgreSQL, project management, Kubernetes',
    });
    const read = await t.request({ method: 'GET', url: `/api/jobs/${job.job_id}`, cookie: as.admin.cookie });
    expect(read.json()).toEqual(job);
  });

  it('refuses missing title, description or requirements with the documented message, and saves nothing', async () => {
    const before = await recruitmentCounts(t);
    for (const missing of ['title', 'description', 'requirements']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/jobs',
        cookie: as.recruiter.cookie,
        payload: jobBody({ [missing]: '   ' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Job Title, Description, and Requirements are required.',
        fields: { [missing]: expect.any(String) },
      });
    }
    const noTitle = await t.request({
      method: 'POST',
      url: '/api/jobs',
      cookie: as.recruiter.cookie,
      payload: { description: 'd', requirements: 'r' },
    });
    expect(noTitle.json().message).toBe('Job Title, Description, and Requirements are required.');
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('refuses openings below 1, unknown types and statuses, bad dates, and a recruiter who is not one', async () => {
    const before = await recruitmentCounts(t);
    const bad = async (overrides: Record<string, unknown>, field: string) => {
      const res = await t.request({ method: 'POST', url: '/api/jobs', cookie: as.recruiter.cookie, payload: jobBody(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    };
    await bad({ openings: 0 }, 'openings');
    await bad({ openings: 1.5 }, 'openings');
    await bad({ openings: 'many' }, 'openings');
    await bad({ employment_type: 'Gig' }, 'employment_type');
    await bad({ status: 'Archived' }, 'status');
    await bad({ date_posted: '2026-02-30' }, 'date_posted');
    await bad({ recruiter_id: 'not-an-id' }, 'recruiter_id');
    await bad({ recruiter_id: as.sales_rep.user.id }, 'recruiter_id');
    await bad({ recruiter_id: '00000000-0000-4000-8000-000000000000' }, 'recruiter_id');
    expect(await recruitmentCounts(t)).toEqual(before);
    expect((await postJob({ openings: '3', recruiter_id: as.admin.user.id })).openings).toBe(3);
  });

  it('records JOB_CREATED in the audit trail', async () => {
    const job = await postJob({ title: 'Audited Posting' });
    const [entry] = await auditEntries(t, 'JOB_CREATED');
    expect(entry).toMatchObject({ entity_type: 'job', entity_id: job.job_id, user_id: as.recruiter.user.id, user_name: 'Test recruiter' });
    expect(entry.details).toMatchObject({ title: 'Audited Posting' });
  });
});

describe('editing and deleting a job', () => {
  it('sets date_closed when the job is Closed or Filled, keeps it while closed, clears it when reopened', async () => {
    const job = await postJob();
    let version = job.version;
    const put = async (status: string) => {
      const saved = (
        await t.request({
          method: 'PUT',
          url: `/api/jobs/${job.job_id}`,
          cookie: as.recruiter.cookie,
          payload: { ...jobBody({ status }), version },
        })
      ).json() as Job;
      version = saved.version;
      return saved;
    };
    const closed = await put('Closed');
    expect(closed.date_closed).not.toBeNull();
    expect((await put('Filled')).date_closed).toBe(closed.date_closed);
    expect((await put('On Hold')).date_closed).toBeNull();
    expect((await put('Filled')).date_closed).not.toBeNull();
    expect((await put('Open')).date_closed).toBeNull();
    const created = await postJob({ status: 'Filled' });
    expect(created.date_closed).not.toBeNull();
  });

  it('keeps date_posted and the recruiter when the edit leaves them out, and audits the changes', async () => {
    const job = await postJob({ date_posted: '2026-01-05' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/jobs/${job.job_id}`,
      cookie: as.admin.cookie,
      payload: { ...jobBody({ title: 'Staff Engineer' }), date_posted: undefined, version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Staff Engineer',
      date_posted: '2026-01-05T00:00:00.000Z',
      recruiter_id: as.recruiter.user.id,
    });
    const [entry] = await auditEntries(t, 'JOB_UPDATED');
    expect(entry).toMatchObject({ entity_id: job.job_id, user_id: as.admin.user.id });
    expect(entry.details).toMatchObject({ changes: { title: { from: 'Senior TypeScript Engineer', to: 'Staff Engineer' } } });
  });

  it('answers 404 "Job posting not found." for unknown and malformed ids, changing nothing', async () => {
    const before = await recruitmentCounts(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const call of [
        { method: 'GET' as const, url: `/api/jobs/${id}` },
        { method: 'PUT' as const, url: `/api/jobs/${id}`, payload: { ...jobBody(), version: 1 } },
        { method: 'DELETE' as const, url: `/api/jobs/${id}` },
      ]) {
        const res = await t.request({ ...call, cookie: as.recruiter.cookie });
        expect(res.statusCode, `${call.method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Job posting not found.' });
      }
    }
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('deletes a job with its JOB_DELETED entry', async () => {
    const job = await postJob({ title: 'Short-lived' });
    const res = await t.request({ method: 'DELETE', url: `/api/jobs/${job.job_id}`, cookie: as.recruiter.cookie });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.job_id}`, cookie: as.recruiter.cookie })).statusCode).toBe(404);
    const [entry] = await auditEntries(t, 'JOB_DELETED');
    expect(entry).toMatchObject({ entity_id: job.job_id, details: expect.objectContaining({ title: 'Short-lived' }) });
  });

  it('counts the applicants a delete unlinks; the delete keeps them, unlinked, and its audit entry names each', async () => {
    const job = await postJob({ title: 'Staffed' });
    const other = await postJob({ title: 'Other' });
    const applicants = await t.database.db
      .insertInto('applicants')
      .values([
        { first_name: 'Grace', last_name: 'Hopper', email: 'grace@staffed.example', job_id: job.job_id, ats_score: 80 },
        { first_name: 'Alan', last_name: 'Turing', email: 'alan@staffed.example', job_id: job.job_id },
        { first_name: 'Ada', last_name: 'Other', email: 'ada@other.example', job_id: other.job_id },
      ])
      .returning(['applicant_id', 'email'])
      .execute();
    const id = (email: string) => applicants.find((a) => a.email === email)!.applicant_id;
    const links = await t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/links`, cookie: as.recruiter.cookie });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json()).toEqual({ applicants: 2, interviews: 0 });
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/links`, cookie: as.sales_rep.cookie })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/jobs/00000000-0000-4000-8000-000000000000/links', cookie: as.recruiter.cookie }))
        .statusCode,
    ).toBe(404);

    expect((await t.request({ method: 'DELETE', url: `/api/jobs/${job.job_id}`, cookie: as.recruiter.cookie })).statusCode).toBe(204);
    const rows = await t.database.db
      .selectFrom('applicants')
      .select(['email', 'job_id', 'ats_score'])
      .where(
        'applicant_id',
        'in',
        applicants.map((a) => a.applicant_id),
      )
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'ada@other.example', job_id: other.job_id, ats_score: null },
      { email: 'alan@staffed.example', job_id: null, ats_score: null },
      { email: 'grace@staffed.example', job_id: null, ats_score: null },
    ]);
    const [entry] = await auditEntries(t, 'JOB_DELETED');
    expect(entry).toMatchObject({
      entity_id: job.job_id,
      details: {
        title: 'Staffed',
        unlinked: {
          applicants: [
            { id: id('alan@staffed.example'), name: 'Alan Turing' },
            { id: id('grace@staffed.example'), name: 'Grace Hopper' },
          ],
        },
      },
    });
  });
});

describe('the jobs list', () => {
  it('sorts by title ascending by default (ignoring case), sorts any column both ways, and searches every field', async () => {
    const fresh = await createTestApp();
    try {
      const { cookie } = await fresh.userWithRole('recruiter');
      const post = (body: Record<string, unknown>) => fresh.request({ method: 'POST', url: '/api/jobs', cookie, payload: jobBody(body) });
      await post({ title: 'zeta analyst', department: 'Finance', location: 'Remote', date_posted: '2026-01-01', status: 'Closed' });
      await post({
        title: 'Alpha Designer',
        department: 'Design',
        location: 'Boston',
        date_posted: '2026-03-01',
        notes: 'Portfolio 50% required',
      });
      await post({ title: 'Beta Developer', department: null, location: 'austin', date_posted: '2026-02-01' });
      const list = async (query: string) => (await fresh.request({ method: 'GET', url: `/api/jobs${query}`, cookie })).json();
      const titles = (page: { items: { title: string }[] }) => page.items.map((j) => j.title);
      const byDefault = await list('');
      expect(titles(byDefault)).toEqual(['Alpha Designer', 'Beta Developer', 'zeta analyst']);
      expect(byDefault).toMatchObject({ total: 3, totalCapped: false, page: 1 });
      expect(byDefault.items[0]).toEqual({
        job_id: expect.any(String),
        title: 'Alpha Designer',
        department: 'Design',
        location: 'Boston',
        status: 'Open',
        date_posted: '2026-03-01T00:00:00.000Z',
        employment_type: 'Full-time',
        openings: 2,
      });
      expect(titles(await list('?sort=date_posted&dir=desc'))).toEqual(['Alpha Designer', 'Beta Developer', 'zeta analyst']);
      expect(titles(await list('?sort=location'))).toEqual(['Beta Developer', 'Alpha Designer', 'zeta analyst']);
      // A blank department sorts last in either direction (decision 0022).
      expect(titles(await list('?sort=department&dir=desc'))).toEqual(['zeta analyst', 'Alpha Designer', 'Beta Developer']);
      expect(titles(await list('?sort=status'))[0]).toBe('zeta analyst'); // Closed before Open
      expect(titles(await list('?sort=status&dir=desc'))[2]).toBe('zeta analyst');
      expect(titles(await list('?q=FINANCE'))).toEqual(['zeta analyst']);
      expect(titles(await list('?q=50%25'))).toEqual(['Alpha Designer']);
      expect(await list('?q=nothing-like-this')).toMatchObject({ items: [], total: 0 });
      expect(titles(await list('?pageSize=2&page=2'))).toEqual(['zeta analyst']);
      expect((await fresh.request({ method: 'GET', url: '/api/jobs?sort=salary', cookie })).statusCode).toBe(400);
      const choices = (await fresh.request({ method: 'GET', url: '/api/jobs/choices', cookie })).json();
      expect(choices.map((c: { title: string }) => c.title)).toEqual(['Alpha Designer', 'Beta Developer', 'zeta analyst']);
    } finally {
      await fresh.close();
    }
  });
});
