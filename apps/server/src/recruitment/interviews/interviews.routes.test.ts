import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Interview } from '@keel/shared/interviews';
import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
let serial = 0;
let otherRecruiter: { user: { id: string }; cookie: string };

beforeAll(async () => {
  otherRecruiter = await app.t.userWithRole('recruiter', { fullName: 'Other Recruiter' });
});

/** A job, an applicant on it, and the applicant's application. */
async function anApplication(): Promise<{ application: ApplicantApplication; email: string }> {
  serial += 1;
  const job = (
    await app.t.request({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody({ title: 'Senior Engineer' }),
      cookie: app.as.recruiter.cookie,
    })
  ).json();
  const email = `candidate${serial}@example.com`;
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    payload: applicantBody({ email, first_name: 'Cara', last_name: 'Candidate', job_id: job.job_id }),
    cookie: app.as.recruiter.cookie,
  });
  const { applicant } = res.json<ApplicantSaved>();
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.recruiter.cookie })
  ).json<ApplicantApplication[]>();
  return { application, email };
}

const schedule = (applicationId: string, body: Record<string, unknown>, cookie = app.as.recruiter.cookie) =>
  app.t.request({ method: 'POST', url: `/api/applications/${applicationId}/interviews`, payload: body, cookie });

const slot = (overrides: Record<string, unknown> = {}) => ({
  starts_at: '2026-12-01T15:00:00.000Z',
  duration_minutes: 45,
  interviewer_ids: [app.as.recruiter.user.id, app.as.admin.user.id],
  location: 'Room 4, Austin office',
  video_url: 'https://meet.example.com/abc-def',
  ...overrides,
});

/** The outbox's invitation mails to `to`, oldest first, with their .ics parsed by ical.js. */
async function invitationsTo(to: string) {
  const list = (await app.t.request({ method: 'GET', url: '/api/outbox', cookie: app.as.admin.cookie }))
    .json<OutboxList>()
    .mails.filter((m) => m.to === to && m.kind.startsWith('interview-'));
  const mails = await Promise.all(
    list
      .reverse()
      .map(async (m) =>
        (await app.t.request({ method: 'GET', url: `/api/outbox/${m.id}`, cookie: app.as.admin.cookie })).json<OutboxMail>(),
      ),
  );
  return mails.map((mail) => {
    const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0].content));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    return {
      mail,
      method: calendar.getFirstPropertyValue('method'),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    };
  });
}

describe('interviews: who may', () => {
  it('lets only recruiters and admins reach every route (no session 401)', async () => {
    const { application } = await anApplication();
    const { t, as } = app;
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'GET', url: `/api/applications/${application.application_id}/interviews` },
      (s) => s === 200,
    );
    const before = await t.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'POST', url: `/api/applications/${application.application_id}/interviews`, payload: slot() },
      (s) => s === 201,
    );
    const after = await t.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 2); // the two allowed calls, none of the refused
    const [first] = (
      await t.request({ method: 'GET', url: `/api/applications/${application.application_id}/interviews`, cookie: as.admin.cookie })
    ).json<Interview[]>();
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/interviews/${first.interview_id}/scorecard`, payload: { recommendation: 'yes' } },
      (s) => s === 200,
    );
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/interviews/${first.interview_id}`, payload: { ...slot(), version: 1 } },
      (s) => s === 200 || s === 409,
    );
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'POST', url: `/api/interviews/${first.interview_id}/cancel`, payload: { version: 2 } },
      (s) => s === 200 || s === 409,
    );
  });
});

