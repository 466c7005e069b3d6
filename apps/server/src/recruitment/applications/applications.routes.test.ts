import { describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import {
  type ApplicantApplication,
  APPLICATION_STAGES,
  type ApplicationCard,
  BOARD_FIRST_PAGE_SIZE,
  type BoardColumnPage,
  type JobBoard,
} from '@keel/shared/applications';
import type { Job } from '@keel/shared/jobs';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody, recruitmentCounts, rejectionReasonId } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';
import { boardColumn, jobBoard } from './applications.service';

const app = appWithEveryRole();
let serial = 0;

async function postJob(title = 'Senior Engineer'): Promise<Job> {
  const res = await app.t.request({ method: 'POST', url: '/api/jobs', payload: jobBody({ title }), cookie: app.as.recruiter.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addApplicant(overrides: Record<string, unknown> = {}): Promise<ApplicantSaved['applicant']> {
  serial += 1;
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    payload: applicantBody({ email: `cand${serial}@example.com`, ...overrides }),
    cookie: app.as.recruiter.cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as ApplicantSaved).applicant;
}

const board = async (jobId: string): Promise<JobBoard> =>
  (await app.t.request({ method: 'GET', url: `/api/jobs/${jobId}/board`, cookie: app.as.recruiter.cookie })).json();
const applicationsOf = async (id: string): Promise<ApplicantApplication[]> =>
  (await app.t.request({ method: 'GET', url: `/api/applicants/${id}/applications`, cookie: app.as.recruiter.cookie })).json();
const applicant = async (id: string) =>
  (await app.t.request({ method: 'GET', url: `/api/applicants/${id}`, cookie: app.as.recruiter.cookie })).json() as Promise<
    ApplicantSaved['applicant']
  >;
const cardsIn = (b: JobBoard, stage: string) => b.columns.find((c) => c.stage === stage)!.cards;

async function move(id: string, stage: string, version: number, cookie = app.as.recruiter.cookie) {
  const rejection_reason_id = stage === 'Rejected' ? await rejectionReasonId(app.t) : undefined;
  return app.t.request({ method: 'POST', url: `/api/applications/${id}/move`, payload: { stage, version, rejection_reason_id }, cookie });
}

describe('applications: who may', () => {
  it('lets only recruiters and admins reach every route (no session 401); refused calls change nothing', async () => {
    const job = await postJob();
    const other = await postJob('Data Engineer');
    const a = await addApplicant({ job_id: job.job_id, status: 'Screening' });
    const [primary] = await applicationsOf(a.applicant_id);
    const before = await recruitmentCounts(app.t);
    const { t, as } = app;
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: `/api/jobs/${job.job_id}/board` }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'GET', url: `/api/jobs/${job.job_id}/board/column?stage=Screening&offset=0` },
      (s) => s === 200,
    );
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: `/api/applicants/${a.applicant_id}/applications` }, (s) => s === 200);
    expect(await recruitmentCounts(t)).toEqual(before);
    // The recruiter adds it, then the admin's identical request is the duplicate.
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'POST', url: `/api/applicants/${a.applicant_id}/applications`, payload: { job_id: other.job_id } },
      (s) => s === 201 || s === 409,
    );
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      {
        method: 'POST',
        url: `/api/applications/${primary.application_id}/move`,
        payload: { stage: 'Interviewing', version: primary.version },
      },
      (s) => s === 200 || s === 409,
    );
    expect(await applicationsOf(a.applicant_id)).toHaveLength(2);
  });
});

