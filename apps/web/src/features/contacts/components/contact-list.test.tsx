import type { ContactListItem } from '@keel/shared/contacts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const ada: ContactListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@engine.example',
  phone: '555-0100',
  company_id: null,
  company_name: 'Analytical Engines',
  status: 'Inquiry',
  assigned_sales_rep_id: null,
  sales_rep_name: 'Sam Rivera',
  last_contact_date: '2026-11-01',
};

function page(items: ContactListItem[], extra: Partial<{ total: number; totalCapped: boolean; page: number }> = {}) {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 50, ...extra };
}

const requestedQueries = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  callsTo(fetchMock, 'GET /api/contacts').map(([input]) => new URL(String(input), 'http://localhost').searchParams);

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('All Contacts', { timeout: 20_000 }, () => {
  it('shows the columns, the status, the rep and the total; Add New Contact opens the new-contact form', async () => {
    renderApp({ route: '/crm/contacts', user: testUser('user'), handlers: { 'GET /api/contacts': () => json(200, page([ada])) } });
    const row = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(row).getByText('Analytical Engines')).toBeInTheDocument();
    expect(within(row).getByText('Inquiry')).toBeInTheDocument();
    expect(within(row).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(row).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 contact')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name \/ Company/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Add New Contact' })).toHaveAttribute('href', '/crm/contacts/new');
  });

  it("shows 'No contacts found matching your criteria.' and '10,000+' when the count is capped", async () => {
    const { unmount } = renderApp({
      route: '/crm/contacts',
      user: testUser('user'),
      handlers: { 'GET /api/contacts': () => json(200, page([])) },
    });
    expect(await screen.findByText('No contacts found matching your criteria.')).toBeInTheDocument();
    unmount();
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...ada, id: `${ada.id.slice(0, -2)}${String(i).padStart(2, '0')}` }));
    renderApp({
      route: '/crm/contacts',
      user: testUser('user'),
      handlers: { 'GET /api/contacts': () => json(200, page(fifty, { total: 10_000, totalCapped: true })) },
    });
    expect(await screen.findByText('10,000+ contacts')).toBeInTheDocument();
    // No last page is known: "Page 1", and Next stays available while pages are full.
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('keeps search, sort and page in the URL and asks the server for them', async () => {
    const { user, router, fetchMock } = renderApp({
      route: '/crm/contacts',
      user: testUser('user'),
      handlers: { 'GET /api/contacts': () => json(200, page([ada], { total: 120 })) },
    });
    await screen.findByText('Ada Lovelace');
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'love');
    await waitFor(() => expect(router.state.location.search).toBe('?q=love'));
    await waitFor(() => expect(requestedQueries(fetchMock).at(-1)?.get('q')).toBe('love'));
    // One request for the whole word, not one per keystroke.
    expect(requestedQueries(fetchMock).filter((q) => q.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=love&sort=email'));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=love&sort=email&dir=desc&page=2'));
    const last = requestedQueries(fetchMock).at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({ q: 'love', sort: 'email', dir: 'desc', page: '2', pageSize: '50' });
  });

  it('restores the search box from the URL', async () => {
    renderApp({
      route: '/crm/contacts?q=ada&sort=phone&dir=desc',
      user: testUser('user'),
      handlers: { 'GET /api/contacts': () => json(200, page([ada])) },
    });
    expect(await screen.findByRole('searchbox', { name: 'Search contacts' })).toHaveValue('ada');
    expect(screen.getByRole('columnheader', { name: /Phone/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('deletes only after the confirmation, then says so', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/contacts',
      user: testUser('user'),
      handlers: {
        'GET /api/contacts': () => json(200, page([ada])),
        'GET /api/contacts/11111111-1111-4111-8111-111111111111/links': () => json(200, { deals: 2 }),
        'DELETE /api/contacts/11111111-1111-4111-8111-111111111111': () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    // It says what the delete takes with it: the funnel deals that list the contact.
    expect(await within(dialog).findByText('It will be removed from 2 funnel deals (they are kept, without it).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /api/contacts/11111111-1111-4111-8111-111111111111')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = await within(screen.getByRole('region', { name: /notifications/i })).findByText('Contact Deleted');
    expect(toast.closest('li')).toHaveTextContent('Successfully removed.');
    expect(callsTo(fetchMock, 'DELETE /api/contacts/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
  });
});
