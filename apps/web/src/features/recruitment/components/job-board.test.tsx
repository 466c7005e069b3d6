import type { ApplicationCard, JobBoard as JobBoardData } from '@keel/shared/applications';
import { APPLICATION_STAGES } from '@keel/shared/applications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { recruitmentKeys } from '../api/recruitment-keys';
import { JobBoard } from './job-board';
import { APPLICANT_ID, JOB_ID, jobPageHandlers, RECRUITER_ID } from '../../../test/fixtures/recruitment';

allowSlowPages();

const APP_ID = '66666666-6666-4666-8666-666666666666';
const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();

function card(overrides: Partial<ApplicationCard> = {}): ApplicationCard {
  return {
    application_id: APP_ID,
    applicant_id: APPLICANT_ID,
    job_id: JOB_ID,
    name: 'Ann Lee',
    email: 'ann@example.com',
    ats_score: 82,
    source: 'Referral',
    stage: 'Screening',
    rejection_reason: null,
    stage_changed_at: threeDaysAgo,
    version: 1,
    ...overrides,
  };
}

function board(cards: ApplicationCard[], totals: Partial<Record<string, number>> = {}): JobBoardData {
  return {
    job_id: JOB_ID,
    job_title: 'Platform Engineer',
    columns: APPLICATION_STAGES.map((stage) => {
      const inStage = cards.filter((c) => c.stage === stage);
      return { stage, total: totals[stage] ?? inStage.length, cards: inStage };
    }),
  };
}

const column = (stage: string) => screen.getByRole('region', { name: new RegExp(`^${stage}`) });
const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const REASONS = [
  { id: 'a1111111-1111-4111-8111-111111111111', label: 'Skills do not match', retired: false, applications: 0 },
  { id: 'b2222222-2222-4222-8222-222222222222', label: 'Old reason', retired: true, applications: 3 },
  { id: 'c3333333-3333-4333-8333-333333333333', label: 'Position filled', retired: false, applications: 0 },
];
const pageHandlers = (b: JobBoardData) => ({
  'GET /api/rejection-reasons': () => json(200, REASONS),
  ...jobPageHandlers(b),
});