describe('a job board', () => {
  it("lists a job's applications by stage with name, ATS score, source and days in stage; bad ids are 404", async () => {
    const job = await postJob();
    const a = await addApplicant({ job_id: job.job_id, status: 'Screening', source: 'Referral', first_name: 'Ann', last_name: 'Lee' });
    const b = await board(job.job_id);
    expect(b.job_title).toBe('Senior Engineer');
    expect(b.columns.map((c) => c.stage)).toEqual([
      'New',
      'Screening',
      'Interviewing',
      'Offer Extended',
      'Hired',
      'Rejected',
      'On Hold',
      'Withdrawn',
    ]);
    expect(b.columns.find((c) => c.stage === 'Screening')).toMatchObject({
      total: 1,
      cards: [{ applicant_id: a.applicant_id, name: 'Ann Lee', source: 'Referral', ats_score: null, stage: 'Screening' }],
    });
    expect((await app.t.request({ method: 'GET', url: '/api/jobs/not-a-job/board', cookie: app.as.admin.cookie })).statusCode).toBe(404);
    expect(
      (await app.t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/board/column?stage=Nope`, cookie: app.as.admin.cookie }))
        .statusCode,
    ).toBe(400);
  });

  it("brings a column's cards from an offset, one page or as many as asked (a refresh keeping what 'Show more' showed), at most 1,000", async () => {
    const job = await postJob();
    for (const first of ['Ann', 'Bo', 'Cy'])
      await addApplicant({ job_id: job.job_id, status: 'Screening', first_name: first, email: `${first}@board.example` });
    const column = async (query: string) =>
      app.t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/board/column?stage=Screening&${query}`, cookie: app.as.admin.cookie });
    const all = (await column('offset=0')).json<BoardColumnPage>();
    expect(all).toMatchObject({ stage: 'Screening', total: 3 });
    expect(all.cards).toHaveLength(3);
    const tail = (await column('offset=1&limit=2')).json<BoardColumnPage>();
    expect(tail.cards.map((c) => c.application_id)).toEqual(all.cards.slice(1).map((c) => c.application_id));
    expect((await column('offset=0&limit=1')).json<BoardColumnPage>().cards).toHaveLength(1);
    for (const limit of ['0', '1001', '-1', 'x']) expect((await column(`offset=0&limit=${limit}`)).statusCode).toBe(400);
  });

  it('reads a board in one statement, and a column page in one, however many stages and cards (decision 0095)', async () => {
    const job = await postJob();
    const news = [];
    for (let i = 0; i < BOARD_FIRST_PAGE_SIZE + 2; i++) news.push(await addApplicant({ job_id: job.job_id, status: 'New' }));
    await addApplicant({ job_id: job.job_id, status: 'Hired' });
    let statements = 0;
    const db = app.t.database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const b = await jobBoard(db, job.job_id);
    expect(statements).toBe(1);
    expect(b.columns.map((c) => [c.stage, c.total, c.cards.length])).toEqual(
      APPLICATION_STAGES.map((stage) =>
        stage === 'New' ? [stage, BOARD_FIRST_PAGE_SIZE + 2, BOARD_FIRST_PAGE_SIZE] : stage === 'Hired' ? [stage, 1, 1] : [stage, 0, 0],
      ),
    );
    // The latest to enter a stage first: the last applicants added head the column.
    const newest = news.slice(-BOARD_FIRST_PAGE_SIZE).reverse();
    expect(b.columns[0].cards.map((c) => c.applicant_id)).toEqual(newest.map((a) => a.applicant_id));
    statements = 0;
    const rest = await boardColumn(db, job.job_id, 'New', BOARD_FIRST_PAGE_SIZE);
    expect(statements).toBe(1);
    expect(rest).toMatchObject({ stage: 'New', total: BOARD_FIRST_PAGE_SIZE + 2 });
    expect(rest.cards.map((c) => c.applicant_id)).toEqual([news[1], news[0]].map((a) => a.applicant_id));
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await app.t.request({ method: 'GET', url: `/api/jobs/${missing}/board`, cookie: app.as.admin.cookie })).statusCode).toBe(404);
    const column = `/api/jobs/${missing}/board/column?stage=New&offset=0`;
    expect((await app.t.request({ method: 'GET', url: column, cookie: app.as.admin.cookie })).statusCode).toBe(404);
  });
});

