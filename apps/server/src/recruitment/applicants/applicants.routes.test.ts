import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import { auditEntries, type SignedIn, signInEveryRole } from '../../test/roles';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody, multipartBody, recruitmentCounts } from '../../test/recruitment';
import { makePdf } from '../../test/resume-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

async function addApplicant(overrides: Record<string, unknown> = {}, cookie = as.recruiter.cookie): Promise<ApplicantSaved> {
  const res = await t.request({ method: 'POST', url: '/api/applicants', payload: applicantBody(overrides), cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function postJob(overrides: Record<string, unknown> = {}): Promise<Job> {
  const res = await t.request({ method: 'POST', url: '/api/jobs', payload: jobBody(overrides), cookie: as.recruiter.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('applicants: who may', () => {
  it('lets only recruiters and admins reach every applicant route; refused calls change nothing', async () => {
    const { applicant } = await addApplicant();
    const id = applicant.applicant_id;
    const before = await recruitmentCounts(t);
    const withResume = multipartBody(applicantBody({ email: 'upload@example.com' }), [
      { fileName: 'cv.pdf', bytes: await makePdf(['TypeScript']) },
    ]);
    for (const role of ['user', 'sales_rep'] as const) {
      const res = await t.request({ method: 'POST', url: '/api/applicants', ...withResume, cookie: as[role].cookie });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/applicants', ...withResume })).statusCode).toBe(401);
    expect(await recruitmentCounts(t)).toEqual(before);

    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/applicants' }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: `/api/applicants/${id}` }, (s) => s === 200);
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/recruiters' }, (s) => s === 200);
    // Both allowed roles send the same version: the first saves, the second is a stale edit (decision 0016).
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/applicants/${id}`, payload: applicantBody({ notes: 'edited', version: 1 }) },
      (s) => s === 200 || s === 409,
    );
    await expectRecruitersAndAdminsOnly(t, as, { method: 'POST', url: `/api/applicants/${id}/screen` }, (s) => s === 400); // no resume yet
    await expectRecruitersAndAdminsOnly(t, as, { method: 'POST', url: '/api/applicants', payload: applicantBody() }, (s) => s === 201);
    expect(await recruitmentCounts(t)).toMatchObject({ applicants: before.applicants + 2, files: before.files });
    await expectRecruitersAndAdminsOnly(t, as, { method: 'DELETE', url: `/api/applicants/${id}` }, (s) => s === 204 || s === 404);
    expect((await recruitmentCounts(t)).applicants).toBe(before.applicants + 1);
  });
});

describe('adding an applicant', () => {
  it('starts as New, dated today, without a resume; saves every field of docs/product/records.md#applicants', async () => {
    const minimal = await addApplicant({ status: undefined, phone: undefined, source: undefined, tags: undefined, linkedin_url: '' });
    expect(minimal.applicant).toMatchObject({
      status: 'New',
      source: null,
      phone: null,
      linkedin_url: null,
      tags: [],
      resume_on_file: false,
      resume_url: null,
      ats_score: null,
      job_id: null,
    });
    expect(Date.now() - Date.parse(minimal.applicant.date_added)).toBeLessThan(60_000);
    expect(minimal.screening).toBeNull();

    const job = await postJob({ title: 'Data Engineer', ats_keywords: 'SQL' });
    const { applicant } = await addApplicant({ job_id: job.job_id, date_added: '2026-04-01' });
    expect(applicant).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      phone: '(512) 555-0199',
      address: '1 Main St, Austin, TX',
      linkedin_url: 'https://linkedin.com/in/janedoe', // typed without its scheme: stored with it
      other_social_links: 'github.com/janedoe, janedoe.dev',
      job_preferences: 'Remote, full-time',
      status: 'Screening',
      source: 'Referral',
      pay_rate_expected: '$150k',
      notes: 'Strong referral.',
      tags: ['senior', 'typescript'],
      job_id: job.job_id,
      job_title: 'Data Engineer',
      date_added: '2026-04-01T00:00:00.000Z',
    });
    const read = await t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}`, cookie: as.admin.cookie });
    expect(read.json()).toEqual(applicant);
    const [entry] = await auditEntries(t, 'APPLICANT_CREATED');
    expect(entry).toMatchObject({ entity_type: 'applicant', entity_id: applicant.applicant_id, user_id: as.recruiter.user.id });
    expect(entry.details).toMatchObject({ name: 'Jane Doe', jobId: job.job_id, resume: false });
  });

  it('refuses a missing first name, last name or e-mail with the documented message, and saves nothing', async () => {
    const before = await recruitmentCounts(t);
    for (const missing of ['first_name', 'last_name', 'email']) {
      for (const body of [applicantBody({ [missing]: ' ' }), { ...applicantBody(), [missing]: undefined }]) {
        const res = await t.request({ method: 'POST', url: '/api/applicants', cookie: as.recruiter.cookie, payload: body });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'First Name, Last Name, and Email are required.',
          fields: { [missing]: expect.any(String) },
        });
      }
    }
    const viaForm = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: as.recruiter.cookie,
      ...multipartBody(applicantBody({ email: '' }), [{ fileName: 'cv.pdf', bytes: await makePdf(['x']) }]),
    });
    expect(viaForm.json().message).toBe('First Name, Last Name, and Email are required.');
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('refuses a bad e-mail, LinkedIn URL, status, source or job, and saves nothing', async () => {
    const before = await recruitmentCounts(t);
    const bad = async (overrides: Record<string, unknown>, field: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/applicants',
        cookie: as.recruiter.cookie,
        payload: applicantBody(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toHaveProperty(field);
    };
    await bad({ email: 'not-an-email' }, 'email');
    await bad({ linkedin_url: 'javascript:alert(1)' }, 'linkedin_url');
    await bad({ status: 'Ghosted' }, 'status');
    await bad({ source: 'Carrier pigeon' }, 'source');
    await bad({ job_id: 'job-1' }, 'job_id');
    await bad({ job_id: '00000000-0000-4000-8000-000000000000' }, 'job_id');
    await bad({ tags: 'a,b' }, 'tags');
    const notJson = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: as.recruiter.cookie,
      ...multipartBody(undefined, [], { data: '{oops' }),
    });
    expect(notJson.statusCode).toBe(400);
    const noData = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: as.recruiter.cookie,
      ...multipartBody(undefined, [{ fileName: 'cv.pdf', bytes: await makePdf(['x']) }]),
    });
    expect(noData.statusCode).toBe(400);
    expect(await recruitmentCounts(t)).toEqual(before);
  });
});

