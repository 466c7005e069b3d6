import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { ApplicantSaved } from '@keel/shared/applicants';
import { ERASED_APPLICANT_MESSAGE, type Interview } from '@keel/shared/interviews';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, jobBody, rejectionReasonId } from '../../test/recruitment';

/** Decision 0074: interviews follow the candidate. */
const MAIL_FROM = 'Keel Talent <talent@keel.example>';
const app = appWithEveryRole({ env: { MAIL_FROM } });
let serial = 0;

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

/** A job, an applicant on it (their primary application) and that application. */
async function anApplication() {
  serial += 1;
  const job = (
    await app.t.request({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody({ title: 'Platform Engineer' }),
      cookie: app.as.recruiter.cookie,
    })
  ).json<{ job_id: string }>();
  const email = `follow${serial}@example.com`;
  const body = applicantBody({ email, first_name: 'Jane', last_name: 'Applicant', job_id: job.job_id });
  const saved = (
    await app.t.request({ method: 'POST', url: '/api/applicants', payload: body, cookie: app.as.recruiter.cookie })
  ).json<ApplicantSaved>();
  const applicant = saved.applicant;
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
  ).json<ApplicantApplication[]>();
  return { job, applicant, application, email, body };
}

const slot = (overrides: Record<string, unknown> = {}) => ({
  starts_at: tomorrow(),
  duration_minutes: 45,
  interviewer_ids: [app.as.recruiter.user.id, app.as.admin.user.id],
  location: 'Room 4',
  ...overrides,
});

async function schedule(applicationId: string, overrides: Record<string, unknown> = {}) {
  const res = await app.t.request({
    method: 'POST',
    url: `/api/applications/${applicationId}/interviews`,
    payload: slot(overrides),
    cookie: app.as.recruiter.cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Interview>();
}

/** An interview that has already taken place: nothing cancels it. */
async function aPastInterview(applicationId: string) {
  const interview = await schedule(applicationId);
  await app.t.database.db
    .updateTable('interviews')
    .set({ starts_at: new Date(Date.now() - 24 * 3600_000) })
    .where('interview_id', '=', interview.interview_id)
    .execute();
  return interview;
}

/** Every interview mail of one interview (by its UID), oldest first, with its .ics parsed by ical.js. */
async function mailsOf(interviewId: string) {
  const rows = await app.t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', 'like', 'interview-%')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => {
      const ics = (row.attachments as { content: string }[])[0].content;
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      const organizer = vevent.getFirstProperty('organizer')!;
      return {
        to: row.to_address.toLowerCase(),
        kind: row.kind,
        text: row.text_body,
        method: calendar.getFirstPropertyValue('method'),
        uid: String(vevent.getFirstPropertyValue('uid')),
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        status: vevent.getFirstPropertyValue('status'),
        organizer: { value: String(organizer.getFirstValue()), cn: organizer.getParameter('cn') },
        attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
      };
    })
    .filter((m) => m.uid === `interview-${interviewId}@keel`);
}

const panel = () => [app.as.recruiter.user.email.toLowerCase(), app.as.admin.user.email.toLowerCase()];

/** The interview was cancelled, with a CANCEL (higher SEQUENCE, STATUS:CANCELLED) to each of `to`, each listing every attendee. */
async function expectCancelledFor(interviewId: string, to: string[], attendees: string[]) {
  const mails = await mailsOf(interviewId);
  const cancels = mails.filter((m) => m.kind === 'interview-cancelled');
  expect(cancels.map((m) => m.to).sort()).toEqual([...to].sort());
  for (const cancel of cancels) {
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    expect(cancel.attendees.sort()).toEqual(attendees.map((a) => `mailto:${a}`).sort());
  }
}

async function interviewRow(id: string) {
  return app.t.database.db.selectFrom('interviews').selectAll().where('interview_id', '=', id).executeTakeFirst();
}