describe('decision 0030: the primary application and the applicant status are one fact', () => {
  it('creating an applicant with a job creates its application in their status', async () => {
    const job = await postJob();
    const a = await addApplicant({ job_id: job.job_id, status: 'Interviewing', source: 'LinkedIn' });
    expect(await applicationsOf(a.applicant_id)).toMatchObject([
      { job_id: job.job_id, stage: 'Interviewing', source: 'LinkedIn', primary: true },
    ]);
  });

  it('moving the primary application on the board sets the applicant status, audited on the applicant and on its timeline', async () => {
    const job = await postJob('Senior Engineer');
    const a = await addApplicant({ job_id: job.job_id, status: 'Screening' });
    const card = cardsIn(await board(job.job_id), 'Screening').find((c) => c.applicant_id === a.applicant_id)!;
    const res = await move(card.application_id, 'Interviewing', card.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApplicationCard>()).toMatchObject({ stage: 'Interviewing', version: card.version + 1 });
    const after = await applicant(a.applicant_id);
    expect(after.status).toBe('Interviewing');
    expect(after.version).toBe(a.version + 1); // an applicant form open meanwhile gets a 409
    const [entry] = (await auditEntries(app.t, 'APPLICATION_MOVED')).filter((e) => e.entity_id === a.applicant_id);
    expect(entry).toMatchObject({
      entity_type: 'applicant',
      user_name: app.as.recruiter.user.fullName,
      details: { fromStage: 'Screening', toStage: 'Interviewing', jobTitle: 'Senior Engineer' },
    });
    const timeline = await app.t.request({
      method: 'GET',
      url: `/api/timeline/applicant/${a.applicant_id}`,
      cookie: app.as.recruiter.cookie,
    });
    expect(timeline.body).toContain(
      `${app.as.recruiter.user.fullName} moved the application for “Senior Engineer” from “Screening” to “Interviewing”.`,
    );
  });

  it('editing the applicant status moves the primary application; a new job gets an application and the old one stays', async () => {
    const first = await postJob('First Job');
    const second = await postJob('Second Job');
    const a = await addApplicant({ job_id: first.job_id, status: 'New' });
    const edit = (values: Record<string, unknown>, version: number) =>
      app.t.request({
        method: 'PUT',
        url: `/api/applicants/${a.applicant_id}`,
        payload: applicantBody({ email: a.email, ...values, version }),
        cookie: app.as.recruiter.cookie,
      });
    let res = await edit({ job_id: first.job_id, status: 'Offer Extended' }, a.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(cardsIn(await board(first.job_id), 'Offer Extended').map((c) => c.applicant_id)).toContain(a.applicant_id);
    res = await edit({ job_id: second.job_id, status: 'Screening' }, res.json<ApplicantSaved>().applicant.version);
    expect(res.statusCode, res.body).toBe(200);
    const apps = await applicationsOf(a.applicant_id);
    expect(apps.map((x) => [x.job_title, x.stage, x.primary]).sort()).toEqual([
      ['First Job', 'Offer Extended', false],
      ['Second Job', 'Screening', true],
    ]);
  });

  it('an application to another job has its own stage and leaves the status alone', async () => {
    const mine = await postJob('Mine');
    const other = await postJob('Other');
    const a = await addApplicant({ job_id: mine.job_id, status: 'Screening' });
    const added = await app.t.request({
      method: 'POST',
      url: `/api/applicants/${a.applicant_id}/applications`,
      payload: { job_id: other.job_id, source: 'Recruiter' },
      cookie: app.as.recruiter.cookie,
    });
    expect(added.statusCode, added.body).toBe(201);
    const extra = added.json<ApplicantApplication>();
    expect(extra).toMatchObject({ job_title: 'Other', stage: 'New', source: 'Recruiter', primary: false });
    expect((await move(extra.application_id, 'Rejected', extra.version)).statusCode).toBe(200);
    expect((await applicant(a.applicant_id)).status).toBe('Screening');
    expect((await auditEntries(app.t, 'APPLICATION_ADDED')).some((e) => e.entity_id === a.applicant_id)).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('refuses a second application to the same job (409), a stale move (409) and a missing job (400)', async () => {
    const job = await postJob();
    const a = await addApplicant({ job_id: job.job_id, status: 'New' });
    const dup = await app.t.request({
      method: 'POST',
      url: `/api/applicants/${a.applicant_id}/applications`,
      payload: { job_id: job.job_id },
      cookie: app.as.recruiter.cookie,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'CONFLICT', message: 'This applicant is already being considered for this job.' });
    const missing = await app.t.request({
      method: 'POST',
      url: `/api/applicants/${a.applicant_id}/applications`,
      payload: { job_id: '00000000-0000-4000-8000-000000000000' },
      cookie: app.as.recruiter.cookie,
    });
    expect(missing.statusCode).toBe(400);

    const [primary] = await applicationsOf(a.applicant_id);
    expect((await move(primary.application_id, 'Screening', primary.version)).statusCode).toBe(200);
    const moves = (await auditEntries(app.t, 'APPLICATION_MOVED')).length;
    const stale = await move(primary.application_id, 'Hired', primary.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', stale: { version: primary.version + 1 } });
    expect((await applicant(a.applicant_id)).status).toBe('Screening');
    expect(await auditEntries(app.t, 'APPLICATION_MOVED')).toHaveLength(moves);
    expect(await applicationsOf(a.applicant_id)).toHaveLength(1);
    expect((await move('nope', 'Hired', 1)).statusCode).toBe(404);
    expect((await move(primary.application_id, 'Somewhere', 2)).statusCode).toBe(400);
  });
});
