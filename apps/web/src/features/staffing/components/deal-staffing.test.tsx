import type { Demand, DemandMatches } from '@keel/shared/demands';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '../../../test/render-app';
import { DEAL, DEMAND, demand, REACT, setUpDealPage } from '../../../test/fixtures/staffing';

vi.setConfig({ testTimeout: 30_000 });

const setUp = setUpDealPage;

const bodyOf = (fetchMock: Parameters<typeof callsTo>[0], key: string) =>
  JSON.parse(String((callsTo(fetchMock, key)[0][1] as RequestInit).body)) as Record<string, unknown>;

describe('the deal page’s Staffing section (decision 0092)', () => {
  it('lets a sales rep add a demand in the dialog: labelled fields, skills at a minimum level, the target rate', async () => {
    const list: Demand[] = [];
    const { user, fetchMock } = setUp('sales_rep', list, {
      [`POST /api/deals/${DEAL}/demands`]: () => {
        list.push(demand);
        return json(201, demand);
      },
    });
    const staffing = await screen.findByRole('region', { name: /Staffing/ });
    expect(await within(staffing).findByText('No demands yet.')).toBeInTheDocument();
    await user.click(within(staffing).getByRole('button', { name: 'Add Demand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Demand' });
    await user.type(within(dialog).getByLabelText(/^Role title/), 'React lead');
    await user.selectOptions(within(dialog).getByLabelText('Seniority'), 'lead');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-03-01');
    await user.type(within(dialog).getByLabelText('End date'), '2027-02-01');
    await user.clear(within(dialog).getByLabelText(/^Allocation/));
    await user.type(within(dialog).getByLabelText(/^Allocation/), '80');
    await user.type(within(dialog).getByLabelText('City'), 'Berlin');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'DE');
    await user.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    await user.selectOptions(await within(dialog).findByLabelText('Skill 1'), REACT);
    await user.selectOptions(within(dialog).getByLabelText('Minimum level of React'), '4');
    expect(within(dialog).queryByLabelText('Years of React')).toBeNull();
    await user.type(within(dialog).getByLabelText('Target day rate'), '900');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    // An end before the start is refused before anything is sent.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    expect(callsTo(fetchMock, `POST /api/deals/${DEAL}/demands`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2027-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    expect(await within(staffing).findByRole('heading', { name: 'React lead' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetchMock, `POST /api/deals/${DEAL}/demands`)).toMatchObject({
      role_title: 'React lead',
      seniority: 'lead',
      skills: [{ skill_id: REACT, min_level: 4 }],
      starts_on: '2027-03-01',
      ends_on: '2027-05-31',
      allocation_pct: 80,
      remote: false,
      city: 'Berlin',
      country: 'DE',
      rate: { target_day_rate: 900, rate_currency: 'EUR' },
    });
    expect(staffing).toHaveTextContent('Target 900 EUR per day');
    expect(staffing).toHaveTextContent('React · at least 4 (Expert)');
  });

  it('shows a plain user the demands without Add, Edit, Remove or a rate', async () => {
    const { rate: _hidden, ...withoutRate } = demand;
    setUp('user', [withoutRate]);
    const staffing = await screen.findByRole('region', { name: /Staffing/ });
    expect(await within(staffing).findByRole('heading', { name: 'React lead' })).toBeInTheDocument();
    expect(staffing).toHaveTextContent('Lead');
    expect(staffing).toHaveTextContent('80%');
    expect(staffing).toHaveTextContent('Berlin, DE');
    expect(within(staffing).queryByRole('button', { name: /Add Demand|Edit|Remove/ })).toBeNull();
    expect(staffing).not.toHaveTextContent('Target');
  });

  it('sends an edit with the version it started from and shows a stale refusal in the dialog', async () => {
    const { user, fetchMock } = setUp('sales_rep', [demand], {
      [`PUT /api/deals/${DEAL}/demands/${DEMAND}`]: () =>
        json(409, {
          code: 'CONFLICT',
          message: 'Someone else saved this record after you opened it.',
          stale: { version: 2, changedBy: 'Ada Admin', changedAt: '2026-11-27T11:00:00.000Z' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit React lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit React lead' });
    expect(within(dialog).getByLabelText(/^Role title/)).toHaveValue('React lead');
    expect(within(dialog).getByLabelText('Minimum level of React')).toHaveValue('4');
    await user.clear(within(dialog).getByLabelText(/^Role title/));
    await user.type(within(dialog).getByLabelText(/^Role title/), 'React architect');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this record after you opened it.');
    expect(bodyOf(fetchMock, `PUT /api/deals/${DEAL}/demands/${DEMAND}`)).toMatchObject({ role_title: 'React architect', version: 1 });
  });
});

describe('a demand’s matches on the Staffing section (decisions 0092 and 0093)', () => {
  const component = (points: number, max: number, text: string) => ({ points, max, text });
  const CONSULTANT = 'c3333333-3333-4333-8333-333333333333';
  const ALLOCATION = 'e5555555-5555-4555-8555-555555555555';
  const bench = (allocation: DemandMatches['matches'][number]['allocation']): DemandMatches['matches'][number] => ({
    kind: 'consultant',
    id: CONSULTANT,
    name: 'Ada Bench',
    detail: 'Frontend lead',
    score: 100,
    skills: { ...component(50, 50, 'Meets 1 of 1 required skills: React 4 (needs 4).'), covered: [] },
    availability: { ...component(30, 30, 'Free all 92 days from 2027-03-01 to 2027-05-31 at 80%.'), overlap_pct: 100 },
    rate: component(10, 10, 'Day rate 850 EUR is within the target 900 EUR.'),
    location: component(10, 10, 'Based in Berlin, DE, where the role is.'),
    allocation,
  });
  const candidate: DemandMatches['matches'][number] = {
    kind: 'candidate',
    id: 'f6666666-6666-4666-8666-666666666666',
    name: 'Cara Candidate',
    detail: 'Frontend developer · Interviewing',
    score: 68,
    skills: { ...component(37.5, 50, 'The resume names 1 of 1 required skills: React.'), covered: [] },
    availability: { ...component(15, 30, 'Not on the bench yet: free from whenever they are hired (counted as half).'), overlap_pct: 0 },
    location: component(10, 10, 'The address mentions Berlin.'),
    allocation: null,
  };

  it('lists the ranked matches with their reasons, proposes a consultant, confirms and shows the over-allocation warning', async () => {
    let allocation: DemandMatches['matches'][number]['allocation'] = null;
    const { user, fetchMock } = setUp('sales_rep', [demand], {
      [`GET /api/deals/${DEAL}/demands/${DEMAND}/matches`]: () =>
        json(200, { demand_id: DEMAND, candidates_shown: true, matches: [bench(allocation), candidate] }),
      [`POST /api/deals/${DEAL}/demands/${DEMAND}/allocations`]: () => {
        allocation = { allocation_id: ALLOCATION, status: 'proposed' };
        return json(201, { ...allocationBody, status: 'proposed', over_allocation: null });
      },
      [`POST /api/deals/${DEAL}/demands/${DEMAND}/allocations/${ALLOCATION}/confirm`]: () => {
        allocation = { allocation_id: ALLOCATION, status: 'confirmed' };
        return json(200, { ...allocationBody, status: 'confirmed', over_allocation: { days: 10, peak_pct: 140 } });
      },
    });
    const allocationBody = {
      allocation_id: ALLOCATION,
      demand_id: DEMAND,
      consultant_id: CONSULTANT,
      consultant_name: 'Ada Bench',
      starts_on: '2027-03-01',
      ends_on: '2027-05-31',
      allocation_pct: 80,
    };
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    const list = await screen.findByRole('list', { name: 'Matches for React lead' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ada Bench');
    expect(items[0]).toHaveTextContent('Score 100 of 100');
    expect(items[0]).toHaveTextContent('Day rate 850 EUR is within the target 900 EUR.');
    expect(items[1]).toHaveTextContent('Cara Candidate · Candidate in pipeline · Frontend developer · Interviewing');
    expect(items[1]).toHaveTextContent('The resume names 1 of 1 required skills: React.');
    // Only consultants are proposed.
    expect(within(items[1]).queryByRole('button', { name: /Propose/ })).toBeNull();
    await user.click(within(items[0]).getByRole('button', { name: 'Propose Ada Bench' }));
    await user.click(await within(list).findByRole('button', { name: 'Confirm Ada Bench' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Ada Bench' });
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2027-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Allocation' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Ada Bench is over-allocated: up to 140% on 10 days.');
    expect(bodyOf(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/allocations`)).toEqual({ consultant_id: CONSULTANT });
    expect(bodyOf(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/allocations/${ALLOCATION}/confirm`)).toEqual({
      starts_on: '2027-03-01',
      ends_on: '2027-05-31',
      allocation_pct: 80,
    });
  });

  it('offers a plain user no Propose button', async () => {
    const { user } = setUp('user', [demand], {
      [`GET /api/deals/${DEAL}/demands/${DEMAND}/matches`]: () =>
        json(200, { demand_id: DEMAND, candidates_shown: false, matches: [bench(null)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    const list = await screen.findByRole('list', { name: 'Matches for React lead' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Ada Bench');
    expect(within(list).queryByRole('button', { name: /Propose|Confirm/ })).toBeNull();
    expect(screen.getByText('Bench consultants, best first (top 20).')).toBeInTheDocument();
  });
});
