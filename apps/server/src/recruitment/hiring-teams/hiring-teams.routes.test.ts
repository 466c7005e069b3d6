import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { Applicant, ApplicantSaved } from '@keel/shared/applicants';
import type { HiringJob, HiringTeam, TeamMemberChoice } from '@keel/shared/hiring-teams';
import type { Interview } from '@keel/shared/interviews';
import type { Job } from '@keel/shared/jobs';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody, multipartBody, type RouteCall } from '../../test/recruitment';
import { makePdf } from '../../test/resume-fixtures';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
type Member = { user: { id: string }; cookie: string };
let serial = 0;

async function aJob(title: string): Promise<Job> {
  const res = await app.t.request({ method: 'POST', url: '/api/jobs', payload: jobBody({ title }), cookie: app.as.recruiter.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Job>();
}

/** An applicant for `job` with a PDF resume, and their application for it. */
async function anApplicant(job: Job, pdf: Buffer): Promise<{ applicant: Applicant; application: ApplicantApplication }> {
  serial += 1;
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    cookie: app.as.recruiter.cookie,
    ...multipartBody(applicantBody({ email: `hiring${serial}@example.com`, first_name: `Cand${serial}`, job_id: job.job_id }), [
      { fileName: 'cv.pdf', bytes: pdf, contentType: 'application/pdf' },
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { applicant } = res.json<ApplicantSaved>();
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
  ).json<ApplicantApplication[]>();
  return { applicant, application };
}

const setTeam = (jobId: string, payload: Record<string, unknown>, cookie = app.as.recruiter.cookie) =>
  app.t.request({ method: 'PUT', url: `/api/jobs/${jobId}/hiring-team`, payload, cookie });

const get = (url: string, cookie?: string) => app.t.request({ method: 'GET', url, cookie });

describe('hiring teams: setting them', () => {
  it('lets only recruiters and admins list the members to choose and set a team (no session 401)', async () => {
    const job = await aJob('Team Lead');
    await expectRecruitersAndAdminsOnly(app.t, app.as, { method: 'GET', url: '/api/hiring-teams/members' }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(
      app.t,
      app.as,
      {
        method: 'PUT',
        url: `/api/jobs/${job.job_id}/hiring-team`,
        payload: { hiring_manager_id: app.as.user.user.id, interviewer_ids: [] },
      },
      (s) => s === 200,
    );
  });

  it('chooses a hiring manager and interviewers of any role, audits it on the job, and refuses inactive or unknown members', async () => {
    const members = (await get('/api/hiring-teams/members', app.as.recruiter.cookie)).json<TeamMemberChoice[]>();
    expect(members.map((m) => m.role)).toEqual(expect.arrayContaining(['user', 'sales_rep', 'recruiter', 'admin']));

    const job = await aJob('Data Engineer');
    const res = await setTeam(job.job_id, {
      hiring_manager_id: app.as.user.user.id,
      interviewer_ids: [app.as.sales_rep.user.id, app.as.user.user.id.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json<HiringTeam>();
    expect(team.hiring_manager?.id).toBe(app.as.user.user.id);
    // The hiring manager is not listed twice.
    expect(team.interviewers.map((i) => i.id)).toEqual([app.as.sales_rep.user.id]);
    expect((await get(`/api/jobs/${job.job_id}/hiring-team`, app.as.admin.cookie)).json<HiringTeam>()).toEqual(team);
    const [entry] = await auditEntries(app.t, 'HIRING_TEAM_CHANGED');
    expect(entry).toMatchObject({ entity_type: 'job', entity_id: job.job_id });

    const gone = await app.t.userWithRole('sales_rep');
    await app.t.database.db.updateTable('users').set({ banned: true }).where('id', '=', gone.user.id).execute();
    const refused = await setTeam(job.job_id, { hiring_manager_id: null, interviewer_ids: [gone.user.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { interviewer_ids: 'Choose active members of the team.' } });
    expect((await setTeam(job.job_id, { hiring_manager_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await setTeam('00000000-0000-4000-8000-000000000000', { interviewer_ids: [] })).statusCode).toBe(404);
    // Unchanged by the refusals.
    expect((await get(`/api/jobs/${job.job_id}/hiring-team`, app.as.admin.cookie)).json<HiringTeam>()).toEqual(team);
  });
});

describe('hiring teams: the role matrix, both directions', () => {
  let jobA: Job;
  let jobB: Job;
  let a: Awaited<ReturnType<typeof anApplicant>>;
  let b: Awaited<ReturnType<typeof anApplicant>>;
  let both: Awaited<ReturnType<typeof anApplicant>>;
  let manager: Member; // a consultant (role user), hiring manager of job A
  let bystander: Member; // the same role, on no team
  let panelist: Member; // a sales rep on the panel of an interview for job A, on no team
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await makePdf(['Cara Candidate, TypeScript']);
    jobA = await aJob('Job A');
    jobB = await aJob('Job B');
    a = await anApplicant(jobA, pdf);
    b = await anApplicant(jobB, pdf);
    both = await anApplicant(jobB, pdf);
    const added = await app.t.request({
      method: 'POST',
      url: `/api/applicants/${both.applicant.applicant_id}/applications`,
      payload: { job_id: jobA.job_id },
      cookie: app.as.recruiter.cookie,
    });
    expect(added.statusCode, added.body).toBe(201);
    manager = await app.t.userWithRole('user', { fullName: 'Mona Manager' });
    bystander = await app.t.userWithRole('user', { fullName: 'Bea Bystander' });
    panelist = await app.t.userWithRole('sales_rep', { fullName: 'Pat Panelist' });
    expect((await setTeam(jobA.job_id, { hiring_manager_id: manager.user.id, interviewer_ids: [] })).statusCode).toBe(200);
    const scheduled = await app.t.request({
      method: 'POST',
      url: `/api/applications/${a.application.application_id}/interviews`,
      payload: {
        starts_at: '2026-12-01T15:00:00.000Z',
        duration_minutes: 45,
        interviewer_ids: [panelist.user.id],
        location: 'Room 4',
      },
      cookie: app.as.recruiter.cookie,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
  });

  /** What job A's hiring team reads. */
  const jobAReads = (): string[] => [
    `/api/jobs/${jobA.job_id}`,
    `/api/jobs/${jobA.job_id}/hiring-team`,
    `/api/jobs/${jobA.job_id}/board`,
    `/api/jobs/${jobA.job_id}/board/column?stage=Screening`,
    `/api/applicants/${a.applicant.applicant_id}`,
    `/api/applicants/${a.applicant.applicant_id}/applications`,
    `/api/applicants/${a.applicant.applicant_id}/resume`,
    `/api/applications/${a.application.application_id}/interviews`,
  ];

  /** Job B's, and the rest of recruitment: recruiters and admins only. */
  const otherReads = (): RouteCall[] => [
    ...[
      `/api/jobs/${jobB.job_id}`,
      `/api/jobs/${jobB.job_id}/hiring-team`,
      `/api/jobs/${jobB.job_id}/board`,
      `/api/applicants/${b.applicant.applicant_id}`,
      `/api/applicants/${b.applicant.applicant_id}/applications`,
      `/api/applicants/${b.applicant.applicant_id}/resume`,
      `/api/applications/${b.application.application_id}/interviews`,
      `/api/jobs`,
      `/api/jobs/choices`,
      `/api/jobs/${jobA.job_id}/links`,
      `/api/applicants`,
      `/api/applicants/${a.applicant.applicant_id}/links`,
      `/api/recruiters`,
      `/api/candidate-mail/templates`,
      `/api/hiring-teams/members`,
      `/files/resumes/${a.applicant.resume_file_path}`,
    ].map((url) => ({ method: 'GET' as const, url })),
    { method: 'PUT', url: `/api/jobs/${jobA.job_id}`, payload: { ...jobBody(), version: jobA.version } },
    { method: 'PUT', url: `/api/jobs/${jobA.job_id}/hiring-team`, payload: { interviewer_ids: [] } },
    { method: 'POST', url: `/api/applications/${a.application.application_id}/move`, payload: { stage: 'Offer Extended', version: 1 } },
    // Job A's team schedules A's interviews (decision 0085; hiring-team-scheduling.routes.test.ts), not B's.
    {
      method: 'POST',
      url: `/api/applications/${b.application.application_id}/interviews`,
      payload: { starts_at: '2026-12-02T15:00:00.000Z', interviewer_ids: [manager.user.id], location: 'Room 1' },
    },
    { method: 'POST', url: `/api/applicants/${a.applicant.applicant_id}/candidate-email`, payload: { template: 'custom' } },
    { method: 'POST', url: '/api/jobs/bulk', payload: { action: 'delete', ids: [jobA.job_id] } },
    { method: 'POST', url: '/api/applicants/bulk', payload: { action: 'delete', ids: [a.applicant.applicant_id] } },
    { method: 'DELETE', url: `/api/applicants/${a.applicant.applicant_id}` },
    { method: 'DELETE', url: `/api/jobs/${jobA.job_id}` },
  ];

  it("lets job A's hiring manager (role user) read A, its applicant, their resume and interviews", async () => {
    for (const url of jobAReads()) {
      const res = await get(url, manager.cookie);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const applicant = (await get(`/api/applicants/${a.applicant.applicant_id}`, manager.cookie)).json<Applicant>();
    expect(applicant.resume_url).toBe(`/api/applicants/${a.applicant.applicant_id}/resume`);
    const resume = await get(applicant.resume_url!, manager.cookie);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['cache-control']).toBe('private, no-store');
    expect(resume.rawPayload.equals(pdf)).toBe(true);
    // An applicant of A and B: the hiring manager of A reads them, and only their application for A.
    const apps = (await get(`/api/applicants/${both.applicant.applicant_id}/applications`, manager.cookie)).json<ApplicantApplication[]>();
    expect(apps.map((x) => x.job_id)).toEqual([jobA.job_id]);
    // A recruiter still reads both.
    const all = (await get(`/api/applicants/${both.applicant.applicant_id}/applications`, app.as.recruiter.cookie)).json<
      ApplicantApplication[]
    >();
    expect(all.map((x) => x.job_id).sort()).toEqual([jobA.job_id, jobB.job_id].sort());
  });

  it("refuses job A's hiring manager job B, its applicant and resume, and everything else of recruitment (403), changing nothing", async () => {
    const before = await app.t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const call of otherReads()) {
      const res = await app.t.request({ method: call.method, url: call.url, payload: call.payload as never, cookie: manager.cookie });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body.slice(0, 200)}`).toBe(403);
    }
    const after = await app.t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await get(`/api/jobs/${jobA.job_id}`, app.as.recruiter.cookie)).statusCode).toBe(200);
  });

  it("refuses a member of the same role on no team (403) and anyone without a session (401) what job A's team reads", async () => {
    for (const url of jobAReads()) {
      expect((await get(url, bystander.cookie)).statusCode, url).toBe(403);
      expect((await get(url, app.as.user.cookie)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, app.as.recruiter.cookie)).statusCode, url).toBe(200);
      expect((await get(url, app.as.admin.cookie)).statusCode, url).toBe(200);
    }
    expect((await get('/api/my-hiring')).statusCode).toBe(401);
    expect((await get('/api/my-hiring', bystander.cookie)).json()).toEqual([]);
  });

  it("lets an interviewer of one of A's interviews (a sales rep on no team) read A and record their scorecard, not B", async () => {
    for (const url of jobAReads()) expect((await get(url, panelist.cookie)).statusCode, url).toBe(200);
    for (const call of otherReads()) {
      const res = await app.t.request({ method: call.method, url: call.url, payload: call.payload as never, cookie: panelist.cookie });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const [interview] = (await get(`/api/applications/${a.application.application_id}/interviews`, panelist.cookie)).json<Interview[]>();
    expect(interview.is_interviewer).toBe(true);
    const card = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}/scorecard`,
      payload: { recommendation: 'yes', notes: 'Clear thinker.' },
      cookie: panelist.cookie,
    });
    expect(card.statusCode, card.body).toBe(200);
    // The hiring manager reads it; the bystander may not record one.
    const [seen] = (await get(`/api/applications/${a.application.application_id}/interviews`, manager.cookie)).json<Interview[]>();
    expect(seen.scorecards.map((s) => s.interviewer_name)).toEqual(['Pat Panelist']);
    const refused = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}/scorecard`,
      payload: { recommendation: 'no' },
      cookie: bystander.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists, under My hiring, the jobs a member hires for with how and their candidates', async () => {
    const mine = (await get('/api/my-hiring', manager.cookie)).json<HiringJob[]>();
    expect(mine).toEqual([expect.objectContaining({ job_id: jobA.job_id, title: 'Job A', parts: ['hiring_manager'] })]);
    expect(mine[0].candidates.map((c) => c.applicant_id).sort()).toEqual([a.applicant.applicant_id, both.applicant.applicant_id].sort());
    const theirs = (await get('/api/my-hiring', panelist.cookie)).json<HiringJob[]>();
    expect(theirs.map((j) => [j.job_id, j.parts])).toEqual([[jobA.job_id, ['panel']]]);
  });
});
