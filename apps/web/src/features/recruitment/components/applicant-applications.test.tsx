import type { ApplicantApplication } from '@keel/shared/applications';
import type { Interview } from '@keel/shared/interviews';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { ADMIN_ID, applicant, APPLICANT_ID, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';

allowSlowPages();

const APP_ID = '66666666-6666-4666-8666-666666666666';
const INTERVIEW_ID = '88888888-8888-4888-8888-888888888888';
const OTHER_JOB = '99999999-9999-4999-8999-999999999999';
const DESIGN = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const TALK = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const SKILL = 'a9999999-9999-4999-8999-999999999999';
const kit = {
  job_id: JOB_ID,
  competencies: [
    // Decision 0109: the design competency rates a skill of the graph; the summary names it.
    {
      id: DESIGN,
      name: 'System design',
      weight: 2,
      questions: ['Design a rate limiter.'],
      skill_id: SKILL,
      skill_name: 'Software architecture',
    },
    { id: TALK, name: 'Communication', weight: null, questions: [], skill_id: null, skill_name: null },
  ],
};
const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

const application: ApplicantApplication = {
  application_id: APP_ID,
  job_id: JOB_ID,
  job_title: 'Platform Engineer',
  stage: 'Interviewing',
  rejection_reason: null,
  source: 'Job Board',
  source_channel: 'indeed',
  cover_note: null,
  stage_changed_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  version: 2,
  primary: true,
  ats_score: 67,
  ats_keywords_matched: ['kotlin', 'postgres'],
  ats_last_screened: '2026-11-02T10:00:00.000Z',
};

function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    interview_id: INTERVIEW_ID,
    application_id: APP_ID,
    starts_at: '2026-12-01T15:00:00.000Z',
    duration_minutes: 45,
    time_zone: 'Pacific/Auckland',
    location: 'Room 4',
    video_url: null,
    cancelled_at: null,
    version: 1,
    interviewers: [{ id: RECRUITER_ID, fullName: 'Riley Chen', email: 'riley@keel.demo' }],
    scorecards: [
      {
        interviewer_id: ADMIN_ID,
        interviewer_name: 'Avery Morgan',
        recommendation: 'strong_yes',
        ratings: [
          { competency_id: DESIGN, name: 'System design', rating: 4, notes: 'Clean.' },
          { competency_id: TALK, name: 'Communication', rating: 3, notes: null },
        ],
        legacy_rating: null,
        notes: 'Excellent.',
        updated_at: '2026-12-01T17:00:00.000Z',
      },
    ],
    hidden_scorecards: 0,
    is_interviewer: true,
    ...overrides,
  };
}