describe('scheduling, rescheduling and cancelling send .ics invitations through the outbox', () => {
  it('invites the candidate and each interviewer (METHOD:REQUEST), updates on reschedule, cancels on cancel', async () => {
    const { application, email } = await anApplication();
    const res = await schedule(application.application_id, slot());
    expect(res.statusCode, res.body).toBe(201);
    const interview = res.json<Interview>();
    expect(interview).toMatchObject({
      starts_at: '2026-12-01T15:00:00.000Z',
      duration_minutes: 45,
      cancelled_at: null,
      is_interviewer: true,
    });
    expect(interview.interviewers.map((i) => i.id).sort()).toEqual([app.as.recruiter.user.id, app.as.admin.user.id].sort());

    const [invite] = await invitationsTo(email);
    expect(invite.mail.subject).toBe('Interview invitation: Senior Engineer');
    expect(invite.mail.attachments[0]).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-01T15:45:00.000Z',
      status: 'CONFIRMED',
    });
    expect(invite.attendees).toEqual(
      expect.arrayContaining([
        `mailto:${email}`,
        `mailto:${app.as.recruiter.user.email}`.toLowerCase(),
        `mailto:${app.as.admin.user.email}`.toLowerCase(),
      ]),
    );
    expect((await invitationsTo(app.as.admin.user.email)).some((i) => i.uid === invite.uid)).toBe(true);

    // Reschedule, taking the admin off the panel: same UID, next SEQUENCE; the admin gets a cancellation.
    const moved = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: slot({ starts_at: '2026-12-02T16:30:00Z', interviewer_ids: [app.as.recruiter.user.id], version: interview.version }),
      cookie: app.as.recruiter.cookie,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const update = (await invitationsTo(email)).at(-1)!;
    expect(update).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, start: '2026-12-02T16:30:00.000Z' });
    expect(update.mail.subject).toBe('Interview rescheduled: Senior Engineer');
    const adminLast = (await invitationsTo(app.as.admin.user.email)).filter((i) => i.uid === invite.uid).at(-1)!;
    expect(adminLast).toMatchObject({ method: 'CANCEL', sequence: 1 });

    // A stale reschedule changes nothing.
    const mailsBefore = (await invitationsTo(email)).length;
    const stale = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: slot({ version: interview.version }),
      cookie: app.as.recruiter.cookie,
    });
    expect(stale.statusCode).toBe(409);
    expect(await invitationsTo(email)).toHaveLength(mailsBefore);

    const cancelled = await app.t.request({
      method: 'POST',
      url: `/api/interviews/${interview.interview_id}/cancel`,
      payload: { version: moved.json<Interview>().version },
      cookie: app.as.recruiter.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Interview>().cancelled_at).not.toBeNull();
    const cancel = (await invitationsTo(email)).at(-1)!;
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2, status: 'CANCELLED' });
    expect(cancel.mail.subject).toBe('Interview cancelled: Senior Engineer');
    const again = await app.t.request({
      method: 'POST',
      url: `/api/interviews/${interview.interview_id}/cancel`,
      payload: { version: cancelled.json<Interview>().version },
      cookie: app.as.recruiter.cookie,
    });
    expect(again.statusCode).toBe(409);
    const kinds =
      (await auditEntries(app.t, 'INTERVIEW_SCHEDULED')).length +
      (await auditEntries(app.t, 'INTERVIEW_RESCHEDULED')).length +
      (await auditEntries(app.t, 'INTERVIEW_CANCELLED')).length;
    expect(kinds).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad input with a 400 and queues nothing', async () => {
    const { application, email } = await anApplication();
    for (const body of [
      slot({ interviewer_ids: ['00000000-0000-4000-8000-000000000000'] }), // no such member (any active member may be one: decision 0081)
      slot({ interviewer_ids: [] }),
      slot({ location: '', video_url: '' }),
      slot({ duration_minutes: 2 }),
      slot({ starts_at: 'tomorrow' }),
      slot({ starts_at: '0000-01-01T10:00:00Z' }), // PostgreSQL has no year 0
      slot({ starts_at: '2026-12-01T15:00:00Z', duration_minutes: 'long' }),
    ]) {
      const res = await schedule(application.application_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await invitationsTo(email)).toHaveLength(0);
    expect((await schedule('00000000-0000-4000-8000-000000000000', slot())).statusCode).toBe(404);
  });
});

