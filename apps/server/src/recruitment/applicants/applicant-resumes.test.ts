import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicantSaved, RESUME_MAX_BYTES } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import { type SignedIn, signInEveryRole } from '../../test/roles';
import { applicantBody, type FilePart, jobBody, multipartBody, recruitmentCounts } from '../../test/recruitment';
import { makeDoc, makeDocx, makeExe, makePdf } from '../../test/resume-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, files: FilePart[], cookie = as.recruiter.cookie) {
  return t.request({ method, url, cookie, ...multipartBody(applicantBody(body), files) });
}

async function addWithResume(file: FilePart, body: Record<string, unknown> = {}): Promise<ApplicantSaved> {
  const res = await send('POST', '/api/applicants', body, [file]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const storedPaths = async () =>
  (await t.database.db.selectFrom('stored_files').select('path').where('bucket', '=', 'resumes').execute()).map((r) => r.path);

describe('resume upload', () => {
  it('stores a PDF privately at resumes/{applicantId}_{timestamp}.pdf with the record, and serves it to recruiters and admins only', async () => {
    const pdf = await makePdf(['Jane Doe, TypeScript developer']);
    const { applicant } = await addWithResume({ fileName: 'Jane CV.pdf', bytes: pdf, contentType: 'application/pdf' });
    expect(applicant.resume_on_file).toBe(true);
    expect(applicant.resume_file_path).toMatch(new RegExp(`^resumes/${applicant.applicant_id}_\\d{13}\\.pdf$`));
    expect(applicant.resume_url).toBe(`/files/resumes/${applicant.resume_file_path}`);

    const url = applicant.resume_url!;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, cookie: as.user.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, cookie: as.sales_rep.cookie })).statusCode).toBe(403);
    for (const role of ['recruiter', 'admin'] as const) {
      const res = await t.request({ method: 'GET', url, cookie: as[role].cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('recognises DOCX and DOC by their content, whatever their names say', async () => {
    const docx = await addWithResume({ fileName: 'resume.bin', bytes: await makeDocx(['Kubernetes']) }, { email: 'docx@example.com' });
    expect(docx.applicant.resume_file_path).toMatch(/\.docx$/);
    const doc = await addWithResume({ fileName: 'resume.pdf', bytes: makeDoc() }, { email: 'doc@example.com' });
    expect(doc.applicant.resume_file_path).toMatch(/\.doc$/);
    const res = await t.request({ method: 'GET', url: docx.applicant.resume_url!, cookie: as.admin.cookie });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a renamed .exe, an image and an empty file by content, and saves nothing at all', async () => {
    const before = await recruitmentCounts(t);
    const refuse = async (file: FilePart, status: number, message: string) => {
      const res = await send('POST', '/api/applicants', {}, [file]);
      expect(res.statusCode, file.fileName).toBe(status);
      expect(res.json()).toMatchObject({ message, fields: { resume: message } });
    };
    await refuse(
      { fileName: 'resume.pdf', bytes: makeExe(), contentType: 'application/pdf' },
      415,
      'Resumes must be PDF, DOC or DOCX files.',
    );
    await refuse(
      { fileName: 'resume.docx', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) },
      415,
      'Resumes must be PDF, DOC or DOCX files.',
    );
    await refuse({ fileName: 'resume.pdf', bytes: Buffer.alloc(0) }, 400, 'The resume file is empty.');
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('refuses a resume over 10 MB with 413 and saves nothing', async () => {
    const before = await recruitmentCounts(t);
    const big = Buffer.concat([await makePdf(['big']), Buffer.alloc(RESUME_MAX_BYTES)]);
    const res = await send('POST', '/api/applicants', {}, [{ fileName: 'big.pdf', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Resumes must be 10 MB or smaller.' });
    const two = await send('POST', '/api/applicants', {}, [
      { fileName: 'a.pdf', bytes: await makePdf(['a']) },
      { fileName: 'b.pdf', bytes: await makePdf(['b']) },
    ]);
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('aborts the whole save when the resume cannot be stored (Resume Upload Failed): no applicant without its file', async () => {
    // Make storing this one file fail inside the database, as a full disk or a lost connection would.
    await sql`create function fail_resume() returns trigger language plpgsql as $$ begin raise exception 'storage down'; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger fail_resume before insert on stored_files for each row when (new.size_bytes = 4242) execute function fail_resume()`.execute(
      t.database.db,
    );
    const pdf = await makePdf(['x']);
    const exact = Buffer.concat([pdf, Buffer.alloc(4242 - pdf.length, 0x20)]);
    const before = await recruitmentCounts(t);
    const res = await send('POST', '/api/applicants', { email: 'aborted@example.com' }, [{ fileName: 'cv.pdf', bytes: exact }]);
    expect(res.statusCode).toBe(500);
    expect(await recruitmentCounts(t)).toEqual(before);
    await sql`drop trigger fail_resume on stored_files`.execute(t.database.db);
  });

  it('replaces the stored resume on edit (the old file goes), and removes it on request', async () => {
    const { applicant } = await addWithResume({ fileName: 'v1.pdf', bytes: await makePdf(['first']) }, { email: 'versions@example.com' });
    const url = `/api/applicants/${applicant.applicant_id}`;
    const replaced = await send('PUT', url, { email: 'versions@example.com', version: 1 }, [
      { fileName: 'v2.docx', bytes: await makeDocx(['second']) },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const v2 = (replaced.json() as ApplicantSaved).applicant;
    expect(v2.resume_file_path).toMatch(/\.docx$/);
    expect(await storedPaths()).toContain(v2.resume_file_path);
    expect(await storedPaths()).not.toContain(applicant.resume_file_path);

    const kept = await t.request({
      method: 'PUT',
      url,
      cookie: as.recruiter.cookie,
      payload: applicantBody({ email: 'versions@example.com', notes: 'n', version: 2 }),
    });
    expect(kept.json().applicant.resume_file_path).toBe(v2.resume_file_path);

    const removed = await t.request({
      method: 'PUT',
      url,
      cookie: as.recruiter.cookie,
      payload: applicantBody({ email: 'versions@example.com', remove_resume: true, version: 3 }),
    });
    expect(removed.json().applicant).toMatchObject({ resume_on_file: false, resume_file_path: null, resume_url: null });
    expect(await storedPaths()).not.toContain(v2.resume_file_path);
  });

  it('deletes the resume with the applicant', async () => {
    const { applicant } = await addWithResume({ fileName: 'cv.pdf', bytes: await makePdf(['bye']) }, { email: 'bye@example.com' });
    await t.request({ method: 'DELETE', url: `/api/applicants/${applicant.applicant_id}`, cookie: as.admin.cookie });
    expect(await storedPaths()).not.toContain(applicant.resume_file_path);
    expect((await t.request({ method: 'GET', url: applicant.resume_url!, cookie: as.admin.cookie })).statusCode).toBe(404);
  });
});

describe('screening against a job', () => {
  let job: Job;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/jobs',
      cookie: as.recruiter.cookie,
      payload: jobBody({ title: 'Platform Engineer', ats_keywords: 'TypeScript, PostgreSQL\nproject management, Kubernetes' }),
    });
    job = res.json();
  });
  const lastScreening = async (applicantId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action_type', '=', 'APPLICANT_SCREENED')
      .where('entity_id', '=', applicantId)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('screens a PDF resume at once when the applicant is added for a job', async () => {
    const pdf = await makePdf(['Senior engineer, TypeScript and kubernetes.', 'Ran project', 'management for 3 teams.']);
    const saved = await addWithResume({ fileName: 'cv.pdf', bytes: pdf }, { email: 'pdf@example.com', job_id: job.job_id });
    expect(saved.screening).toEqual({
      status: 'screened',
      score: 75,
      matched: ['TypeScript', 'project management', 'Kubernetes'],
      missing: ['PostgreSQL'],
    });
    expect(saved.applicant).toMatchObject({
      ats_score: 75,
      ats_keywords_matched: ['TypeScript', 'project management', 'Kubernetes'],
      ats_keywords_missing: ['PostgreSQL'],
    });
    expect(Date.now() - Date.parse(saved.applicant.ats_last_screened!)).toBeLessThan(60_000);
    const entry = await lastScreening(saved.applicant.applicant_id);
    expect(entry).toMatchObject({
      user_id: as.recruiter.user.id,
      details: expect.objectContaining({ jobId: job.job_id, score: 75, trigger: 'created' }),
    });
  });

  it('screens a DOCX resume when an existing applicant is linked to the job, and clears the score when unlinked', async () => {
    const { applicant } = await addWithResume(
      { fileName: 'cv.docx', bytes: await makeDocx(['PostgreSQL DBA', 'TypeScript']) },
      { email: 'docx-link@example.com' },
    );
    expect(applicant.ats_score).toBeNull();
    const url = `/api/applicants/${applicant.applicant_id}`;
    const linked = await t.request({
      method: 'PUT',
      url,
      cookie: as.admin.cookie,
      payload: applicantBody({ email: 'docx-link@example.com', job_id: job.job_id, version: 1 }),
    });
    expect(linked.json().screening).toMatchObject({ status: 'screened', score: 50 });
    expect(linked.json().applicant).toMatchObject({ ats_score: 50, ats_keywords_missing: ['project management', 'Kubernetes'] });
    expect(await lastScreening(applicant.applicant_id)).toMatchObject({ details: expect.objectContaining({ trigger: 'updated' }) });

    const untouched = await t.request({
      method: 'PUT',
      url,
      cookie: as.admin.cookie,
      payload: applicantBody({ email: 'docx-link@example.com', job_id: job.job_id, notes: 'x', version: 2 }),
    });
    expect(untouched.json()).toMatchObject({ screening: null, applicant: { ats_score: 50 } });

    const unlinked = await t.request({
      method: 'PUT',
      url,
      cookie: as.admin.cookie,
      payload: applicantBody({ email: 'docx-link@example.com', job_id: null, version: 3 }),
    });
    expect(unlinked.json()).toMatchObject({
      screening: null,
      applicant: { ats_score: null, ats_keywords_matched: [], ats_last_screened: null },
    });
  });

  it('screens on demand, and refuses clearly (changing nothing) when it cannot', async () => {
    const { applicant } = await addWithResume(
      { fileName: 'cv.pdf', bytes: await makePdf(['Kubernetes only']) },
      { email: 'demand@example.com', job_id: job.job_id },
    );
    expect(applicant.ats_score).toBe(25);
    const screen = (id: string) => t.request({ method: 'POST', url: `/api/applicants/${id}/screen`, cookie: as.recruiter.cookie });
    // The job's keywords change: screening again scores against the new ones.
    await t.request({
      method: 'PUT',
      url: `/api/jobs/${job.job_id}`,
      cookie: as.recruiter.cookie,
      payload: { ...jobBody({ title: 'Platform Engineer', ats_keywords: 'Kubernetes, Helm' }), version: 1 },
    });
    const again = await screen(applicant.applicant_id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      screening: { status: 'screened', score: 50, matched: ['Kubernetes'], missing: ['Helm'] },
      applicant: { ats_score: 50 },
    });
    expect(await lastScreening(applicant.applicant_id)).toMatchObject({
      details: expect.objectContaining({ trigger: 'on_demand', score: 50 }),
    });

    const doc = await addWithResume({ fileName: 'cv.doc', bytes: makeDoc() }, { email: 'doc-screen@example.com', job_id: job.job_id });
    expect(doc.screening).toEqual({
      status: 'not_screened',
      reason: 'unreadable',
      message: expect.stringContaining('Text cannot be extracted from .doc files'),
    });
    expect(doc.applicant.ats_score).toBeNull();
    const before = await recruitmentCounts(t);
    const refusedDoc = await screen(doc.applicant.applicant_id);
    expect(refusedDoc.statusCode).toBe(400);
    expect(refusedDoc.json().message).toMatch(/^Text cannot be extracted from \.doc files — upload the resume as PDF or DOCX/);

    const noResume = (
      await t.request({
        method: 'POST',
        url: '/api/applicants',
        cookie: as.recruiter.cookie,
        payload: applicantBody({ email: 'none@example.com', job_id: job.job_id }),
      })
    ).json() as ApplicantSaved;
    expect((await screen(noResume.applicant.applicant_id)).json().message).toBe('Upload a resume to screen this applicant.');
    const noJob = await addWithResume({ fileName: 'cv.pdf', bytes: await makePdf(['x']) }, { email: 'nojob@example.com' });
    expect((await screen(noJob.applicant.applicant_id)).json().message).toBe('Link this applicant to a job posting to screen the resume.');
    expect((await recruitmentCounts(t)).applicants).toBe(before.applicants + 2);

    const bare = (
      await t.request({
        method: 'POST',
        url: '/api/jobs',
        cookie: as.recruiter.cookie,
        payload: jobBody({ title: 'Chef', ats_keywords: '' }),
      })
    ).json() as Job;
    const forBare = await addWithResume(
      { fileName: 'cv.pdf', bytes: await makePdf(['Cooking']) },
      { email: 'chef@example.com', job_id: bare.job_id },
    );
    expect(forBare.screening).toMatchObject({
      status: 'not_screened',
      reason: 'no_keywords',
      message: 'The job posting "Chef" has no ATS keywords to screen against.',
    });
    expect((await screen(forBare.applicant.applicant_id)).statusCode).toBe(400);
  });

  it("unlinks a deleted job's applicants and clears their scores", async () => {
    const temp = (
      await t.request({
        method: 'POST',
        url: '/api/jobs',
        cookie: as.recruiter.cookie,
        payload: jobBody({ title: 'Temp', ats_keywords: 'TypeScript' }),
      })
    ).json() as Job;
    const saved = await addWithResume(
      { fileName: 'cv.pdf', bytes: await makePdf(['TypeScript']) },
      { email: 'temp@example.com', job_id: temp.job_id },
    );
    expect(saved.applicant.ats_score).toBe(100);
    await t.request({ method: 'DELETE', url: `/api/jobs/${temp.job_id}`, cookie: as.recruiter.cookie });
    const after = await t.request({ method: 'GET', url: `/api/applicants/${saved.applicant.applicant_id}`, cookie: as.recruiter.cookie });
    expect(after.json()).toMatchObject({ job_id: null, job_title: null, ats_score: null, ats_keywords_matched: [], resume_on_file: true });
  });
});
