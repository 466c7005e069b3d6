import type { Applicant } from '@keel/shared/applicants';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { HiringJob, HiringTeam, TeamMemberChoice } from '@keel/shared/hiring-teams';
import type { Interview } from '@keel/shared/interviews';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { ADMIN_ID, applicant, APPLICANT_ID, JOB_ID, jobPageHandlers, RECRUITER_ID } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

const CONSULTANT_ID = '77777777-7777-4777-8777-777777777777';
const REP_ID = '12121212-1212-4121-8121-121212121212';
const APP_ID = '66666666-6666-4666-8666-666666666666';
const INTERVIEW_ID = '88888888-8888-4888-8888-888888888888';
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

const members: TeamMemberChoice[] = [
  { id: ADMIN_ID, fullName: 'Avery Morgan', email: 'avery@keel.demo', role: 'admin', timeZone: null },
  { id: CONSULTANT_ID, fullName: 'Casey Consultant', email: 'casey@keel.demo', role: 'user', timeZone: 'Europe/Zurich' },
  { id: REP_ID, fullName: 'Robin Rep', email: 'robin@keel.demo', role: 'sales_rep', timeZone: null },
  { id: RECRUITER_ID, fullName: 'Riley Chen', email: 'riley@keel.demo', role: 'recruiter', timeZone: null },
];
const emptyTeam: HiringTeam = { job_id: JOB_ID, hiring_manager: null, interviewers: [] };