describe("interview times in the scheduler's time zone (decision 0039)", () => {
  const textOf = async (email: string) => (await invitationsTo(email)).map((i) => ({ text: i.mail.text, start: i.start }));

  it('says the time where the scheduler is, in summer and in winter (DST); the .ics stays in UTC', async () => {
    const { application, email } = await anApplication();
    const res = await schedule(application.application_id, slot({ starts_at: '2026-07-14T13:30:00Z', time_zone: 'america/new_york' }));
    expect(res.statusCode, res.body).toBe(201);
    const interview = res.json<Interview>();
    expect(interview.time_zone).toBe('America/New_York');
    const moved = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: slot({ starts_at: '2026-12-01T14:30:00Z', time_zone: 'America/New_York', version: interview.version }),
      cookie: app.as.recruiter.cookie,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [summer, winter] = await textOf(email);
    expect(summer.text).toContain('When: Tuesday, 14 July 2026, 09:30–10:15 (Eastern Time, America/New_York).');
    expect(summer.start).toBe('2026-07-14T13:30:00.000Z');
    expect(winter.text).toContain('When: Tuesday, 1 December 2026, 09:30–10:15 (Eastern Time, America/New_York).');
    expect(winter.start).toBe('2026-12-01T14:30:00.000Z');
    expect(winter.text).not.toContain('UTC');
  });

  it("takes the firm's zone (Austin) when none is sent", async () => {
    const { application, email } = await anApplication();
    const res = await schedule(application.application_id, slot());
    expect(res.json<Interview>().time_zone).toBe('America/Chicago');
    const [invite] = await textOf(email);
    expect(invite.text).toContain('When: Tuesday, 1 December 2026, 09:00–09:45 (Central Time, America/Chicago).');
  });

  it("takes the office's zone (the setting) when none is sent, and a reschedule without one keeps the interview's (decision 0085)", async () => {
    const office = (zone: string) =>
      app.t.request({ method: 'PUT', url: '/api/team/office-time-zone', payload: { time_zone: zone }, cookie: app.as.admin.cookie });
    expect((await office('Europe/Zurich')).statusCode).toBe(200);
    try {
      const { application } = await anApplication();
      const created = (await schedule(application.application_id, slot())).json<Interview>();
      expect(created.time_zone).toBe('Europe/Zurich');
      expect((await office('Asia/Tokyo')).statusCode).toBe(200);
      const moved = await app.t.request({
        method: 'PUT',
        url: `/api/interviews/${created.interview_id}`,
        payload: { ...slot(), version: created.version },
        cookie: app.as.recruiter.cookie,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Interview>().time_zone).toBe('Europe/Zurich');
    } finally {
      expect((await office('America/Chicago')).statusCode).toBe(200);
    }
  });

  it('refuses an unknown time zone with a 400 that names it, and queues nothing', async () => {
    const { application, email } = await anApplication();
    const res = await schedule(application.application_id, slot({ time_zone: 'Mars/Olympus_Mons' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unknown time zone \\"Mars/Olympus_Mons\\": use an IANA time zone such as America/Chicago.');
    expect(await invitationsTo(email)).toHaveLength(0);
  });
});

describe('scorecards', () => {
  it('are recorded by interviewers only; recruiters and admins read them all (decision 0082)', async () => {
    const { application } = await anApplication();
    const interview = (await schedule(application.application_id, slot({ interviewer_ids: [app.as.recruiter.user.id] }))).json<Interview>();
    const record = (cookie: string, body: Record<string, unknown>) =>
      app.t.request({ method: 'PUT', url: `/api/interviews/${interview.interview_id}/scorecard`, payload: body, cookie });

    const byAdmin = await record(app.as.admin.cookie, { recommendation: 'strong_yes' }); // an admin not on the panel
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only the interviewers of this interview may record a scorecard for it.');
    expect((await record(app.as.recruiter.cookie, { recommendation: 'maybe' })).statusCode).toBe(400);
    expect((await record(app.as.recruiter.cookie, { rating: 4 })).statusCode).toBe(400);
    const ok = await record(app.as.recruiter.cookie, { recommendation: 'yes', notes: 'Strong on TypeScript.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Interview>().scorecards).toMatchObject([
      { interviewer_id: app.as.recruiter.user.id, recommendation: 'yes', ratings: [], legacy_rating: null, notes: 'Strong on TypeScript.' },
    ]);

    const read = async (cookie: string) =>
      (await app.t.request({ method: 'GET', url: `/api/applications/${application.application_id}/interviews`, cookie })).json<
        Interview[]
      >()[0];
    expect(await read(app.as.admin.cookie)).toMatchObject({
      scorecards: [{ recommendation: 'yes' }],
      hidden_scorecards: 0,
      is_interviewer: false,
    });
    expect(await read(otherRecruiter.cookie)).toMatchObject({
      scorecards: [{ recommendation: 'yes' }],
      hidden_scorecards: 0,
      is_interviewer: false,
    });
    const entries = await auditEntries(app.t, 'SCORECARD_RECORDED');
    expect(entries.some((e) => e.details.recommendation === 'yes' && !('notes' in e.details))).toBe(true);
  });
});
