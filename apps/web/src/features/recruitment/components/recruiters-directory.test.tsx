import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';
import { recruiters } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

describe('recruiters directory', () => {
  it('shows a card per recruiter or admin: name, role, mailto link and phone', async () => {
    renderApp({
      route: '/recruitment/recruiters',
      user: testUser('admin'),
      handlers: { 'GET /api/recruiters': () => json(200, recruiters) },
    });
    const cards = within(await screen.findByRole('list', { name: 'Recruiters' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Avery Morgan');
    expect(cards[0]).toHaveTextContent('Admin');
    expect(within(cards[0]).getByRole('link', { name: 'admin@keel.demo' })).toHaveAttribute('href', 'mailto:admin@keel.demo');
    expect(within(cards[0]).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
    expect(cards[1]).toHaveTextContent('Riley Chen');
    expect(cards[1]).toHaveTextContent('Recruiter');
  });

  it('says so when there are none', async () => {
    renderApp({ route: '/recruitment/recruiters', user: testUser('admin'), handlers: { 'GET /api/recruiters': () => json(200, []) } });
    expect(await screen.findByText('No recruiters found. Admins can assign roles in Team Management.')).toBeInTheDocument();
  });

  it('is closed to sales reps and plain users', async () => {
    const { router } = renderApp({ route: '/recruitment/recruiters', user: testUser('sales_rep') });
    await screen.findByRole('heading', { name: /Access Denied/i });
    expect(router.state.location.pathname).toBe('/crm/unauthorized');
  });
});
