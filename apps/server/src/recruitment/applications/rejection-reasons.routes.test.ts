import { describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { ApplicantApplication, ApplicationCard, JobBoard } from '@keel/shared/applications';
import type { Job } from '@keel/shared/jobs';
import {
  DEFAULT_REJECTION_REASONS,
  type RejectionReason,
  REJECTION_REASON_REQUIRED,
  REJECTION_REASON_UNKNOWN,
} from '@keel/shared/rejection-reasons';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, jobBody, rejectionReasonId } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';

/** Decision 0078: a rejection always names its reason, from a list admins keep. */
const app = appWithEveryRole();
let serial = 0;
const URL = '/api/rejection-reasons';

const reasons = async (): Promise<RejectionReason[]> =>
  (await app.t.request({ method: 'GET', url: URL, cookie: app.as.recruiter.cookie })).json();
const save = (list: unknown[], cookie = app.as.admin.cookie) =>
  app.t.request({ method: 'PUT', url: URL, payload: { reasons: list }, cookie });

async function anApplication(status = 'Screening') {
  serial += 1;
  const job = (
    await app.t.request({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody({ title: `Reasons ${serial}` }),
      cookie: app.as.recruiter.cookie,
    })
  ).json<Job>();
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    payload: applicantBody({ email: `reason${serial}@example.com`, job_id: job.job_id, status }),
    cookie: app.as.recruiter.cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  const applicant = res.json<ApplicantSaved>().applicant;
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
  ).json<ApplicantApplication[]>();
  return { job, applicant, application };
}

const move = (id: string, payload: Record<string, unknown>) =>
  app.t.request({ method: 'POST', url: `/api/applications/${id}/move`, payload, cookie: app.as.recruiter.cookie });

