import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { ApplicantApplication, JobBoard } from '@keel/shared/applications';
import { apply, candidate, insertJob } from '../../test/careers';
import { applicantBody, type FilePart, multipartBody } from '../../test/recruitment';
import { makePdf } from '../../test/resume-fixtures';
import { type SignedIn, signInEveryRole } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UNVERIFIED_TAG } from '../applicants/applicant-intake.service';

/** Decision 0052: each application has its own ATS score, the applicant's resume against that application's job (migration 0037). */
let t: TestApp;
let as: SignedIn;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => (await t.request({ method: 'GET', url, cookie: as.recruiter.cookie })).json();
const scoreOnBoard = async (jobId: string, applicantId: string) => {
  const board = await get<JobBoard>(`/api/jobs/${jobId}/board`);
  return board.columns.flatMap((c) => c.cards).find((c) => c.applicant_id === applicantId)?.ats_score;
};
const scoresByJob = async (applicantId: string) =>
  Object.fromEntries(
    (await get<ApplicantApplication[]>(`/api/applicants/${applicantId}/applications`)).map((a) => [a.job_id, a.ats_score]),
  );
const pdf = async (...lines: string[]): Promise<FilePart> => ({
  fileName: 'cv.pdf',
  bytes: await makePdf(lines),
  contentType: 'application/pdf',
});

async function addApplicant(body: Record<string, unknown>, resume?: FilePart): Promise<ApplicantSaved['applicant']> {
  serial += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/applicants',
    cookie: as.recruiter.cookie,
    ...multipartBody(applicantBody({ email: `score${serial}@example.com`, ...body }), resume ? [resume] : []),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as ApplicantSaved).applicant;
}

const addToJob = (applicantId: string, jobId: string) =>
  t.request({
    method: 'POST',
    url: `/api/applicants/${applicantId}/applications`,
    cookie: as.recruiter.cookie,
    payload: { job_id: jobId },
  });

