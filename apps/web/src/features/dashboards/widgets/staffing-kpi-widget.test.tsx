import type { StaffingFigures } from '@keel/shared/staffing-forecast';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';
import { dashboardHandlers, dashboardOf } from '../testing/dashboard-handlers';

const FIGURES: StaffingFigures = {
  clock_stage: { id: 'f6666666-6666-4666-8666-666666666666', title: 'Closed Won' },
  median_days_by_skill: [
    { skill_id: 'a1111111-1111-4111-8111-111111111111', skill_name: 'React', median_days: 7.3, demands: 2 },
    { skill_id: 'b2222222-2222-4222-8222-222222222222', skill_name: 'TypeScript', median_days: 4.5, demands: 1 },
  ],
  staffed_by: { bench: 2, new_hire: 1, contractor: 1 },
  staffed_shares: { bench: 50, new_hire: 25, contractor: 25 },
};
const RISK: StaffingFigures['revenue_at_risk'] = {
  from: '2027-03-01',
  to: '2027-03-30',
  amounts: [{ currency: 'EUR', amount: 10000, unstaffed_days: 12.5 }],
  unpriced_days: 0,
  unstaffed_days: 12.5,
  demands: [],
};

function show(role: 'user' | 'sales_rep', figures: StaffingFigures) {
  const owner = testUser(role);
  const tile = (id: string, title: string, metric: string) => ({ id, type: 'kpiTile' as const, title, config: { metric } });
  const dashboard = dashboardOf(owner.id, {
    layout: [
      { i: 'w-tts', x: 0, y: 0, w: 3, h: 2 },
      { i: 'w-from', x: 3, y: 0, w: 3, h: 2 },
      { i: 'w-risk', x: 6, y: 0, w: 3, h: 2 },
    ],
    widgets: {
      'w-tts': tile('w-tts', 'Time to staff', 'medianDaysToStaff'),
      'w-from': tile('w-from', 'Where from', 'staffedFrom'),
      'w-risk': tile('w-risk', 'At risk', 'revenueAtRisk'),
    },
  });
  renderApp({
    route: '/crm/dashboard',
    user: owner,
    handlers: { ...dashboardHandlers([dashboard]), 'GET /api/staffing/figures': () => json(200, figures) },
  });
}

describe('staffing KPI tiles (decision 0098)', { timeout: 30_000 }, () => {
  it('show the median days by skill, the share from the bench and, when answered, revenue at risk', async () => {
    show('sales_rep', { ...FIGURES, revenue_at_risk: RISK });
    const tts = await screen.findByRole('region', { name: 'Time to staff' });
    expect(await within(tts).findByText('7.3 days')).toBeInTheDocument();
    expect(within(tts).getByText('TypeScript')).toBeInTheDocument();
    const from = screen.getByRole('region', { name: 'Where from' });
    expect(within(from).getByTestId('kpi-value')).toHaveTextContent('50%');
    expect(within(from).getByText('New hires 25% · contractors 25% (4 staffed demands)')).toBeInTheDocument();
    const risk = screen.getByRole('region', { name: 'At risk' });
    expect(within(risk).getByTestId('kpi-value')).toHaveTextContent('€10,000');
  });

  it('say who sees revenue at risk when the answer leaves it out', async () => {
    show('user', FIGURES);
    const risk = await screen.findByRole('region', { name: 'At risk' });
    expect(await within(risk).findByText('Only admins and sales reps see revenue at risk.')).toBeInTheDocument();
  });
});