describe('rejection reasons: who may', () => {
  it('lets recruiters and admins read the list and only admins save it; no session is 401; refused saves change nothing', async () => {
    const before = await reasons();
    expect(before.map((r) => r.label)).toEqual([...DEFAULT_REJECTION_REASONS]);
    expect((await app.t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const) {
      expect((await app.t.request({ method: 'GET', url: URL, cookie: app.as[role].cookie })).statusCode, role).toBe(403);
    }
    expect((await app.t.request({ method: 'GET', url: URL, cookie: app.as.admin.cookie })).statusCode).toBe(200);
    const list = [{ label: 'Changed by a stranger' }];
    expect((await app.t.request({ method: 'PUT', url: URL, payload: { reasons: list } })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      expect((await save(list, app.as[role].cookie)).statusCode, role).toBe(403);
    }
    expect(await reasons()).toEqual(before);
  });
});

describe('a rejection names its reason', () => {
  it('refuses a move to Rejected without a reason (400, nothing moves), or with one not on the list; keeps, shows and audits the one given', async () => {
    const { job, application } = await anApplication();
    const missing = await move(application.application_id, { stage: 'Rejected', version: application.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: REJECTION_REASON_REQUIRED,
      fields: { rejection_reason_id: REJECTION_REASON_REQUIRED },
    });
    const unknown = await move(application.application_id, {
      stage: 'Rejected',
      version: application.version,
      rejection_reason_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(REJECTION_REASON_UNKNOWN);

    const why = await rejectionReasonId(app.t, 'Salary expectations');
    const moved = await move(application.application_id, { stage: 'Rejected', version: application.version, rejection_reason_id: why });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ApplicationCard>()).toMatchObject({ stage: 'Rejected', rejection_reason: 'Salary expectations' });
    const board = (
      await app.t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/board`, cookie: app.as.recruiter.cookie })
    ).json<JobBoard>();
    expect(board.columns.find((c) => c.stage === 'Rejected')!.cards[0].rejection_reason).toBe('Salary expectations');
    const audit = (await auditEntries(app.t, 'APPLICATION_MOVED')).find((e) => e.details.applicationId === application.application_id);
    expect(audit?.details).toMatchObject({ toStage: 'Rejected', rejectionReason: 'Salary expectations' });

    // Out of Rejected, the reason goes with it.
    const back = await move(application.application_id, { stage: 'Screening', version: moved.json<ApplicationCard>().version });
    expect(back.json<ApplicationCard>().rejection_reason).toBeNull();
  });

  it('on the applicant form: a status changed to Rejected needs a reason (400), kept on the application for their job', async () => {
    const { applicant } = await anApplication();
    const url = `/api/applicants/${applicant.applicant_id}`;
    const body = { ...applicantBody({ email: applicant.email, job_id: applicant.job_id, status: 'Rejected' }), version: applicant.version };
    const refused = await app.t.request({ method: 'PUT', url, payload: body, cookie: app.as.recruiter.cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REJECTION_REASON_REQUIRED);
    const why = await rejectionReasonId(app.t, 'Position filled');
    const saved = await app.t.request({
      method: 'PUT',
      url,
      payload: { ...body, rejection_reason_id: why },
      cookie: app.as.recruiter.cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [application] = (
      await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
    ).json<ApplicantApplication[]>();
    expect(application).toMatchObject({ stage: 'Rejected', rejection_reason: 'Position filled' });
    const audit = (await auditEntries(app.t, 'APPLICANT_UPDATED')).find((e) => e.entity_id === applicant.applicant_id);
    expect(audit?.details).toMatchObject({ rejectionReason: 'Position filled' });
  });
});

describe('admins keep the list', () => {
  it('adds, renames, reorders and retires; a reason in use cannot be deleted (409) but a rename follows it to its applications', async () => {
    const start = await reasons();
    const skills = start.find((r) => r.label === 'Skills do not match')!;
    const { applicant, application } = await anApplication();
    expect(
      (await move(application.application_id, { stage: 'Rejected', version: application.version, rejection_reason_id: skills.id }))
        .statusCode,
    ).toBe(200);

    const withoutSkills = start.filter((r) => r.id !== skills.id).map(({ id, label, retired }) => ({ id, label, retired }));
    const refused = await save(withoutSkills);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('"Skills do not match" is the reason given for 1 application: retire it instead of deleting it.');
    expect((await reasons()).map((r) => r.label)).toEqual(start.map((r) => r.label));

    const other = start.find((r) => r.label === 'Other')!;
    const next = [
      { id: skills.id, label: 'Skills do not fit', retired: true },
      { label: 'No work permit' },
      ...start.filter((r) => r.id !== skills.id && r.id !== other.id).map(({ id, label }) => ({ id, label })),
    ];
    const saved = await save(next);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<RejectionReason[]>();
    expect(after.map((r) => r.label)).toEqual([
      'Skills do not fit',
      'No work permit',
      'Not enough experience',
      'Salary expectations',
      'Position filled',
      'Withdrew',
    ]);
    expect(after[0]).toMatchObject({ retired: true, applications: 1 });
    const [renamed] = (
      await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
    ).json<ApplicantApplication[]>();
    expect(renamed.rejection_reason).toBe('Skills do not fit');
    const audit = await auditEntries(app.t, 'REJECTION_REASONS_UPDATED');
    expect(audit.at(-1)?.details).toMatchObject({ removed: ['Other'], retired: ['Skills do not fit'] });

    // A retired reason is kept where it was given but no longer offered for a new rejection.
    const second = await anApplication();
    const retired = await move(second.application.application_id, {
      stage: 'Rejected',
      version: second.application.version,
      rejection_reason_id: skills.id,
    });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().message).toBe(REJECTION_REASON_UNKNOWN);
  });

  it('refuses an empty label, a repeated one and more than the maximum (400)', async () => {
    expect((await save([{ label: ' ' }])).statusCode).toBe(400);
    expect((await save([{ label: 'Same' }, { label: 'same' }])).statusCode).toBe(400);
    expect((await save(Array.from({ length: 31 }, (_, i) => ({ label: `R${i}` })))).statusCode).toBe(400);
  });
});

describe('reported on', () => {
  it('counts rejected applicants by reason in a report over applicants', async () => {
    const why = await rejectionReasonId(app.t, 'Withdrew');
    for (let i = 0; i < 2; i += 1) {
      const { application } = await anApplication();
      expect(
        (await move(application.application_id, { stage: 'Rejected', version: application.version, rejection_reason_id: why })).statusCode,
      ).toBe(200);
    }
    const res = await app.t.request({
      method: 'POST',
      url: '/api/reports/run',
      cookie: app.as.admin.cookie, // reports are admins' (decision 0028)
      payload: {
        records: 'applicants',
        filters: [{ field: 'status', op: 'equals', value: 'Rejected' }],
        group: { field: 'rejectionReason' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toContainEqual({ group: 'Withdrew', value: 2 });
  });
});