describe("a job's hiring team", () => {
  it('chooses a hiring manager and interviewers of any role from labelled fields and saves them', async () => {
    const saved: HiringTeam = {
      job_id: JOB_ID,
      hiring_manager: { id: CONSULTANT_ID, fullName: 'Casey Consultant', email: 'casey@keel.demo' },
      interviewers: [{ id: REP_ID, fullName: 'Robin Rep', email: 'robin@keel.demo' }],
    };
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: testUser('recruiter', { id: RECRUITER_ID }),
      handlers: {
        ...jobPageHandlers(),
        [`GET /api/jobs/${JOB_ID}/hiring-team`]: () => json(200, emptyTeam),
        'GET /api/hiring-teams/members': () => json(200, members),
        [`PUT /api/jobs/${JOB_ID}/hiring-team`]: () => json(200, saved),
      },
    });
    const manager = await screen.findByLabelText('Hiring manager', {}, { timeout: 5000 });
    expect(
      within(manager)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Avery Morgan (Admin)', 'Casey Consultant (User)', 'Robin Rep (Sales Rep)', 'Riley Chen (Recruiter)']);
    await user.selectOptions(manager, CONSULTANT_ID);
    const interviewers = screen.getByRole('group', { name: 'Interviewers' });
    // The hiring manager is not offered again as an interviewer.
    expect(within(interviewers).queryByRole('checkbox', { name: /Casey Consultant/ })).toBeNull();
    await user.click(within(interviewers).getByRole('checkbox', { name: 'Robin Rep (Sales Rep)' }));
    await user.click(screen.getByRole('button', { name: 'Save Hiring Team' }));
    expect(await within(toastRegion()).findByText('Hiring Team Saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `PUT /api/jobs/${JOB_ID}/hiring-team`);
    expect(JSON.parse(String(call[1]?.body))).toEqual({ hiring_manager_id: CONSULTANT_ID, interviewer_ids: [REP_ID] });
  });
});

const hiringJobs: HiringJob[] = [
  {
    job_id: JOB_ID,
    title: 'Platform Engineer',
    status: 'Open',
    parts: ['hiring_manager'],
    candidates: [{ application_id: APP_ID, applicant_id: APPLICANT_ID, name: 'Jane Doe', stage: 'Interviewing' }],
  },
];

const application: ApplicantApplication = {
  application_id: APP_ID,
  job_id: JOB_ID,
  job_title: 'Platform Engineer',
  stage: 'Interviewing',
  rejection_reason: null,
  source: null,
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

const interview: Interview = {
  interview_id: INTERVIEW_ID,
  application_id: APP_ID,
  starts_at: '2026-12-01T15:00:00.000Z',
  duration_minutes: 45,
  time_zone: 'UTC',
  location: 'Room 4',
  video_url: null,
  cancelled_at: null,
  version: 1,
  interviewers: [{ id: CONSULTANT_ID, fullName: 'Casey Consultant', email: 'casey@keel.demo' }],
  scorecards: [],
  hidden_scorecards: 0,
  is_interviewer: true,
};

describe('My Hiring', () => {
  const consultant = testUser('user', { id: CONSULTANT_ID, fullName: 'Casey Consultant' });
  const teamHandlers = {
    'GET /api/my-hiring': () => json(200, hiringJobs),
    [`GET /api/applicants/${APPLICANT_ID}`]: () =>
      json(200, {
        ...applicant({ job_id: JOB_ID, job_title: 'Platform Engineer', status: 'Interviewing' }),
        resume_on_file: true,
        resume_url: `/api/applicants/${APPLICANT_ID}/resume`,
      } satisfies Applicant),
    [`GET /api/applicants/${APPLICANT_ID}/applications`]: () => json(200, [application]),
    [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, [interview]),
  };

  it('shows a member of any role on a hiring team the My Hiring entry, their jobs and candidates', async () => {
    const { user, router } = renderApp({ route: '/crm/my-hiring', user: consultant, handlers: teamHandlers });
    const sidebar = await screen.findByRole('navigation', { name: 'Workspace' }, { timeout: 5000 });
    expect(await within(sidebar).findByRole('link', { name: 'My Hiring' })).toHaveAttribute('href', '/crm/my-hiring');
    expect(within(sidebar).queryByRole('link', { name: 'Jobs' })).toBeNull();
    const job = await screen.findByRole('region', { name: 'Platform Engineer' });
    expect(job).toHaveTextContent('You are: Hiring manager');
    await user.click(within(job).getByRole('link', { name: 'Jane Doe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/my-hiring/applicants/${APPLICANT_ID}`));
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open resume/ })).toHaveAttribute('href', `/api/applicants/${APPLICANT_ID}/resume`);
    const item = await screen.findByTestId('interview');
    expect(item).toHaveTextContent('Interviewers: Casey Consultant');
    // The job's hiring manager schedules, reschedules and cancels its interviews (decision 0085), and records their scorecard.
    expect(await screen.findByRole('button', { name: 'Schedule Interview for Platform Engineer' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Cancel Interview' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Save Scorecard' })).toBeInTheDocument();
  });

  it('gives a member only on a panel of the job nothing to schedule, reschedule or cancel: reading and their own scorecard', async () => {
    const onPanel = [{ ...hiringJobs[0], parts: ['panel' as const] }];
    const offered = {
      ...application,
      stage: 'Offer Extended' as const,
      accepted_offer: { starts_on: '2027-04-01', accepted_at: '2026-11-27T10:00:00.000Z' },
    };
    renderApp({
      route: `/crm/my-hiring/applicants/${APPLICANT_ID}`,
      user: consultant,
      handlers: {
        ...teamHandlers,
        'GET /api/my-hiring': () => json(200, onPanel),
        [`GET /api/applicants/${APPLICANT_ID}/applications`]: () => json(200, [offered]),
      },
    });
    // The accepted offer reads on the team's page (decision 0108); only recruiters and admins record or remove it.
    expect(await screen.findByText('Offer accepted · starts 2027-04-01', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record accepted offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove accepted offer' })).toBeNull();
    const item = await screen.findByTestId('interview', {}, { timeout: 5000 });
    expect(within(item).getByRole('button', { name: 'Save Scorecard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule Interview/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Cancel Interview' })).toBeNull();
  });

  it("lets the job's hiring manager (role user) schedule from My Hiring in the office's zone, choosing among those who read the job", async () => {
    const choices = members.filter((m) => m.id === CONSULTANT_ID || m.id === REP_ID);
    const { user, fetchMock } = renderApp({
      route: `/crm/my-hiring/applicants/${APPLICANT_ID}`,
      user: consultant,
      handlers: {
        ...teamHandlers,
        [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, []),
        [`GET /api/applications/${APP_ID}/interviewer-choices`]: () => json(200, choices),
        'GET /api/team/office-time-zone': () => json(200, { time_zone: 'America/Chicago' }),
        [`POST /api/applications/${APP_ID}/interviews`]: () => json(201, interview),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule Interview for Platform Engineer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Interview' });
    await waitFor(() => expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/Chicago'));
    expect(within(dialog).getByText(/The office's time zone/)).toBeInTheDocument();
    const panel = within(dialog).getByRole('group', { name: 'Interviewers *' });
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Casey Consultant', 'Robin Rep']);
    expect(within(panel).getByRole('checkbox', { name: 'Casey Consultant' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Robin Rep' }));
    await user.type(within(dialog).getByLabelText('Date *'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Place'), 'Room 4, Austin office');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and Invite' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, `POST /api/applications/${APP_ID}/interviews`)[0][1]?.body));
    expect(body).toMatchObject({
      starts_at: '2026-12-01T16:00:00.000Z',
      time_zone: 'America/Chicago',
      interviewer_ids: [CONSULTANT_ID, REP_ID],
      location: 'Room 4, Austin office',
    });
  });

  it('shows no Hiring entry to a member on no team, and says so on the page', async () => {
    renderApp({ route: '/crm/my-hiring', user: testUser('sales_rep'), handlers: { 'GET /api/my-hiring': () => json(200, []) } });
    expect(await screen.findByText('You are on no hiring team and on no interview panel yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(sidebar).queryByRole('link', { name: 'My Hiring' })).toBeNull();
  });
});