describe('the job board on a job page', () => {
  it('shows every stage with its count, and cards with ATS score, source and days in stage', async () => {
    renderApp({ route: `/recruitment/jobs/${JOB_ID}`, user: recruiter, handlers: pageHandlers(board([card()])) });
    expect(await screen.findByRole('heading', { name: /Applications/ })).toHaveTextContent('Applications (1)');
    const headings = within(screen.getByRole('region', { name: 'Applications by stage' })).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.firstChild?.textContent)).toEqual([...APPLICATION_STAGES]);
    const screening = within(column('Screening'));
    expect(screening.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', `/recruitment/applicants/${APPLICANT_ID}`);
    const cardText = screening.getByTestId('application-card').textContent;
    expect(cardText).toContain('ATS82');
    expect(cardText).toContain('SourceReferral');
    expect(cardText).toContain('In stage3 days');
  });

  it('moves a card from its menu (keyboard), sends the version it saw, and keeps the move', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()])),
        [`POST /api/applications/${APP_ID}/move`]: () =>
          json(200, card({ stage: 'Interviewing', version: 2, stage_changed_at: new Date().toISOString() })),
      },
    });
    const menu = await screen.findByRole('button', { name: 'Actions for Ann Lee' });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Interviewing' }));
    await waitFor(() => expect(within(column('Interviewing')).getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument());
    expect(within(column('Screening')).queryByRole('link', { name: 'Ann Lee' })).toBeNull();
    const [call] = callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`);
    expect(JSON.parse(String(call[1]?.body))).toEqual({ stage: 'Interviewing', version: 1 });
    expect(within(column('Interviewing')).getByTestId('application-card').textContent).toContain('In stage0 days');
  });

  it('puts a refused move back and says why', async () => {
    const { user } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()])),
        [`POST /api/applications/${APP_ID}/move`]: () =>
          json(409, { code: 'CONFLICT', message: 'Someone else moved this application after you opened the board.' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    const toast = await within(screen.getByRole('region', { name: /notifications/i })).findByText('Error moving application');
    expect(toast.closest('li')).toHaveTextContent('Someone else moved this application after you opened the board.');
    await waitFor(() => expect(within(column('Screening')).getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument());
    expect(within(column('Hired')).queryByRole('link', { name: 'Ann Lee' })).toBeNull();
  });

  it("'Show more' loads the next cards of a column", async () => {
    const more = card({ application_id: '77777777-7777-4777-8777-777777777777', name: 'Bo Chen' });
    const { user } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()], { Screening: 2 })),
        [`GET /api/jobs/${JOB_ID}/board/column`]: () => json(200, { stage: 'Screening', total: 2, cards: [more] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more (1)' }));
    expect(await within(column('Screening')).findByRole('link', { name: 'Bo Chen' })).toBeInTheDocument();
    expect(within(column('Screening')).queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it("keeps the cards 'Show more' brought when the board refreshes (a live update), asking for them again at once", async () => {
    const more = card({ application_id: '77777777-7777-4777-8777-777777777777', name: 'Bo Chen' });
    const { user, fetchMock, queryClient } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()], { Screening: 2 })),
        [`GET /api/jobs/${JOB_ID}/board/column`]: () => json(200, { stage: 'Screening', total: 2, cards: [more] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more (1)' }));
    expect(await within(column('Screening')).findByRole('link', { name: 'Bo Chen' })).toBeInTheDocument();

    await queryClient.invalidateQueries({ queryKey: recruitmentKeys.board(JOB_ID) });
    expect(callsTo(fetchMock, `GET /api/jobs/${JOB_ID}/board`)).toHaveLength(2);
    const columnCalls = callsTo(fetchMock, `GET /api/jobs/${JOB_ID}/board/column`).map(([url]) => String(url));
    expect(columnCalls).toEqual([expect.stringContaining('offset=1'), expect.stringMatching(/offset=1&limit=1$/)]);
    expect(within(column('Screening')).getByRole('link', { name: 'Bo Chen' })).toBeInTheDocument();
    expect(within(column('Screening')).queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});

describe('the rejection hook', () => {
  it('calls onRejected with the card once the server has accepted a move to Rejected', async () => {
    const rejected = card({ stage: 'Rejected', version: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (init?.method === 'POST' && path === `/api/applications/${APP_ID}/move`) return json(200, rejected);
        if (path === `/api/jobs/${JOB_ID}/board`) return json(200, board([card()]));
        if (path === '/api/rejection-reasons') return json(200, REASONS);
        return json(404, { code: 'NOT_FOUND', message: path });
      }),
    );
    const onRejected = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <JobBoard jobId={JOB_ID} onRejected={onRejected} /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    // Counting the interviews failed (404): the dialog still asks why.
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to Rejected?' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Position filled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledWith(rejected));
    expect(onRejected).toHaveBeenCalledTimes(1);
  });
});

const interview = (overrides: Record<string, unknown> = {}) => ({
  interview_id: '88888888-8888-4888-8888-888888888888',
  application_id: APP_ID,
  starts_at: new Date(Date.now() + 86_400_000).toISOString(),
  duration_minutes: 45,
  time_zone: 'America/Chicago',
  location: 'Room 4',
  video_url: null,
  cancelled_at: null,
  version: 1,
  interviewers: [],
  scorecards: [],
  hidden_scorecards: 0,
  is_interviewer: false,
  ...overrides,
});

describe('a move that ends the application says first that it cancels the upcoming interviews (decision 0074)', () => {
  it('asks before a move to Rejected when there are upcoming interviews; Cancel moves nothing, confirming moves', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()])),
        [`GET /api/applications/${APP_ID}/interviews`]: () =>
          json(200, [interview(), interview({ interview_id: '99999999-9999-4999-8999-999999999999', cancelled_at: threeDaysAgo })]),
        [`POST /api/applications/${APP_ID}/move`]: () => json(200, card({ stage: 'Rejected', version: 2 })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to Rejected?' });
    expect(dialog).toHaveTextContent('1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const again = await screen.findByRole('alertdialog', { name: 'Move to Rejected?' });
    await user.click(await within(again).findByRole('radio', { name: 'Skills do not match' }));
    await user.click(within(again).getByRole('button', { name: 'Move to Rejected' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`)).toHaveLength(1));
  });
});

describe('a rejection always asks for its reason (decision 0078)', () => {
  it('offers the reasons not retired, refuses to go on without one, and sends the one chosen', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()])),
        [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, []),
        [`POST /api/applications/${APP_ID}/move`]: () =>
          json(200, card({ stage: 'Rejected', rejection_reason: 'Position filled', version: 2 })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to Rejected?' });
    expect(dialog).toHaveTextContent('Ann Lee moves to Rejected.');
    expect(dialog).not.toHaveTextContent('will be cancelled');
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Skills do not match', 'Position filled']);

    await user.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a rejection reason.');
    expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Position filled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`)).toHaveLength(1));
    const [call] = callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`);
    expect(JSON.parse(String(call[1]?.body))).toEqual({ stage: 'Rejected', version: 1, rejection_reason_id: REASONS[2].id });
    // The reason dialog is gone; the route offers the rejection e-mail next (decision 0038).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('moves at once when there are none (only past or cancelled ones)', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...pageHandlers(board([card()])),
        [`GET /api/applications/${APP_ID}/interviews`]: () => json(200, [interview({ starts_at: threeDaysAgo })]),
        [`POST /api/applications/${APP_ID}/move`]: () => json(200, card({ stage: 'Hired', version: 2 })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/applications/${APP_ID}/move`)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
