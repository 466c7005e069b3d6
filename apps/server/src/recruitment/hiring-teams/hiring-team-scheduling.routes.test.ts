import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { ApplicantSaved } from '@keel/shared/applicants';
import { HIRING_TEAM_PANEL_MESSAGE, HIRING_TEAM_SCHEDULE_MESSAGE, type TeamMemberChoice } from '@keel/shared/hiring-teams';
import type { Interview } from '@keel/shared/interviews';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, createJob } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';

/**
 * Decision 0085 (amending 0081): a job's hiring manager and interviewers schedule, reschedule and
 * cancel its interviews, choosing the panel among those who already read the job; a member who is
 * only on a panel, a member on no team, and job B's interviews stay refused.
 */
const app = appWithEveryRole();
type Member = { user: { id: string; email: string }; cookie: string };
let serial = 0;

const tomorrow = (hours = 24) => new Date(Date.now() + hours * 3600_000).toISOString();

async function anApplication(jobId: string): Promise<ApplicantApplication & { email: string; applicant_id: string }> {
  serial += 1;
  const email = `sched${serial}@example.com`;
  const body = applicantBody({ email, first_name: `Sam${serial}`, last_name: 'Candidate', job_id: jobId });
  const saved = await app.t.request({ method: 'POST', url: '/api/applicants', payload: body, cookie: app.as.recruiter.cookie });
  expect(saved.statusCode, saved.body).toBe(201);
  const { applicant } = saved.json<ApplicantSaved>();
  const res = await app.t.request({
    method: 'GET',
    url: `/api/applicants/${applicant.applicant_id}/applications`,
    cookie: app.as.recruiter.cookie,
  });
  return { ...res.json<ApplicantApplication[]>()[0], email, applicant_id: applicant.applicant_id };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  app.t.request({ method, url, cookie, payload: payload as never });

const slot = (interviewerIds: string[], overrides: Record<string, unknown> = {}) => ({
  starts_at: tomorrow(),
  duration_minutes: 45,
  interviewer_ids: interviewerIds,
  location: 'Room 4, Austin office',
  time_zone: 'America/Chicago',
  ...overrides,
});

/** The .ics of each mail about one interview, parsed, with its recipient. */
async function calendarMails(interviewId: string) {
  const rows = await app.t.database.db.selectFrom('mail_outbox').selectAll().where('kind', 'like', 'interview-%').orderBy('id').execute();
  return rows
    .map((row) => {
      const event = new ICAL.Component(ICAL.parse((row.attachments as { content: string }[])[0].content));
      const vevent = event.getFirstSubcomponent('vevent')!;
      return {
        to: row.to_address.toLowerCase(),
        method: String(event.getFirstPropertyValue('method')),
        uid: String(vevent.getFirstPropertyValue('uid')),
        attendees: vevent.getAllProperties('attendee').map((p) =>
          String(p.getFirstValue())
            .replace(/^mailto:/i, '')
            .toLowerCase(),
        ),
      };
    })
    .filter((m) => m.uid === `interview-${interviewId}@keel`);
}

describe('hiring teams schedule their job’s interviews (decision 0085)', () => {
  let jobA: { job_id: string };
  let jobB: { job_id: string };
  let onA: Awaited<ReturnType<typeof anApplication>>;
  let onB: Awaited<ReturnType<typeof anApplication>>;
  let interviewOnB: Interview;
  let manager: Member; // role user, hiring manager of job A
  let colleague: Member; // role sales_rep, interviewer of job A
  let bystander: Member; // role user, on no team
  let panelist: Member; // role user, on a panel of job A only (not its team)
  let bManager: Member; // role user, hiring manager of job B

  beforeAll(async () => {
    jobA = await createJob(app.t, app.as.recruiter.cookie, { title: 'Scheduling A' });
    jobB = await createJob(app.t, app.as.recruiter.cookie, { title: 'Scheduling B' });
    onA = await anApplication(jobA.job_id);
    onB = await anApplication(jobB.job_id);
    manager = await app.t.userWithRole('user', { fullName: 'Hana Manager' });
    colleague = await app.t.userWithRole('sales_rep', { fullName: 'Ivo Interviewer' });
    bystander = await app.t.userWithRole('user', { fullName: 'Bo Bystander' });
    panelist = await app.t.userWithRole('user', { fullName: 'Pia Panelist' });
    bManager = await app.t.userWithRole('user', { fullName: 'Ben Manager' });
    const team = (jobId: string, payload: Record<string, unknown>) =>
      call('PUT', `/api/jobs/${jobId}/hiring-team`, app.as.recruiter.cookie, payload);
    expect((await team(jobA.job_id, { hiring_manager_id: manager.user.id, interviewer_ids: [colleague.user.id] })).statusCode).toBe(200);
    expect((await team(jobB.job_id, { hiring_manager_id: bManager.user.id, interviewer_ids: [] })).statusCode).toBe(200);
    // A recruiter puts the panelist on a panel of job A (a past, cancelled one: they read A, nothing more).
    const earlier = await call(
      'POST',
      `/api/applications/${onA.application_id}/interviews`,
      app.as.recruiter.cookie,
      slot([panelist.user.id]),
    );
    expect(earlier.statusCode, earlier.body).toBe(201);
    const cancelled = await call('POST', `/api/interviews/${earlier.json<Interview>().interview_id}/cancel`, app.as.recruiter.cookie, {
      version: earlier.json<Interview>().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const onBScheduled = await call(
      'POST',
      `/api/applications/${onB.application_id}/interviews`,
      app.as.recruiter.cookie,
      slot([bManager.user.id]),
    );
    expect(onBScheduled.statusCode, onBScheduled.body).toBe(201);
    interviewOnB = onBScheduled.json<Interview>();
  });

  it("lets job A's hiring manager (role user) schedule, reschedule and cancel A's interview, with every attendee told", async () => {
    const scheduled = await call(
      'POST',
      `/api/applications/${onA.application_id}/interviews`,
      manager.cookie,
      slot([manager.user.id, colleague.user.id, panelist.user.id]),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json<Interview>();
    expect(interview).toMatchObject({ time_zone: 'America/Chicago', is_interviewer: true });
    expect(interview.interviewers.map((i) => i.fullName).sort()).toEqual(['Hana Manager', 'Ivo Interviewer', 'Pia Panelist']);
    const [entry] = await auditEntries(app.t, 'INTERVIEW_SCHEDULED');
    expect(entry).toMatchObject({ entity_id: onA.applicant_id, user_id: manager.user.id });

    // Job A's interviewer (a sales rep) reschedules it, taking the panelist off.
    const moved = await call('PUT', `/api/interviews/${interview.interview_id}`, colleague.cookie, {
      ...slot([manager.user.id, colleague.user.id], { starts_at: tomorrow(48) }),
      version: interview.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const cancelled = await call('POST', `/api/interviews/${interview.interview_id}/cancel`, manager.cookie, {
      version: moved.json<Interview>().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Interview>().cancelled_at).not.toBeNull();
    const cancels = (await calendarMails(interview.interview_id)).filter((m) => m.method === 'CANCEL');
    // The panelist taken off got theirs at the reschedule; then the candidate and both interviewers, each CANCEL naming them all.
    const everyone = [onA.email, manager.user.email, colleague.user.email].map((e) => e.toLowerCase()).sort();
    const taken = panelist.user.email.toLowerCase();
    expect(cancels.map((m) => m.to).sort()).toEqual([...everyone, taken].sort());
    expect(cancels.find((m) => m.to === taken)?.attendees).toContain(taken);
    for (const mail of cancels.filter((m) => m.to !== taken)) expect(mail.attendees.sort()).toEqual(everyone);
  });

  it('lists as panel choices everyone for a recruiter, and for the hiring team only those who already read the job', async () => {
    const url = `/api/applications/${onA.application_id}/interviewer-choices`;
    const theirs = (await call('GET', url, manager.cookie)).json<TeamMemberChoice[]>();
    expect(theirs.map((m) => m.fullName).sort()).toEqual(['Hana Manager', 'Ivo Interviewer', 'Pia Panelist']);
    const all = (await call('GET', url, app.as.recruiter.cookie)).json<TeamMemberChoice[]>();
    expect(all.map((m) => m.fullName)).toEqual(expect.arrayContaining(['Bo Bystander', 'Ben Manager', 'Hana Manager']));
    expect(
      (await call('GET', `/api/applications/00000000-0000-4000-8000-000000000000/interviewer-choices`, app.as.admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses a hiring team member a panel beyond those who read the job (400); a recruiter may choose anyone', async () => {
    const refused = await call(
      'POST',
      `/api/applications/${onA.application_id}/interviews`,
      manager.cookie,
      slot([manager.user.id, bystander.user.id]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { interviewer_ids: HIRING_TEAM_PANEL_MESSAGE } });
    const byRecruiter = await call(
      'POST',
      `/api/applications/${onA.application_id}/interviews`,
      app.as.recruiter.cookie,
      slot([bystander.user.id]),
    );
    expect(byRecruiter.statusCode, byRecruiter.body).toBe(201);
  });

  it("refuses job A's hiring manager job B's interviews, a panel-only member and a member on no team (403), and no session (401)", async () => {
    const calls = (applicationId: string, interview: Interview) =>
      [
        ['GET', `/api/applications/${applicationId}/interviewer-choices`, undefined],
        ['POST', `/api/applications/${applicationId}/interviews`, slot([manager.user.id])],
        ['PUT', `/api/interviews/${interview.interview_id}`, { ...slot([manager.user.id]), version: interview.version }],
        ['POST', `/api/interviews/${interview.interview_id}/cancel`, { version: interview.version }],
      ] as const;
    const live = await call(
      'POST',
      `/api/applications/${onA.application_id}/interviews`,
      app.as.recruiter.cookie,
      slot([colleague.user.id]),
    );
    const interviewOnA = live.json<Interview>();
    const before = (await auditEntries(app.t, 'INTERVIEW_RESCHEDULED')).length + (await auditEntries(app.t, 'INTERVIEW_CANCELLED')).length;
    const refusals: [Member | undefined, string, Interview, number][] = [
      [manager, onB.application_id, interviewOnB, 403],
      [panelist, onA.application_id, interviewOnA, 403],
      [bystander, onA.application_id, interviewOnA, 403],
      [app.as.sales_rep, onA.application_id, interviewOnA, 403],
      [undefined, onA.application_id, interviewOnA, 401],
    ];
    for (const [who, applicationId, interview, status] of refusals)
      for (const [method, url, payload] of calls(applicationId, interview)) {
        // A body that would not even validate is refused the same way: nothing is learnt from a 400.
        for (const body of [payload, method === 'GET' ? undefined : {}]) {
          const res = await call(method, url, who?.cookie, body as Record<string, unknown> | undefined);
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
          if (status === 403) expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: HIRING_TEAM_SCHEDULE_MESSAGE });
        }
      }
    const after = (await auditEntries(app.t, 'INTERVIEW_RESCHEDULED')).length + (await auditEntries(app.t, 'INTERVIEW_CANCELLED')).length;
    expect(after).toBe(before);
    // Job B's own hiring manager may.
    const byB = await call('POST', `/api/interviews/${interviewOnB.interview_id}/cancel`, bManager.cookie, {
      version: interviewOnB.version,
    });
    expect(byB.statusCode, byB.body).toBe(200);
  });
});
