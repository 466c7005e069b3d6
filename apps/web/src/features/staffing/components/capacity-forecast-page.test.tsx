import type { Forecast, StaffingFigures } from '@keel/shared/staffing-forecast';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const REACT = 'a1111111-1111-4111-8111-111111111111';
const TS = 'b2222222-2222-4222-8222-222222222222';
const DEAL = 'd4444444-4444-4444-8444-444444444444';
const DEMAND = 'e5555555-5555-4555-8555-555555555555';

const FORECAST: Forecast = {
  from: '2027-03-01',
  weeks: ['2027-03-01', '2027-03-08'],
  rows: [
    {
      skill_id: REACT,
      skill_name: 'React',
      min_level: 2,
      cells: [
        { week_starts_on: '2027-03-01', demand: 0.5, supply: 1.5, gap: false, short: 0 },
        { week_starts_on: '2027-03-08', demand: 1.36, supply: 1, gap: true, short: 0.36 },
      ],
    },
    {
      skill_id: TS,
      skill_name: 'TypeScript',
      min_level: 3,
      cells: [
        { week_starts_on: '2027-03-01', demand: 0, supply: 1, gap: false, short: 0 },
        { week_starts_on: '2027-03-08', demand: 0.36, supply: 0.6, gap: false, short: 0 },
      ],
    },
  ],
  gap_weeks_ahead: 8,
};

const FIGURES: StaffingFigures = {
  clock_stage: { id: 'f6666666-6666-4666-8666-666666666666', title: 'Closed Won' },
  median_days_by_skill: [{ skill_id: REACT, skill_name: 'React', median_days: 7.3, demands: 2 }],
  staffed_by: { bench: 2, new_hire: 1, contractor: 1 },
  staffed_shares: { bench: 50, new_hire: 25, contractor: 25 },
};

const RISK: StaffingFigures['revenue_at_risk'] = {
  from: '2027-03-01',
  to: '2027-03-30',
  amounts: [{ currency: 'EUR', amount: 10000, unstaffed_days: 12.5 }],
  unpriced_days: 3.5,
  unstaffed_days: 16,
  demands: [
    {
      deal_id: DEAL,
      deal_name: 'Won portal',
      demand_id: DEMAND,
      role_title: 'React lead',
      unstaffed_days: 12.5,
      amount: 10000,
      currency: 'EUR',
    },
  ],
};

const PROPOSAL = 'a7777777-7777-4777-8777-777777777777';
const SETTINGS = {
  clock_stage_id: null,
  gap_weeks_ahead: 8,
  stages: [
    { id: PROPOSAL, title: 'Proposal Sent' },
    { id: 'f6666666-6666-4666-8666-666666666666', title: 'Closed Won' },
  ],
};

function open(role: 'user' | 'sales_rep' | 'admin', figures: StaffingFigures = FIGURES, forecast: Forecast = FORECAST) {
  return renderApp({
    route: '/crm/staffing-forecast',
    user: testUser(role),
    handlers: {
      'GET /api/staffing/forecast': () => json(200, forecast),
      'GET /api/staffing/figures': () => json(200, figures),
      'GET /api/staffing/forecast-settings': () => json(200, SETTINGS),
      'PUT /api/staffing/forecast-settings': () => json(200, { ...SETTINGS, clock_stage_id: PROPOSAL, gap_weeks_ahead: 6 }),
    },
  });
}

describe('the Capacity Forecast page (decision 0098)', () => {
  it('shows the forecast as a table with skill and week headers, each cell in words as well as colour', async () => {
    const { fetchMock } = open('user');
    const table = await screen.findByRole('table', { name: /Needed \/ free in full-time people per week/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Skill', 'Mar 1', 'Mar 8']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['React level 2+', 'TypeScript level 3+']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '0.5 needed / 1.5 freecovered',
      '1.36 needed / 1 freeshort 0.36',
      '0 needed / 1 freeno demand',
      '0.36 needed / 0.6 freetight',
    ]);
    // The table scrolls inside its own focusable box (375 px): a named region.
    expect(screen.getByRole('region', { name: 'Capacity forecast by skill and week' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/notified of a gap in the next 8 weeks/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/staffing/forecast')[0][0]).toContain('weeks=12');
  });

  it('shows time-to-staff and where consultants came from to every member, and no revenue at risk unless the server sends it', async () => {
    open('user');
    const median = await screen.findByRole('region', { name: 'Median time to staff' });
    expect(within(median).getByText(/entering “Closed Won”/)).toBeInTheDocument();
    expect(within(median).getByRole('row', { name: 'React 7.3 2' })).toBeInTheDocument();
    const from = screen.getByRole('region', { name: 'Staffed from' });
    expect(from.textContent).toContain('The bench50%2 of 4');
    expect(from.textContent).toContain('Contractors25%1 of 4');
    expect(screen.queryByRole('region', { name: 'Revenue at risk' })).toBeNull();
  });

  it('shows revenue at risk with its demands linked to their deals when the answer carries it', async () => {
    open('sales_rep', { ...FIGURES, revenue_at_risk: RISK });
    const risk = await screen.findByRole('region', { name: 'Revenue at risk' });
    expect(within(risk).getByText('€10,000.00')).toBeInTheDocument();
    expect(within(risk).getByText(/3.5 unstaffed days on demands without a target rate/)).toBeInTheDocument();
    expect(within(risk).getByRole('link', { name: 'Won portal' })).toHaveAttribute('href', `/crm/deals/${DEAL}`);
  });

  it('says what to do when there is no demand, and asks for more weeks when chosen', async () => {
    const { user, fetchMock } = open(
      'user',
      { ...FIGURES, median_days_by_skill: [], staffed_by: { bench: 0, new_hire: 0, contractor: 0 }, staffed_shares: null },
      {
        ...FORECAST,
        rows: [],
      },
    );
    expect(await screen.findByText(/No open demands in these weeks/)).toBeInTheDocument();
    expect(screen.getAllByText('No demand has been staffed yet.')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Weeks shown'), 'Next 26 weeks');
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/staffing/forecast').some(([url]) => String(url).includes('weeks=26'))).toBe(true),
    );
  });

  it('lets admins, and only admins, choose the clock stage and the gap horizon', async () => {
    const { user, fetchMock } = open('admin');
    const stage = await screen.findByLabelText('Time-to-staff clock starts when a deal enters');
    expect(stage).toHaveValue('');
    await user.selectOptions(stage, 'Proposal Sent');
    const weeks = screen.getByLabelText('Gap notices look ahead (weeks)');
    await user.clear(weeks);
    await user.type(weeks, '6');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT /api/staffing/forecast-settings')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/staffing/forecast-settings')[0];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ clock_stage_id: PROPOSAL, gap_weeks_ahead: 6 });
  });

  it('shows no settings to anyone else, nor asks for them', async () => {
    const { fetchMock } = open('sales_rep');
    await screen.findByRole('region', { name: 'Capacity forecast by skill and week' });
    expect(screen.queryByRole('region', { name: 'Staffing settings' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/staffing/forecast-settings')).toHaveLength(0);
  });
});