describe('editing and deleting an applicant', () => {
  it('saves an edit with its APPLICANT_UPDATED changes, keeping date_added when left out', async () => {
    const { applicant } = await addApplicant({ date_added: '2026-02-02' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/applicants/${applicant.applicant_id}`,
      cookie: as.admin.cookie,
      payload: applicantBody({ status: 'Hired', date_added: undefined, version: 1 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applicant).toMatchObject({ status: 'Hired', date_added: '2026-02-02T00:00:00.000Z' });
    const [entry] = await auditEntries(t, 'APPLICANT_UPDATED');
    expect(entry).toMatchObject({ entity_id: applicant.applicant_id, user_id: as.admin.user.id });
    expect(entry.details).toMatchObject({ changes: { status: { from: 'Screening', to: 'Hired' } } });
  });

  it('answers 404 "Applicant not found." for unknown and malformed ids, changing nothing', async () => {
    const before = await recruitmentCounts(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const call of [
        { method: 'GET' as const, url: `/api/applicants/${id}` },
        { method: 'PUT' as const, url: `/api/applicants/${id}`, payload: applicantBody({ version: 1 }) },
        { method: 'POST' as const, url: `/api/applicants/${id}/screen` },
        { method: 'DELETE' as const, url: `/api/applicants/${id}` },
      ]) {
        const res = await t.request({ ...call, cookie: as.recruiter.cookie });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Applicant not found.' });
      }
    }
    expect(await recruitmentCounts(t)).toEqual(before);
  });

  it('deletes an applicant with its APPLICANT_DELETED entry', async () => {
    const { applicant } = await addApplicant({ first_name: 'Gone' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/applicants/${applicant.applicant_id}`, cookie: as.recruiter.cookie })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}`, cookie: as.recruiter.cookie })).statusCode,
    ).toBe(404);
    const [entry] = await auditEntries(t, 'APPLICANT_DELETED');
    expect(entry).toMatchObject({ entity_id: applicant.applicant_id, details: expect.objectContaining({ name: 'Gone Doe' }) });
  });
});

describe('the applicants list', () => {
  it('sorts by last name ascending by default (ignoring case), sorts by score with unscreened last, and searches', async () => {
    const fresh = await createTestApp();
    try {
      const { cookie } = await fresh.userWithRole('admin');
      const add = async (body: Record<string, unknown>, score: number | null) => {
        const res = await fresh.request({ method: 'POST', url: '/api/applicants', cookie, payload: applicantBody(body) });
        const id = res.json().applicant.applicant_id;
        if (score !== null)
          await fresh.database.db
            .updateTable('applicants')
            .set({ ats_score: score, ats_last_screened: new Date() })
            .where('applicant_id', '=', id)
            .execute();
      };
      await add({ first_name: 'Zoe', last_name: 'adams', email: 'zoe@example.com', date_added: '2026-01-03', notes: 'Knows COBOL' }, 40);
      await add({ first_name: 'Ann', last_name: 'Young', email: 'ann@example.com', date_added: '2026-01-01' }, null);
      await add({ first_name: 'Bob', last_name: 'Baker', email: 'bob@example.com', date_added: '2026-01-02' }, 90);
      const list = async (query: string) => (await fresh.request({ method: 'GET', url: `/api/applicants${query}`, cookie })).json();
      const lastNames = (page: { items: { last_name: string }[] }) => page.items.map((a) => a.last_name);
      const byDefault = await list('');
      expect(lastNames(byDefault)).toEqual(['adams', 'Baker', 'Young']);
      expect(byDefault.total).toBe(3);
      expect(byDefault.items[0]).toEqual({
        applicant_id: expect.any(String),
        first_name: 'Zoe',
        last_name: 'adams',
        email: 'zoe@example.com',
        phone: '(512) 555-0199',
        status: 'Screening',
        date_added: '2026-01-03T00:00:00.000Z',
        ats_score: 40,
        job_title: null,
      });
      expect(lastNames(await list('?sort=ats_score&dir=desc'))).toEqual(['Baker', 'adams', 'Young']);
      // Unscreened (no score) last in either direction (decision 0022).
      expect(lastNames(await list('?sort=ats_score&dir=asc'))).toEqual(['adams', 'Baker', 'Young']);
      expect(lastNames(await list('?sort=first_name&dir=desc'))).toEqual(['adams', 'Baker', 'Young']);
      expect(lastNames(await list('?sort=date_added'))).toEqual(['Young', 'Baker', 'adams']);
      expect(lastNames(await list('?sort=email'))).toEqual(['Young', 'Baker', 'adams']);
      expect(lastNames(await list('?q=cobol'))).toEqual(['adams']);
      expect(lastNames(await list('?q=BOB@'))).toEqual(['Baker']);
      expect((await fresh.request({ method: 'GET', url: '/api/applicants?sort=resume', cookie })).statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe('the recruiters directory', () => {
  it('lists team members with role recruiter or admin, by name, with what the cards show', async () => {
    const res = await t.request({ method: 'GET', url: '/api/recruiters', cookie: as.recruiter.cookie });
    expect(res.json()).toEqual([
      {
        id: as.admin.user.id,
        fullName: 'Test admin',
        email: as.admin.user.email,
        role: 'admin',
        phone: null,
        avatarUrl: null,
        timeZone: null,
      },
      {
        id: as.recruiter.user.id,
        fullName: 'Test recruiter',
        email: as.recruiter.user.email,
        role: 'recruiter',
        phone: null,
        avatarUrl: null,
        timeZone: null,
      },
    ]);
  });
});
