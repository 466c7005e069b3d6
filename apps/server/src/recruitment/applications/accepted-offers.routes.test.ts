import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import { ACCEPTED_OFFER_MESSAGES, type ApplicantApplication } from '@keel/shared/applications';
import type { Job } from '@keel/shared/jobs';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
let job: Job;
let applicantId = '';

const applications = async (): Promise<ApplicantApplication[]> =>
  (await app.t.request({ method: 'GET', url: `/api/applicants/${applicantId}/applications`, cookie: app.as.recruiter.cookie })).json();
const put = (id: string, payload: object, cookie = app.as.recruiter.cookie) =>
  app.t.request({ method: 'PUT', url: `/api/applications/${id}/accepted-offer`, cookie, payload });

beforeAll(async () => {
  job = (
    await app.t.request({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody({ title: 'Platform Engineer' }),
      cookie: app.as.recruiter.cookie,
    })
  ).json();
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    payload: applicantBody({ email: 'offer@example.com', job_id: job.job_id, status: 'Interviewing' }),
    cookie: app.as.recruiter.cookie,
  });
  applicantId = res.json<ApplicantSaved>().applicant.applicant_id;
});

describe('an accepted offer on an application (decision 0108)', () => {
  it('is recorded only at Offer Extended or Hired (409 before), by recruiters and admins; 401 and 403 for the rest, a hiring team member too', async () => {
    let [application] = await applications();
    const early = await put(application.application_id, { starts_on: '2027-04-01', version: application.version });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: ACCEPTED_OFFER_MESSAGES.stage });

    const moved = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/move`,
      cookie: app.as.recruiter.cookie,
      payload: { stage: 'Offer Extended', version: application.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    [application] = await applications();
    const member = await app.t.userWithRole('user', { email: 'panel@offers.test' });
    await app.t.database.db
      .insertInto('job_hiring_team')
      .values({ job_id: job.job_id, user_id: member.user.id, team_role: 'hiring_manager' })
      .execute();
    const team = await put(application.application_id, { starts_on: '2027-04-01', version: application.version }, member.cookie);
    expect(team.statusCode).toBe(403);
    await expectRecruitersAndAdminsOnly(
      app.t,
      app.as,
      {
        method: 'PUT',
        url: `/api/applications/${application.application_id}/accepted-offer`,
        payload: { starts_on: '2027-04-01', version: 999 },
      },
      (status) => status === 409, // a stale version: refused by its rule, not its role
    );
    const saved = await put(application.application_id, { starts_on: '2027-04-01', version: application.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ApplicantApplication>()).toMatchObject({
      accepted_offer: { starts_on: '2027-04-01' },
      version: application.version + 1,
    });
    expect((await applications())[0].accepted_offer?.starts_on).toBe('2027-04-01');
  });

  it('is on the applicant’s timeline and in the audit trail, set and removed', async () => {
    let [application] = await applications();
    const removed = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/accepted-offer/remove`,
      cookie: app.as.admin.cookie,
      payload: { version: application.version },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ApplicantApplication>().accepted_offer).toBeNull();
    [application] = await applications();
    expect((await put(application.application_id, { starts_on: 'soon', version: application.version })).statusCode).toBe(400);

    const set = (await auditEntries(app.t, 'OFFER_ACCEPTED')).filter((e) => e.entity_id === applicantId);
    expect(set[0]).toMatchObject({ entity_type: 'applicant', details: { jobTitle: 'Platform Engineer', startsOn: '2027-04-01' } });
    expect((await auditEntries(app.t, 'OFFER_ACCEPTANCE_REMOVED')).filter((e) => e.entity_id === applicantId)).toHaveLength(1);
    const timeline = await app.t.request({ method: 'GET', url: `/api/timeline/applicant/${applicantId}`, cookie: app.as.recruiter.cookie });
    expect(timeline.body).toContain(
      `${app.as.recruiter.user.fullName} recorded the accepted offer for “Platform Engineer”, starting “2027-04-01”.`,
    );
    expect(timeline.body).toContain(`${app.as.admin.user.fullName} removed the accepted offer for “Platform Engineer”.`);
  });
});