describe('invitations name the right people (decision 0074)', () => {
  it('ORGANIZER is MAIL_FROM; the candidate reads the interviewers, an interviewer the candidate', async () => {
    const { application, email } = await anApplication();
    const interview = await schedule(application.application_id);
    const mails = await mailsOf(interview.interview_id);
    expect(mails).toHaveLength(3);
    for (const m of mails) expect(m.organizer).toEqual({ value: 'mailto:talent@keel.example', cn: 'Keel Talent' });
    const toCandidate = mails.find((m) => m.to === email)!;
    expect(toCandidate.text).toContain(
      `for the Platform Engineer position with ${app.as.recruiter.user.fullName}, ${app.as.admin.user.fullName}.`,
    );
    expect(toCandidate.text).not.toContain('with Jane Applicant');
    const toInterviewer = mails.find((m) => m.to === app.as.admin.user.email.toLowerCase())!;
    expect(toInterviewer.text).toContain('for the Platform Engineer position with Jane Applicant.');
  });

  it('an interviewer taken off the panel gets a CANCEL that names them (RFC 5546 3.2.5), the others an update', async () => {
    const { application, email } = await anApplication();
    const interview = await schedule(application.application_id);
    const res = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: slot({ interviewer_ids: [app.as.recruiter.user.id], version: interview.version }),
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = app.as.admin.user.email.toLowerCase();
    const cancel = (await mailsOf(interview.interview_id)).filter((m) => m.to === admin).at(-1)!;
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: `interview-${interview.interview_id}@keel` });
    expect(cancel.attendees).toEqual([`mailto:${admin}`]);
    const update = (await mailsOf(interview.interview_id)).filter((m) => m.to === email).at(-1)!;
    expect(update).toMatchObject({ method: 'REQUEST', sequence: 1 });
    expect(update.attendees).not.toContain(`mailto:${admin}`);
  });
});

