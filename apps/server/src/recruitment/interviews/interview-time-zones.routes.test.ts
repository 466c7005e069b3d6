import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Interview } from '@keel/shared/interviews';
import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, jobBody } from '../../test/recruitment';

/**
 * Decision 0080: each member's invitation says the time in their own zone, the candidate's in the
 * interview's; the .ics keeps the absolute times. A Berlin interviewer and a New York candidate,
 * across the week between the end of European summer time (25 October 2026) and the end of
 * American daylight time (1 November 2026), when the two are five hours apart instead of six.
 */
const app = appWithEveryRole();
type Member = Awaited<ReturnType<typeof app.t.userWithRole>>;
let berlin: Member;
let unset: Member;

beforeAll(async () => {
  berlin = await app.t.userWithRole('recruiter', { fullName: 'Bea Berlin', email: 'bea.berlin@example.com' });
  unset = await app.t.userWithRole('recruiter', { fullName: 'Uma Unset', email: 'uma.unset@example.com' });
  const res = await app.t.request({
    method: 'PUT',
    url: '/api/profile/time-zone',
    payload: { time_zone: 'Europe/Berlin' },
    cookie: berlin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
});

async function anApplication(email: string) {
  const job = (
    await app.t.request({ method: 'POST', url: '/api/jobs', payload: jobBody({ title: 'Designer' }), cookie: app.as.admin.cookie })
  ).json();
  const { applicant } = (
    await app.t.request({
      method: 'POST',
      url: '/api/applicants',
      payload: applicantBody({ email, first_name: 'Nia', last_name: 'York', job_id: job.job_id }),
      cookie: app.as.admin.cookie,
    })
  ).json<ApplicantSaved>();
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant.applicant_id}/applications`, cookie: app.as.admin.cookie })
  ).json<ApplicantApplication[]>();
  return application;
}

/** The invitation mails to `to`, oldest first: their text and their .ics start and end, read by ical.js. */
async function mailsTo(to: string) {
  const list = (await app.t.request({ method: 'GET', url: '/api/outbox', cookie: app.as.admin.cookie }))
    .json<OutboxList>()
    .mails.filter((m) => m.to === to && m.kind.startsWith('interview-'))
    .reverse();
  const mails = await Promise.all(
    list.map(async (m) =>
      (await app.t.request({ method: 'GET', url: `/api/outbox/${m.id}`, cookie: app.as.admin.cookie })).json<OutboxMail>(),
    ),
  );
  return mails.map((mail) => {
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mail.attachments[0].content)).getFirstSubcomponent('vevent')!);
    return {
      kind: mail.kind,
      text: mail.text,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

const when = (text: string) => /When: (.*)\./.exec(text)?.[1];

describe('invitations in each reader’s own time zone (decision 0080)', () => {
  it('gives the New York candidate the interview’s zone and the Berlin interviewer hers, across the DST week; the .ics is absolute', async () => {
    const candidate = 'nia.york@example.com';
    const application = await anApplication(candidate);
    const body = {
      starts_at: '2026-10-28T14:00:00Z', // 10:00 in New York (still daylight time), 15:00 in Berlin (winter time already)
      duration_minutes: 60,
      time_zone: 'America/New_York',
      interviewer_ids: [berlin.user.id, unset.user.id],
      video_url: 'https://meet.example.com/nia',
    };
    const scheduled = await app.t.request({
      method: 'POST',
      url: `/api/applications/${application.application_id}/interviews`,
      payload: body,
      cookie: app.as.admin.cookie,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json<Interview>();
    // A week later both zones are on winter time: six hours apart again.
    const moved = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: { ...body, starts_at: '2026-11-04T15:00:00Z', version: interview.version },
      cookie: app.as.admin.cookie,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await app.t.request({
      method: 'POST',
      url: `/api/interviews/${interview.interview_id}/cancel`,
      payload: { version: moved.json<Interview>().version },
      cookie: app.as.admin.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const toCandidate = await mailsTo(candidate);
    expect(toCandidate.map((m) => [m.kind, when(m.text)])).toEqual([
      ['interview-scheduled', 'Wednesday, 28 October 2026, 10:00–11:00 (Eastern Time, America/New_York)'],
      ['interview-rescheduled', 'Wednesday, 4 November 2026, 10:00–11:00 (Eastern Time, America/New_York)'],
      ['interview-cancelled', 'Wednesday, 4 November 2026, 10:00–11:00 (Eastern Time, America/New_York)'],
    ]);
    const toBerlin = await mailsTo(berlin.user.email);
    expect(toBerlin.map((m) => [m.kind, when(m.text)])).toEqual([
      ['interview-scheduled', 'Wednesday, 28 October 2026, 15:00–16:00 (Central European Time, Europe/Berlin)'],
      ['interview-rescheduled', 'Wednesday, 4 November 2026, 16:00–17:00 (Central European Time, Europe/Berlin)'],
      ['interview-cancelled', 'Wednesday, 4 November 2026, 16:00–17:00 (Central European Time, Europe/Berlin)'],
    ]);
    // A member with no zone of their own yet reads the interview's, as before.
    const toUnset = await mailsTo(unset.user.email);
    expect(when(toUnset[0].text)).toBe('Wednesday, 28 October 2026, 10:00–11:00 (Eastern Time, America/New_York)');

    // Every .ics names the same absolute times, whoever it went to.
    for (const mails of [toCandidate, toBerlin, toUnset]) {
      expect(mails.map((m) => [m.start, m.end])).toEqual([
        ['2026-10-28T14:00:00.000Z', '2026-10-28T15:00:00.000Z'],
        ['2026-11-04T15:00:00.000Z', '2026-11-04T16:00:00.000Z'],
        ['2026-11-04T15:00:00.000Z', '2026-11-04T16:00:00.000Z'],
      ]);
    }
  });

  it('an interviewer taken off the panel reads the cancellation in their own zone', async () => {
    const application = await anApplication('second.candidate@example.com');
    const body = {
      starts_at: '2026-10-28T14:00:00Z',
      duration_minutes: 30,
      time_zone: 'America/New_York',
      interviewer_ids: [berlin.user.id, app.as.admin.user.id],
      location: 'Room 4, Austin office',
    };
    const interview = (
      await app.t.request({
        method: 'POST',
        url: `/api/applications/${application.application_id}/interviews`,
        payload: body,
        cookie: app.as.admin.cookie,
      })
    ).json<Interview>();
    const before = (await mailsTo(berlin.user.email)).length;
    const res = await app.t.request({
      method: 'PUT',
      url: `/api/interviews/${interview.interview_id}`,
      payload: { ...body, interviewer_ids: [app.as.admin.user.id], version: interview.version },
      cookie: app.as.admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [removal] = (await mailsTo(berlin.user.email)).slice(before);
    expect(removal.kind).toBe('interview-cancelled');
    expect(when(removal.text)).toBe('Wednesday, 28 October 2026, 15:00–15:30 (Central European Time, Europe/Berlin)');
  });

  it('lists each recruiter’s own zone for the dialog (null until they have one)', async () => {
    const res = await app.t.request({ method: 'GET', url: '/api/recruiters', cookie: app.as.recruiter.cookie });
    const byEmail = new Map(res.json<{ email: string; timeZone: string | null }[]>().map((r) => [r.email, r.timeZone]));
    expect(byEmail.get(berlin.user.email)).toBe('Europe/Berlin');
    expect(byEmail.get(unset.user.email)).toBeNull();
  });
});