function handlers(interviews: Interview[], extra = {}) {
  return {
    [`GET /api/applicants/${APPLICANT_ID}`]: () =>
      json(200, applicant({ job_id: JOB_ID, job_title: 'Platform Engineer', status: 'Interviewing' })),
    'GET /api/jobs/choices': () =>
      json(200, [
        { job_id: JOB_ID, title: 'Platform Engineer', status: 'Open', location: null },
        { job_id: OTHER_JOB, title: 'Data Engineer', status: 'Open', location: null },
      ]),
    [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
    'GET /api/recruiters': () => json(200, recruiters),
    [`GET /api/applications/${APP_ID}/interviewer-choices`]: () => json(200, recruiters),
    [`GET /api/applicants/${APPLICANT_ID}/applications`]: () => json(200, [application]),
    [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, interviews),
    [`GET /api/jobs/${JOB_ID}/interview-kit`]: () => json(200, kit),
    ...extra,
  };
}

const route = `/recruitment/applicants/${APPLICANT_ID}`;

describe("an applicant's applications", () => {
  it('lists each job with its stage, its interviews and their scorecards together', async () => {
    renderApp({ route, user: recruiter, handlers: handlers([interview()]) });
    const section = await screen.findByRole('region', { name: 'Applications' });
    expect(await within(section).findByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', `/recruitment/jobs/${JOB_ID}`);
    expect(within(section).getByTestId('application')).toHaveTextContent('ATS score: 67 · matched: kotlin, postgres');
    // Where it came from: the careers form followed from the Indeed feed (decision 0077).
    expect(within(section).getByTestId('application')).toHaveTextContent('Source: Job Board (via indeed)');
    const item = await within(section).findByTestId('interview');
    expect(item).toHaveTextContent('45 minutes');
    // The viewer's own time and zone, and the zone the invitations were written in (decision 0039).
    expect(item).toHaveTextContent(`${Intl.DateTimeFormat().resolvedOptions().timeZone}) · invitations say`);
    expect(item).toHaveTextContent('invitations say Wednesday, 2 December 2026, 04:00–04:45 (New Zealand Time, Pacific/Auckland)');
    expect(item).toHaveTextContent('Interviewers: Riley Chen');
    const cards = within(item).getByRole('list', { name: 'Scorecards' });
    expect(cards).toHaveTextContent('Avery Morgan: Strong yes — Excellent.');
    expect(cards).toHaveTextContent('System design: 4 of 4 — Clean.');
    // Data Engineer can be added; the job already applied for is not offered again.
    expect(
      within(within(section).getByLabelText('Consider for another job'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a job posting', 'Data Engineer']);
  });

  it('says how many scorecards the caller may not read yet', async () => {
    renderApp({ route, user: recruiter, handlers: handlers([interview({ scorecards: [], hidden_scorecards: 2, is_interviewer: false })]) });
    expect(await screen.findByText('2 other scorecard(s) recorded: you see them once you have recorded yours.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Scorecard' })).toBeNull();
  });

  it('sums the scorecards up per competency, with the recommendations tallied', async () => {
    const second = {
      interviewer_id: RECRUITER_ID,
      interviewer_name: 'Riley Chen',
      recommendation: 'no' as const,
      ratings: [
        { competency_id: DESIGN, name: 'System design', rating: 3, notes: null },
        { competency_id: TALK, name: 'Communication', rating: 2, notes: null },
      ],
      legacy_rating: null,
      notes: null,
      updated_at: '2026-12-01T18:00:00.000Z',
    };
    renderApp({ route, user: recruiter, handlers: handlers([interview({ scorecards: [interview().scorecards[0], second] })]) });
    const table = await screen.findByRole('table', { name: 'Scorecards summed up (2)' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['System design (weight 2)Skill: Software architecture3.52', 'Communication2.52']);
    expect(screen.getByText('Weighted average: 3.2 of 4')).toBeInTheDocument();
    expect(screen.getByTestId('recommendation-tally')).toHaveTextContent('Recommendations: Strong no 0 · No 1 · Yes 0 · Strong yes 1');
  });

  it("schedules an interview at the date and time read in the office's zone (no earlier interview: the candidate's is not known) with the chosen panel", async () => {
    const { user, fetchMock } = renderApp({
      route,
      user: recruiter,
      handlers: handlers([], {
        [`POST /api/applications/${APP_ID}/interviews`]: () => json(201, interview()),
        'GET /api/team/office-time-zone': () => json(200, { time_zone: 'America/New_York' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule Interview for Platform Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Interview' });
    await waitFor(() => expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York'));
    await user.type(within(dialog).getByLabelText('Date *'), '2026-12-01');
    await user.clear(within(dialog).getByLabelText('Time *'));
    await user.type(within(dialog).getByLabelText('Time *'), '09:30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Avery Morgan' }));
    await user.type(within(dialog).getByLabelText('Video link'), 'https://meet.example.com/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and Invite' }));
    expect(await within(toastRegion()).findByText('Interview Scheduled!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`);
    const body = JSON.parse(String(call[1]?.body));
    expect(body).toMatchObject({
      starts_at: '2026-12-01T14:30:00.000Z',
      time_zone: 'America/New_York',
      duration_minutes: 60,
      location: '',
      video_url: 'https://meet.example.com/abc',
    });
    expect([...body.interviewer_ids].sort()).toEqual([ADMIN_ID, RECRUITER_ID].sort());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("records the interviewer's scorecard", async () => {
    const { user, fetchMock } = renderApp({
      route,
      user: recruiter,
      handlers: handlers([interview()], { [`PUT /api/interviews/${INTERVIEW_ID}/scorecard`]: () => json(200, interview()) }),
    });
    const form = await screen.findByRole('form', { name: 'Record your scorecard' });
    const design = await within(form).findByRole('group', { name: 'System design (weight 2)' });
    expect(design).toHaveTextContent('Design a rate limiter.');
    // Every competency is rated before it is sent.
    await user.click(within(design).getByRole('radio', { name: '4 Excellent' }));
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Save Scorecard' }));
    expect(await within(toastRegion()).findByText('Validation Error')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/interviews/${INTERVIEW_ID}/scorecard`)).toHaveLength(0);
    await user.type(within(design).getByLabelText('Notes on System design'), 'Sound trade-offs.');
    const talk = within(form).getByRole('group', { name: 'Communication' });
    await user.click(within(talk).getByRole('radio', { name: '2 Mixed' }));
    await user.type(within(form).getByLabelText('Notes'), 'Clear communicator.');
    await user.click(within(form).getByRole('button', { name: 'Save Scorecard' }));
    expect(await within(toastRegion()).findByText('Scorecard Saved!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, `PUT /api/interviews/${INTERVIEW_ID}/scorecard`)[0][1]?.body))).toEqual({
      recommendation: 'yes',
      notes: 'Clear communicator.',
      ratings: [
        { competency_id: DESIGN, rating: 4, notes: 'Sound trade-offs.' },
        { competency_id: TALK, rating: 2, notes: '' },
      ],
    });
  });

  it('adds the applicant to another job, and says so when they are already on it', async () => {
    const { user } = renderApp({
      route,
      user: recruiter,
      handlers: handlers([], {
        [`POST /api/applicants/${APPLICANT_ID}/applications`]: () =>
          json(409, { code: 'CONFLICT', message: 'This applicant is already being considered for this job.' }),
      }),
    });
    const section = await screen.findByRole('region', { name: 'Applications' });
    await waitFor(() => expect(within(within(section).getByLabelText('Consider for another job')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(section).getByLabelText('Consider for another job'), OTHER_JOB);
    await user.click(within(section).getByRole('button', { name: 'Add to Job' }));
    const toast = await within(toastRegion()).findByText('Error adding to job');
    expect(toast.closest('li')).toHaveTextContent('This applicant is already being considered for this job.');
  });
});

describe('an accepted offer on an application (decision 0108)', () => {
  it('is recorded with its start date at Offer Extended, then shown and removed after a confirmation', async () => {
    let current: ApplicantApplication = { ...application, stage: 'Offer Extended' };
    const { fetchMock, user } = renderApp({
      route,
      user: recruiter,
      handlers: handlers([], {
        [`GET /api/applicants/${APPLICANT_ID}/applications`]: () => json(200, [current]),
        [`PUT /api/applications/${APP_ID}/accepted-offer`]: (init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { starts_on: string };
          current = {
            ...current,
            version: current.version + 1,
            accepted_offer: { starts_on: body.starts_on, accepted_at: '2026-11-27T10:00:00.000Z' },
          };
          return json(200, current);
        },
        [`POST /api/applications/${APP_ID}/accepted-offer/remove`]: () => {
          current = { ...current, version: current.version + 1, accepted_offer: null };
          return json(200, current);
        },
      }),
    });
    const body = (key: string) => JSON.parse(String(callsTo(fetchMock, key)[0][1]?.body)) as unknown;
    const section = await screen.findByRole('region', { name: 'Applications' });
    const date = await within(section).findByLabelText('Offer accepted: start date');
    const record = within(section).getByRole('button', { name: 'Record accepted offer' });
    expect(record).toBeDisabled();
    await user.type(date, '2027-04-01');
    await user.click(record);
    expect(await within(section).findByText(/Offer accepted · starts/)).toHaveTextContent('Offer accepted · starts 2027-04-01');
    expect(body(`PUT /api/applications/${APP_ID}/accepted-offer`)).toEqual({ starts_on: '2027-04-01', version: 2 });

    await user.click(within(section).getByRole('button', { name: 'Remove accepted offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the accepted offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).queryByText(/Offer accepted · starts/)).toBeNull());
    expect(body(`POST /api/applications/${APP_ID}/accepted-offer/remove`)).toEqual({ version: 3 });
  });

  it('is not offered before Offer Extended', async () => {
    renderApp({ route, user: recruiter, handlers: handlers([]) });
    const section = await screen.findByRole('region', { name: 'Applications' });
    await within(section).findByRole('link', { name: 'Platform Engineer' });
    expect(within(section).queryByLabelText('Offer accepted: start date')).toBeNull();
  });
});
