import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Reporting Center', { timeout: 20_000 }, () => {
  it('shows the snapshot counts and the recent additions newest first', async () => {
    const { fetchMock } = renderApp({
      route: '/crm/reporting',
      user: testUser('user'),
      handlers: {
        'GET /api/reporting/summary': () =>
          json(200, {
            snapshot: { contacts: 1234567, companies: 20, inquiries: 3, deals: 7, teamMembers: 4 },
            recentContactAdditions: [
              { date: '2026-11-20', count: 5 },
              { date: '2026-11-18', count: 1 },
            ],
          }),
        'GET /api/saved-reports': () => json(200, []),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Core CRM Snapshot' })).toBeInTheDocument();
    expect(screen.getByText('Total Contacts').closest('div')).toHaveTextContent('1,234,567');
    const rows = within(screen.getByRole('table', { name: 'Recent contact additions' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(['Nov 20, 20265', 'Nov 18, 20261']);
    expect(String(callsTo(fetchMock, 'GET /api/reporting/summary')[0][0])).toMatch(/tz=/);
    expect(await screen.findByText('No reports have been shared yet.')).toBeInTheDocument();
  });
});
