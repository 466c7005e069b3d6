import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../test/render-app';

const everyone = [
  'All Contacts',
  'Companies',
  'Sales Funnel',
  'My Tasks',
  'Dashboard',
  'Reporting Center',
  'Contact Messages',
  'Account Settings',
  // Staffing (decision 0087): every member reads the consultants.
  'Consultants',
  'Capacity Forecast',
];
const companies = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 };

describe('workspace layout', () => {
  it('frames a signed-in page with the sidebar and top bar, not the marketing header and footer', async () => {
    renderApp({ route: '/crm/companies', user: testUser('sales_rep'), handlers: { 'GET /api/companies': () => json(200, companies) } });
    const sidebar = await screen.findByRole('navigation', { name: 'Workspace' }, { timeout: 5000 });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(everyone);
    expect(within(sidebar).queryByRole('button', { name: 'Recruitment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Search everything' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get a Consultation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('opens the palette with Ctrl-K, shows hits grouped by kind and opens the chosen one with the keyboard', async () => {
    const { user, router, fetchMock } = renderApp({
      route: '/crm/dashboard/none',
      user: testUser('admin'),
      handlers: {
        'GET /api/search': () =>
          json(200, {
            q: 'ada',
            groups: [
              { kind: 'contact', hits: [{ id: 'c1', title: 'Ada Byron', detail: 'ada@example.test' }] },
              { kind: 'company', hits: [{ id: 'co1', title: 'Adastra Ltd', detail: '' }] },
              { kind: 'deal', hits: [] },
              { kind: 'job', hits: [] },
              { kind: 'applicant', hits: [{ id: 'a1', title: 'Ada Lovelace', detail: '' }] },
            ],
          }),
      },
    });
    await screen.findByRole('navigation', { name: 'Workspace' }, { timeout: 5000 });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: /Search contacts/ });
    expect(input).toHaveFocus();
    await user.type(input, 'ada');
    const list = screen.getByRole('listbox', { name: 'Results' });
    const applicants = await within(list).findByRole('group', { name: 'Applicants' });
    expect(
      within(list)
        .getAllByRole('group')
        .map(
          (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
        ),
    ).toEqual(['Contacts', 'Companies', 'Applicants']);
    expect(within(applicants).getByRole('option')).toHaveTextContent('Ada Lovelace');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(applicants).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/applicants/a1'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/search').length).toBeGreaterThan(0);
  });
});
