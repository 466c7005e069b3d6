import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { ApplicantConsultant, Consultant, ConsultantHistory } from '@keel/shared/consultants';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, createJob, multipartBody } from '../../test/recruitment';
import { makePdf } from '../../test/resume-fixtures';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) => app.t.request({ method, url, cookie });

let jobId = '';
let pdf: Buffer;

async function applicant(overrides: Record<string, unknown>): Promise<ApplicantSaved['applicant']> {
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    cookie: app.as.recruiter.cookie,
    ...multipartBody(applicantBody({ job_id: jobId, ...overrides }), [{ fileName: 'cv.pdf', bytes: pdf, contentType: 'application/pdf' }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApplicantSaved>().applicant;
}

describe('make a consultant from a hire (decision 0097)', () => {
  beforeAll(async () => {
    jobId = (await createJob(app.t, app.as.recruiter.cookie, { title: 'Platform engineer', ats_keywords: 'TypeScript, Kubernetes, Cobol' }))
      .job_id;
    pdf = await makePdf(['Hana Hired', 'Skills: TypeScript, Kubernetes, React', 'hana@example.com']);
  }, 120_000);

  it('admins and recruiters make one consultant of a hired applicant: contact details, skills at the default level, a copy of the resume', async () => {
    const hana = await applicant({ first_name: 'Hana', last_name: 'Hired', email: 'Hana@Example.com', status: 'Hired' });
    const url = `/api/applicants/${hana.applicant_id}/consultant`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const) expect((await call('POST', url, app.as[role].cookie)).statusCode, role).toBe(403);
    for (const role of ['user', 'sales_rep'] as const) expect((await call('GET', url, app.as[role].cookie)).statusCode, role).toBe(403);
    expect((await call('GET', url, app.as.recruiter.cookie)).json<ApplicantConsultant>()).toEqual({ consultant: null });

    const made = await call('POST', url, app.as.recruiter.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const c = made.json<Consultant>();
    expect(c).toMatchObject({
      full_name: 'Hana Hired',
      email: 'hana@example.com',
      phone: '(512) 555-0199',
      title: 'Platform engineer',
      engagement: 'employee',
      has_resume: true,
      origin: { applicant_id: hana.applicant_id, applicant_name: 'Hana Hired' },
    });
    // Screening's keywords and the resume's skills, resolved on the skills graph, at level 2.
    expect(c.skills.map((s) => [s.name, s.level]).sort()).toEqual([
      ['Kubernetes', 2],
      ['React', 2],
      ['TypeScript', 2],
    ]);
    expect((await call('POST', url, app.as.admin.cookie)).statusCode).toBe(409);
    expect((await call('GET', url, app.as.admin.cookie)).json<ApplicantConsultant>()).toEqual({
      consultant: { consultant_id: c.consultant_id, full_name: 'Hana Hired' },
    });

    // The resume is a copy: served to consultants' editors, and it stays when the applicant goes.
    const resume = `/api/consultants/${c.consultant_id}/resume`;
    expect((await call('GET', resume)).statusCode).toBe(401);
    expect((await call('GET', resume, app.as.user.cookie)).statusCode).toBe(403);
    const served = await call('GET', resume, app.as.sales_rep.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await call('DELETE', `/api/applicants/${hana.applicant_id}`, app.as.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', resume, app.as.recruiter.cookie)).statusCode).toBe(200);
    const after = (await call('GET', `/api/consultants/${c.consultant_id}`, app.as.user.cookie)).json<Consultant>();
    expect(after.origin).toMatchObject({ applicant_id: null, applicant_name: null });

    // The consultant's timeline says where they came from.
    const history = (await call('GET', `/api/consultants/${c.consultant_id}/history`, app.as.user.cookie)).json<ConsultantHistory>();
    expect(history.items.map((i) => i.text)).toEqual([
      `${app.as.recruiter.user.fullName} made the consultant “Hana Hired” from the hired applicant “Hana Hired”.`,
    ]);
    expect((await call('GET', `/api/consultants/${c.consultant_id}/history`)).statusCode).toBe(401);
  });

  it('refuses an applicant who is not hired (409) and an unknown one (404)', async () => {
    const ivan = await applicant({ first_name: 'Ivan', last_name: 'Interviewing', email: 'ivan@example.com', status: 'Interviewing' });
    const res = await call('POST', `/api/applicants/${ivan.applicant_id}/consultant`, app.as.admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only a hired applicant can become a consultant.' });
    expect((await call('POST', '/api/applicants/00000000-0000-4000-8000-000000000000/consultant', app.as.admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/consultants/00000000-0000-4000-8000-000000000000/history', app.as.user.cookie)).statusCode).toBe(404);
  });
});