describe('an application that ends cancels its upcoming interviews in the same transaction (decision 0074)', () => {
  it('a move to Rejected on the board: the upcoming interview is cancelled, everyone gets a CANCEL; a past one stays', async () => {
    const { application, email } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const past = await aPastInterview(application.application_id);
    const res = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/move`,
      payload: { stage: 'Rejected', version: application.version, rejection_reason_id: await rejectionReasonId(app.t) },
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await interviewRow(upcoming.interview_id))?.cancelled_at).not.toBeNull();
    expect((await interviewRow(past.interview_id))?.cancelled_at).toBeNull();
    await expectCancelledFor(upcoming.interview_id, [email, ...panel()], [email, ...panel()]);
    expect((await mailsOf(past.interview_id)).filter((m) => m.kind === 'interview-cancelled')).toHaveLength(0);
    const cancelMail = (await mailsOf(upcoming.interview_id)).find((m) => m.kind === 'interview-cancelled' && m.to === email)!;
    expect(cancelMail.text).toContain('has been cancelled');
  });

  it('a move to another stage cancels nothing', async () => {
    const { application } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const res = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/move`,
      payload: { stage: 'Offer Extended', version: application.version },
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await interviewRow(upcoming.interview_id))?.cancelled_at).toBeNull();
  });

  it("Hired on the applicant's form cancels the upcoming interviews of their job", async () => {
    const { job, applicant, application, email, body } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const links = await app.t.request({
      method: 'GET',
      url: `/api/applicants/${applicant.applicant_id}/links?job_id=${job.job_id}`,
      cookie: app.as.recruiter.cookie,
    });
    expect(links.json()).toEqual({ interviews: 1 }); // the form says so before the save
    const res = await app.t.request({
      method: 'PUT',
      url: `/api/applicants/${applicant.applicant_id}`,
      payload: { ...body, status: 'Hired', date_added: undefined, version: applicant.version },
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await interviewRow(upcoming.interview_id))?.cancelled_at).not.toBeNull();
    await expectCancelledFor(upcoming.interview_id, [email, ...panel()], [email, ...panel()]);
  });

  it('deleting the applicant sends the CANCEL to everyone before the interview goes', async () => {
    const { applicant, application, email } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const linksOf = (id: string, cookie = app.as.recruiter.cookie) =>
      app.t.request({ method: 'GET', url: `/api/applicants/${id}/links`, cookie });
    expect((await linksOf(applicant.applicant_id)).json()).toEqual({ interviews: 1 }); // the confirmation says so first
    expect((await linksOf(applicant.applicant_id, app.as.sales_rep.cookie)).statusCode).toBe(403);
    expect((await linksOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await app.t.request({
      method: 'DELETE',
      url: `/api/applicants/${applicant.applicant_id}`,
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode, res.body).toBe(204);
    await expectCancelledFor(upcoming.interview_id, [email, ...panel()], [email, ...panel()]);
  });

  it('deleting the job cancels its applications’ upcoming interviews', async () => {
    const { job, application, email } = await anApplication();
    const upcoming = await schedule(application.application_id);
    await aPastInterview(application.application_id);
    const links = await app.t.request({ method: 'GET', url: `/api/jobs/${job.job_id}/links`, cookie: app.as.recruiter.cookie });
    expect(links.json()).toEqual({ applicants: 1, interviews: 1 }); // the confirmation says so first
    const res = await app.t.request({ method: 'DELETE', url: `/api/jobs/${job.job_id}`, cookie: app.as.recruiter.cookie });
    expect(res.statusCode, res.body).toBe(204);
    await expectCancelledFor(upcoming.interview_id, [email, ...panel()], [email, ...panel()]);
  });

  it('a failed move (stale version) cancels nothing', async () => {
    const { application } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const res = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/move`,
      payload: { stage: 'Rejected', version: application.version + 5, rejection_reason_id: await rejectionReasonId(app.t) },
      cookie: app.as.recruiter.cookie,
    });
    expect(res.statusCode).toBe(409);
    expect((await interviewRow(upcoming.interview_id))?.cancelled_at).toBeNull();
    expect((await mailsOf(upcoming.interview_id)).filter((m) => m.kind === 'interview-cancelled')).toHaveLength(0);
  });
});

describe('an erased applicant (decision 0074)', () => {
  it('the erase cancels their upcoming interviews (the interviewers get the CANCEL); they cannot be mailed, scheduled or rescheduled', async () => {
    const { applicant, application } = await anApplication();
    const upcoming = await schedule(application.application_id);
    const past = await aPastInterview(application.application_id);
    const erased = await app.t.request({
      method: 'POST',
      url: `/api/privacy/applicant/${applicant.applicant_id}/erase`,
      cookie: app.as.admin.cookie,
      payload: { confirmName: 'Jane Applicant' },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await interviewRow(upcoming.interview_id))?.cancelled_at).not.toBeNull();
    const cancels = (await mailsOf(upcoming.interview_id)).filter((m) => m.kind === 'interview-cancelled');
    expect(cancels.map((m) => m.to).sort()).toEqual(panel().sort());
    for (const c of cancels) expect(c).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });

    const outbox = async () =>
      Number(
        (
          await app.t.database.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outbox();
    const mail = await app.t.request({
      method: 'POST',
      url: `/api/applicants/${applicant.applicant_id}/candidate-email`,
      payload: { templateKey: 'rejection', subject: 'Hello', body: 'Hello' },
      cookie: app.as.recruiter.cookie,
    });
    expect(mail.statusCode, mail.body).toBe(409);
    expect(mail.json().message).toBe(ERASED_APPLICANT_MESSAGE);
    const scheduled = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/interviews`,
      payload: slot(),
      cookie: app.as.recruiter.cookie,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(409);
    expect(scheduled.json().message).toBe(ERASED_APPLICANT_MESSAGE);
    const pastRow = (await interviewRow(past.interview_id))!;
    const moved = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${past.interview_id}`,
      payload: slot({ version: pastRow.version }),
      cookie: app.as.recruiter.cookie,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(ERASED_APPLICANT_MESSAGE);
    expect(await outbox()).toBe(before);
    expect((await interviewRow(past.interview_id))?.starts_at).toEqual(pastRow.starts_at);
  });
});
