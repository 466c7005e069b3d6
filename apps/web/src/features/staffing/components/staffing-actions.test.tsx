import type { Consultant } from '@keel/shared/consultants';
import type { Demand, DemandMatches } from '@keel/shared/demands';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { DEAL, DEMAND, demand, setUpDealPage } from '../../../test/fixtures/staffing';
import { applicant, APPLICANT_ID, job, JOB_ID } from '../../../test/fixtures/recruitment';

vi.setConfig({ testTimeout: 60_000 });
/** A lazily loaded page (the applicant's, the consultant's) can take seconds to load on a busy machine. */
const PAGE = { timeout: 20_000 };

const CONSULTANT = 'c3333333-3333-4333-8333-333333333333';
const ALLOCATION = 'e5555555-5555-4555-8555-555555555555';
const component = (points: number, max: number, text: string) => ({ points, max, text });
const bench = (allocation: DemandMatches['matches'][number]['allocation']): DemandMatches['matches'][number] => ({
  kind: 'consultant',
  id: CONSULTANT,
  name: 'Ada Bench',
  detail: null,
  score: 90,
  skills: { ...component(50, 50, 'Meets 1 of 1 required skills: React 4 (needs 4).'), covered: [] },
  availability: { ...component(30, 30, 'Free all 92 days.'), overlap_pct: 100 },
  location: component(10, 10, 'Based in Berlin, DE, where the role is.'),
  allocation,
});
const matchesUrl = `GET /api/deals/${DEAL}/demands/${DEMAND}/matches`;
const allocationUrl = `/api/deals/${DEAL}/demands/${DEMAND}/allocations/${ALLOCATION}`;