describe("an application's own ATS score", () => {
  it('scores each careers application against its own job; a second one from the same e-mail is kept apart (decision 0071)', async () => {
    // The resume names TypeScript, PostgreSQL and Kubernetes (test/careers resumePdf).
    const platform = await insertJob(t, { title: 'Platform Engineer', ats_keywords: 'TypeScript, PostgreSQL, Kubernetes, Terraform' });
    const cloud = await insertJob(t, { title: 'Cloud Engineer', ats_keywords: 'AWS, Kubernetes' });
    expect((await apply(t, platform, candidate({ email: 'two.jobs@example.com' }))).statusCode).toBe(200);
    expect((await apply(t, cloud, candidate({ email: 'two.jobs@example.com' }))).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('applicants')
      .select(['applicant_id', 'tags'])
      .where('email', '=', 'two.jobs@example.com')
      .execute();
    const first = rows.find((r) => !r.tags.includes(UNVERIFIED_TAG))!.applicant_id;
    const second = rows.find((r) => r.tags.includes(UNVERIFIED_TAG))!.applicant_id;

    expect(await scoreOnBoard(platform, first)).toBe(75);
    expect(await scoreOnBoard(cloud, second)).toBe(50);
    expect(await scoresByJob(first)).toEqual({ [platform]: 75 });
    expect(await scoresByJob(second)).toEqual({ [cloud]: 50 });
    // The applicant's own score is the one against their job (docs/product/records.md#applicants).
    expect((await get<ApplicantSaved['applicant']>(`/api/applicants/${first}`)).ats_score).toBe(75);
    const cloudApp = (await get<ApplicantApplication[]>(`/api/applicants/${second}/applications`)).find((a) => a.job_id === cloud)!;
    expect(cloudApp.ats_keywords_matched).toEqual(['Kubernetes']);
  });

  it('screens the stored resume against the job a recruiter adds the applicant to, and leaves it unscored without a resume', async () => {
    const backend = await insertJob(t, { title: 'Backend Engineer', ats_keywords: 'Go, PostgreSQL' });
    const data = await insertJob(t, { title: 'Data Engineer', ats_keywords: 'Python, Spark, PostgreSQL, Airflow' });
    const withResume = await addApplicant({ job_id: backend }, await pdf('Go services on PostgreSQL'));
    expect(withResume.ats_score).toBe(100);
    expect((await addToJob(withResume.applicant_id, data)).statusCode).toBe(201);
    expect(await scoreOnBoard(data, withResume.applicant_id)).toBe(25);
    expect(await scoreOnBoard(backend, withResume.applicant_id)).toBe(100);

    const without = await addApplicant({ job_id: backend });
    expect((await addToJob(without.applicant_id, data)).statusCode).toBe(201);
    expect(await scoresByJob(without.applicant_id)).toEqual({ [backend]: null, [data]: null });
  });

  it('screens every application again when the resume is replaced, keeps the primary equal to the applicant, and clears them all when it is removed', async () => {
    const web = await insertJob(t, { title: 'Web Engineer', ats_keywords: 'React, CSS' });
    const mobile = await insertJob(t, { title: 'Mobile Engineer', ats_keywords: 'Swift, Kotlin' });
    const a = await addApplicant({ job_id: web }, await pdf('React and CSS'));
    expect((await addToJob(a.applicant_id, mobile)).statusCode).toBe(201);
    expect(await scoresByJob(a.applicant_id)).toEqual({ [web]: 100, [mobile]: 0 });

    const url = `/api/applicants/${a.applicant_id}`;
    const replaced = await t.request({
      method: 'PUT',
      url,
      cookie: as.recruiter.cookie,
      ...multipartBody(applicantBody({ email: a.email, job_id: web, version: a.version }), [await pdf('Swift, Kotlin and CSS')]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = (replaced.json() as ApplicantSaved).applicant;
    expect(after.ats_score).toBe(50);
    expect(await scoresByJob(a.applicant_id)).toEqual({ [web]: 50, [mobile]: 100 });
    expect(await scoreOnBoard(mobile, a.applicant_id)).toBe(100);

    // Moving the applicant to the other job: that application becomes primary and carries the applicant's score.
    const moved = await t.request({
      method: 'PUT',
      url,
      cookie: as.recruiter.cookie,
      payload: applicantBody({ email: a.email, job_id: mobile, version: after.version }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const onMobile = (moved.json() as ApplicantSaved).applicant;
    expect(onMobile.ats_score).toBe(100);
    expect(await scoresByJob(a.applicant_id)).toEqual({ [web]: 50, [mobile]: 100 });

    const removed = await t.request({
      method: 'PUT',
      url,
      cookie: as.recruiter.cookie,
      payload: applicantBody({ email: a.email, job_id: mobile, remove_resume: true, version: onMobile.version }),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await scoresByJob(a.applicant_id)).toEqual({ [web]: null, [mobile]: null });
  });

  it("shows each card the score against its own job when a merge takes the other applicant's resume (decision 0078)", async () => {
    const front = await insertJob(t, { title: 'Frontend Engineer', ats_keywords: 'React, CSS' });
    const ios = await insertJob(t, { title: 'iOS Engineer', ats_keywords: 'Swift, Kotlin' });
    const keep = await addApplicant({ job_id: front }, await pdf('React and CSS'));
    const other = await addApplicant({ job_id: ios }, await pdf('Swift and Kotlin'));
    expect(await scoreOnBoard(front, keep.applicant_id)).toBe(100);
    expect(await scoreOnBoard(ios, other.applicant_id)).toBe(100);

    // The survivor keeps its job (Frontend) and takes the other's resume (Swift and Kotlin), which was scored against iOS.
    const merged = await t.request({
      method: 'POST',
      url: '/api/duplicates/applicants/merge',
      cookie: as.admin.cookie,
      payload: {
        survivorId: keep.applicant_id,
        survivorVersion: keep.version,
        otherId: other.applicant_id,
        otherVersion: other.version,
        fromOther: ['resume_file_path'],
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await scoreOnBoard(front, keep.applicant_id)).toBe(0);
    expect(await scoreOnBoard(ios, keep.applicant_id)).toBe(100);
    expect((await get<ApplicantSaved['applicant']>(`/api/applicants/${keep.applicant_id}`)).ats_score).toBe(0);
  });

  it('re-screens the other applications too when a recruiter screens the applicant again', async () => {
    const ops = await insertJob(t, { title: 'Ops Engineer', ats_keywords: 'Linux, Ansible' });
    const sec = await insertJob(t, { title: 'Security Engineer', ats_keywords: 'Nessus' });
    const a = await addApplicant({ job_id: ops }, await pdf('Linux, Ansible, Nessus'));
    expect((await addToJob(a.applicant_id, sec)).statusCode).toBe(201);
    await t.database.db.updateTable('jobs').set({ ats_keywords: 'Nessus, Burp Suite' }).where('job_id', '=', sec).execute();
    const res = await t.request({ method: 'POST', url: `/api/applicants/${a.applicant_id}/screen`, cookie: as.recruiter.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await scoresByJob(a.applicant_id)).toEqual({ [ops]: 100, [sec]: 50 });
  });
});
