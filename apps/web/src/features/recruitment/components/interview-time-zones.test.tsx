import type { ApplicantApplication } from '@keel/shared/applications';
import type { Interview } from '@keel/shared/interviews';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { applicant, APPLICANT_ID, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';

allowSlowPages();

/** Decision 0080: the dialog's zone picker, its default, and the time as it reads for the candidate and each interviewer. */
const APP_ID = '66666666-6666-4666-8666-666666666666';
const INTERVIEW_ID = '88888888-8888-4888-8888-888888888888';
const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const route = `/recruitment/applicants/${APPLICANT_ID}`;

const application: ApplicantApplication = {
  application_id: APP_ID,
  job_id: JOB_ID,
  job_title: 'Platform Engineer',
  stage: 'Interviewing',
  rejection_reason: null,
  source: 'Job Board',
  source_channel: null,
  cover_note: null,
  stage_changed_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  version: 2,
  primary: true,
  ats_score: null,
  ats_keywords_matched: [],
  ats_last_screened: null,
};

const earlier: Interview = {
  interview_id: INTERVIEW_ID,
  application_id: APP_ID,
  starts_at: '2026-10-20T14:00:00.000Z',
  duration_minutes: 60,
  time_zone: 'America/New_York',
  location: 'Phone screen',
  video_url: null,
  cancelled_at: null,
  version: 3,
  interviewers: [{ id: RECRUITER_ID, fullName: 'Riley Chen', email: 'riley@keel.demo' }],
  scorecards: [],
  hidden_scorecards: 0,
  is_interviewer: true,
};

/** Avery (admin) lives in Berlin; Riley has no zone of their own yet. */
const team = [{ ...recruiters[0], timeZone: 'Europe/Berlin' }, recruiters[1]];

function handlers(interviews: Interview[], extra = {}) {
  return {
    [`GET /api/applicants/${APPLICANT_ID}`]: () =>
      json(200, applicant({ job_id: JOB_ID, job_title: 'Platform Engineer', status: 'Interviewing' })),
    'GET /api/jobs/choices': () => json(200, [{ job_id: JOB_ID, title: 'Platform Engineer', status: 'Open', location: null }]),
    [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
    'GET /api/recruiters': () => json(200, team),
    // The panel's choices: the whole team for a recruiter (decisions 0081, 0085); each member's own zone comes with them.
    [`GET /api/applications/${APP_ID}/interviewer-choices`]: () => json(200, team),
    [`GET /api/applicants/${APPLICANT_ID}/applications`]: () => json(200, [application]),
    [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, interviews),
    'GET /api/team/office-time-zone': () => json(200, { time_zone: 'America/Chicago' }),
    [`POST /api/applications/${APP_ID}/interviews`]: () => json(201, earlier),
    ...extra,
  };
}

async function openSchedule(interviews: Interview[]) {
  const rendered = renderApp({ route, user: recruiter, handlers: handlers(interviews) });
  await screen.findAllByTestId(interviews.length ? 'interview' : 'application', {}, { timeout: 15_000 });
  await rendered.user.click(await screen.findByRole('button', { name: 'Schedule Interview for Platform Engineer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Interview' });
  return { ...rendered, dialog };
}

describe('the interview dialog’s time zone (decision 0080)', () => {
  it("defaults to the candidate's zone when known (their earlier interview's) and shows the time for the candidate and each interviewer", async () => {
    const { user, dialog, fetchMock } = await openSchedule([earlier]);
    const zone = within(dialog).getByLabelText('Time zone');
    await waitFor(() => expect(zone).toHaveValue('America/New_York'));
    expect(within(dialog).getByText(/The candidate's time zone/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Date *'), '2026-10-28');
    await user.clear(within(dialog).getByLabelText('Time *'));
    await user.type(within(dialog).getByLabelText('Time *'), '10:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Avery Morgan' }));
    const readings = within(dialog).getByRole('region', { name: 'How the time reads' });
    expect(readings).toHaveTextContent('Candidate: Wednesday, 28 October 2026, 10:00–11:00 (Eastern Time, America/New_York)');
    expect(readings).toHaveTextContent('Avery Morgan: Wednesday, 28 October 2026, 15:00–16:00 (Central European Time, Europe/Berlin)');
    expect(readings).toHaveTextContent(
      'Riley Chen: Wednesday, 28 October 2026, 10:00–11:00 (Eastern Time, America/New_York) (no time zone of their own yet)',
    );
    await user.type(within(dialog).getByLabelText('Place'), 'Video call');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and Invite' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)[0][1]?.body));
    expect(body).toMatchObject({ starts_at: '2026-10-28T14:00:00.000Z', time_zone: 'America/New_York' });
  });

  it("defaults to the office's zone for a candidate not interviewed before, and reads the time in the zone picked instead", async () => {
    const { user, dialog, fetchMock } = await openSchedule([]);
    const zone = within(dialog).getByLabelText('Time zone');
    await waitFor(() => expect(zone).toHaveValue('America/Chicago'));
    expect(within(dialog).getByText(/The office's time zone/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Date *'), '2026-12-01');
    await user.clear(within(dialog).getByLabelText('Time *'));
    await user.type(within(dialog).getByLabelText('Time *'), '09:30');
    const readings = within(dialog).getByRole('region', { name: 'How the time reads' });
    expect(readings).toHaveTextContent('Candidate: Tuesday, 1 December 2026, 09:30–10:30 (Central Time, America/Chicago)');
    await user.selectOptions(zone, 'Europe/Berlin');
    expect(readings).toHaveTextContent('Candidate: Tuesday, 1 December 2026, 09:30–10:30 (Central European Time, Europe/Berlin)');
    // Riley (the signed-in recruiter, first on the panel) has no zone: the interview's is shown.
    expect(readings).toHaveTextContent('Riley Chen: Tuesday, 1 December 2026, 09:30–10:30 (Central European Time, Europe/Berlin)');
    await user.type(within(dialog).getByLabelText('Place'), 'Room 4, Austin office');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and Invite' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)[0][1]?.body));
    expect(body).toMatchObject({ starts_at: '2026-12-01T08:30:00.000Z', time_zone: 'Europe/Berlin', interviewer_ids: [RECRUITER_ID] });
  });

  it('reschedules in the zone the interview was scheduled in, its date and time as they read there', async () => {
    const { user } = renderApp({ route, user: recruiter, handlers: handlers([earlier]) });
    const item = await screen.findByTestId('interview', {}, { timeout: 15_000 });
    await user.click(within(item).getByRole('button', { name: /Reschedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Interview' });
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(within(dialog).getByLabelText('Date *')).toHaveValue('2026-10-20');
    expect(within(dialog).getByLabelText('Time *')).toHaveValue('10:00');
  });
});