describe('"Make a job" on a demand (decisions 0097 and 0109)', () => {
  it('lets a recruiter make the job in one click where nobody fits; the demand then links to it', async () => {
    let current: Demand = demand;
    const { user, fetchMock } = setUpDealPage('recruiter', [], {
      [`GET /api/deals/${DEAL}/demands`]: () => json(200, [current]),
      // Someone is ranked, below the fit bar: nobody fits.
      [matchesUrl]: () => json(200, { demand_id: DEMAND, candidates_shown: true, matches: [{ ...bench(null), score: 59 }] }),
      [`POST /api/deals/${DEAL}/demands/${DEMAND}/job`]: () => {
        current = { ...demand, job: { job_id: JOB_ID, title: 'React lead', status: 'On Hold' } };
        return json(201, job({ job_id: JOB_ID, title: 'React lead', status: 'On Hold' }));
      },
    });
    expect(await screen.findByText('Nobody fits this demand (no match scores 60 or more).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show matches for React lead' }));
    expect(await screen.findByText('Nobody fits this demand yet: no match scores 60 or more.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Matches for React lead' })).toHaveTextContent('Ada Bench');
    await user.click(screen.getByRole('button', { name: 'Make a job for React lead' }));
    const link = await screen.findByRole('link', { name: 'React lead' });
    expect(link).toHaveAttribute('href', `/recruitment/jobs/${JOB_ID}`);
    expect(link.closest('p')).toHaveTextContent('Job: React lead (On Hold)');
    expect(screen.queryByRole('button', { name: 'Make a job for React lead' })).toBeNull();
    expect(callsTo(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/job`)).toHaveLength(1);
  });

  it('where someone fits, offers only "Make a job anyway", which names who fits and makes nothing until confirmed', async () => {
    const { user, fetchMock } = setUpDealPage('admin', [demand], {
      [matchesUrl]: () => json(200, { demand_id: DEMAND, candidates_shown: true, matches: [{ ...bench(null), score: 60 }] }),
      [`POST /api/deals/${DEAL}/demands/${DEMAND}/job`]: () => json(201, job({ job_id: JOB_ID, title: 'React lead', status: 'On Hold' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Make a job anyway for React lead' }));
    expect(screen.queryByRole('button', { name: 'Make a job for React lead' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a job for React lead?' });
    expect(dialog).toHaveTextContent('1 match scores 60 or more (best: Ada Bench, 60).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/job`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Make a job anyway for React lead' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a job' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/job`)).toHaveLength(1));
  });

  it('offers a sales rep no "Make a job" (jobs are posted by admins and recruiters)', async () => {
    setUpDealPage('sales_rep', [demand]);
    expect(await screen.findByRole('button', { name: 'Show matches for React lead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make a job/ })).toBeNull();
  });
});

describe('withdrawing a proposal and ending an allocation (decision 0097)', () => {
  it('withdraws a proposed consultant in one click', async () => {
    let allocation: DemandMatches['matches'][number]['allocation'] = { allocation_id: ALLOCATION, status: 'proposed' };
    const { user, fetchMock } = setUpDealPage('sales_rep', [demand], {
      [matchesUrl]: () => json(200, { demand_id: DEMAND, candidates_shown: false, matches: [bench(allocation)] }),
      [`DELETE ${allocationUrl}`]: () => {
        allocation = null;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw Ada Bench' }));
    expect(await screen.findByRole('button', { name: 'Propose Ada Bench' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE ${allocationUrl}`)).toHaveLength(1);
  });

  it('ends a confirmed allocation only through its confirmation dialog, with the last day chosen', async () => {
    const { user, fetchMock } = setUpDealPage('sales_rep', [demand], {
      [matchesUrl]: () =>
        json(200, { demand_id: DEMAND, candidates_shown: false, matches: [bench({ allocation_id: ALLOCATION, status: 'confirmed' })] }),
      [`POST ${allocationUrl}/end`]: () => json(200, { allocation_id: ALLOCATION, removed: false, ends_on: '2027-04-15' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    await user.click(await screen.findByRole('button', { name: 'End allocation of Ada Bench' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the allocation of Ada Bench?' });
    expect(callsTo(fetchMock, `POST ${allocationUrl}/end`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, `POST ${allocationUrl}/end`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End allocation of Ada Bench' }));
    const again = await screen.findByRole('dialog', { name: 'End the allocation of Ada Bench?' });
    const lastDay = within(again).getByLabelText('Last day');
    await user.clear(lastDay);
    await user.type(lastDay, '2027-04-15');
    await user.click(within(again).getByRole('button', { name: 'End Allocation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = callsTo(fetchMock, `POST ${allocationUrl}/end`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ last_day: '2027-04-15' });
  });
});

describe('extending a confirmed allocation (decision 0109)', () => {
  it('starts from the current end and %, sends the new ones and shows the over-allocation the answer flags', async () => {
    const period = { starts_on: '2027-03-01', ends_on: '2027-05-31', allocation_pct: 80 };
    const { user, fetchMock } = setUpDealPage('sales_rep', [demand], {
      [matchesUrl]: () =>
        json(200, {
          demand_id: DEMAND,
          candidates_shown: false,
          matches: [bench({ allocation_id: ALLOCATION, status: 'confirmed', period })],
        }),
      [`POST ${allocationUrl}/extend`]: () =>
        json(200, {
          allocation_id: ALLOCATION,
          demand_id: DEMAND,
          consultant_id: CONSULTANT,
          consultant_name: 'Ada Bench',
          status: 'confirmed',
          starts_on: '2027-03-01',
          ends_on: '2027-06-30',
          allocation_pct: 100,
          over_allocation: { days: 12, peak_pct: 130 },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    await user.click(await screen.findByRole('button', { name: 'Extend the allocation of Ada Bench' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the allocation of Ada Bench' });
    const lastDay = within(dialog).getByLabelText('New last day');
    const pct = within(dialog).getByLabelText('Allocation (%)');
    expect(lastDay).toHaveValue('2027-05-31');
    expect(pct).toHaveValue('80');
    await user.clear(lastDay);
    await user.type(lastDay, '2027-06-30');
    await user.clear(pct);
    await user.type(pct, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Extend Allocation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = callsTo(fetchMock, `POST ${allocationUrl}/extend`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ ends_on: '2027-06-30', allocation_pct: 100 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Bench is over-allocated: up to 130% on 12 days.');
  });

  it('shows the server’s refusal in the dialog and offers a plain user no Extend', async () => {
    const confirmed = { allocation_id: ALLOCATION, status: 'confirmed' as const };
    const { user, unmount } = setUpDealPage('sales_rep', [demand], {
      [matchesUrl]: () => json(200, { demand_id: DEMAND, candidates_shown: false, matches: [bench(confirmed)] }),
      [`POST ${allocationUrl}/extend`]: () => json(400, { code: 'VALIDATION_ERROR', message: 'Change the end date or the %.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    await user.click(await screen.findByRole('button', { name: 'Extend the allocation of Ada Bench' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the allocation of Ada Bench' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend Allocation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Change the end date or the %.');
    unmount();
    const plain = setUpDealPage('user', [demand], {
      [matchesUrl]: () => json(200, { demand_id: DEMAND, candidates_shown: false, matches: [bench(confirmed)] }),
    });
    await plain.user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    expect(await screen.findByText('Ada Bench')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Extend/ })).toBeNull();
  });
});

const consultant: Consultant = {
  consultant_id: CONSULTANT,
  full_name: 'Hana Hired',
  email: 'hana@example.com',
  phone: '+49 30 1234',
  title: 'Platform engineer',
  engagement: 'employee',
  user_id: null,
  user_name: null,
  city: null,
  country: null,
  time_zone: null,
  notes: null,
  skills: [{ skill_id: 'a1111111-1111-4111-8111-111111111111', name: 'React', level: 2, years: null }],
  unavailability: [],
  origin: { applicant_id: APPLICANT_ID, applicant_name: 'Hana Hired', made_at: '2026-11-27T10:00:00.000Z' },
  has_resume: true,
  version: 1,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  updated_by: 'Rita Recruiter',
};

/** What the applicant page reads besides the applicant (as in the applicant route's own tests). */
const applicantPage = {
  [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
  'GET /api/jobs/choices': () => json(200, []),
  'GET /api/team/options': () => json(200, []),
};

describe('a consultant made from a hire (decision 0097)', () => {
  it('"Make a consultant" on a hired applicant makes one and opens it: where it came from, the resume, the timeline', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: {
        ...applicantPage,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant({ status: 'Hired', first_name: 'Hana', last_name: 'Hired' })),
        [`GET /api/applicants/${APPLICANT_ID}/consultant`]: () => json(200, { consultant: null }),
        [`POST /api/applicants/${APPLICANT_ID}/consultant`]: () => json(201, consultant),
        [`GET /api/consultants/${CONSULTANT}`]: () => json(200, consultant),
        [`GET /api/consultants/${CONSULTANT}/history`]: () =>
          json(200, {
            items: [
              {
                id: '9',
                at: '2026-11-27T10:00:00.000Z',
                action_type: 'CONSULTANT_MADE_FROM_APPLICANT',
                text: 'Rita Recruiter made the consultant “Hana Hired” from the hired applicant “Hana Hired”.',
              },
            ],
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make a consultant' }, PAGE));
    expect(await screen.findByRole('link', { name: 'Open resume' }, PAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/applicants/${APPLICANT_ID}/consultant`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Hana Hired' })).toHaveAttribute('href', `/recruitment/applicants/${APPLICANT_ID}`);
    expect(screen.getByText(/Made from the hired applicant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open resume' })).toHaveAttribute('href', `/api/consultants/${CONSULTANT}/resume`);
    expect(screen.getByRole('heading', { name: 'Hana Hired', level: 1 })).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Consultant timeline' });
    expect(timeline).toHaveTextContent('Rita Recruiter made the consultant “Hana Hired” from the hired applicant “Hana Hired”.');
  });

  it('shows a link to the consultant instead once one was made, and nothing for an applicant not hired', async () => {
    const { unmount } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: {
        ...applicantPage,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant({ status: 'Hired' })),
        [`GET /api/applicants/${APPLICANT_ID}/consultant`]: () =>
          json(200, { consultant: { consultant_id: CONSULTANT, full_name: 'Jane Doe' } }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Consultant: Jane Doe' }, PAGE)).toHaveAttribute(
      'href',
      `/crm/consultants/${CONSULTANT}`,
    );
    expect(screen.queryByRole('button', { name: 'Make a consultant' })).toBeNull();
    unmount();
    renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: { ...applicantPage, [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant({ status: 'Interviewing' })) },
    });
    expect(await screen.findByRole('button', { name: 'Send E-mail' }, PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a consultant' })).toBeNull();
  });
});
