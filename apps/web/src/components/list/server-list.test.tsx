import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gate } from '../../test/gate';
import { json, renderApp, testUser } from '../../test/render-app';

const company = (id: string, name: string) => ({
  id,
  name,
  sector: null,
  city: null,
  country: null,
  website: null,
  phone: null,
  email: null,
  tags: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 1,
});
const page = (items: unknown[]) => ({ items, total: items.length, totalCapped: false, page: 1, pageSize: 50 });
const selectAll = () => screen.getAllByRole('checkbox', { name: 'Select all on this page' });

describe('a server list while it fetches', { timeout: 20_000 }, () => {
  it('dims its rows only while they answer an older search, never while the same page is fetched again', async () => {
    const { opened: held, open: release } = gate();
    let refetching = false;
    const { user, queryClient } = renderApp({
      route: '/crm/companies',
      user: testUser('admin'),
      handlers: {
        'GET /api/companies': async (_init, url) => {
          if (refetching || url.searchParams.get('q') === 'zeta') await held;
          return json(200, page(url.searchParams.get('q') === 'zeta' ? [company('c3', 'Zeta Inc')] : [company('c1', 'Acme Co')]));
        },
      },
    });
    const body = () => screen.getByRole('link', { name: 'Acme Co' }).closest('tbody')!;
    await screen.findByRole('link', { name: 'Acme Co' }, { timeout: 10_000 });
    refetching = true;
    void queryClient.invalidateQueries();
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(body()).not.toHaveClass('opacity-60');

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'zeta');
    await waitFor(() => expect(body()).toHaveClass('opacity-60'), { timeout: 10_000 });
    release();
    await screen.findByRole('link', { name: 'Zeta Inc' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Zeta Inc' }).closest('tbody')).not.toHaveClass('opacity-60');
  });
});

describe('a server list with bulk selection', { timeout: 20_000 }, () => {
  it('never selects rows of an older search while the answer for the typed text is pending; it selects from the new rows once they are in', async () => {
    // The answer for "zeta" is held back until the test lets it go (no timers).
    const { opened: held, open: release } = gate();
    const { opened: requested, open: asked } = gate();
    const { user } = renderApp({
      route: '/crm/companies',
      user: testUser('admin'),
      handlers: {
        'GET /api/companies': async (_init, url) => {
          if (url.searchParams.get('q') !== 'zeta') return json(200, page([company('c1', 'Acme Co'), company('c2', 'Beta Ltd')]));
          asked();
          await held;
          return json(200, page([company('c3', 'Zeta Inc')]));
        },
      },
    });
    expect(await screen.findByRole('checkbox', { name: 'Select Acme Co' }, { timeout: 10_000 })).toBeEnabled();

    // Typed, the pause not yet over: the rows shown are the older list's.
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'zeta');
    await user.click(selectAll()[0]!);
    expect(screen.queryByText(/\d+ selected/)).toBeNull();
    for (const box of selectAll()) expect(box).toBeDisabled();
    // Asked, the answer in flight: still the older rows, still not selectable.
    await requested;
    expect(screen.getByRole('checkbox', { name: 'Select Acme Co' })).toBeDisabled();

    release();
    const zeta = await screen.findByRole('checkbox', { name: 'Select Zeta Inc' }, { timeout: 10_000 });
    await waitFor(() => expect(zeta).toBeEnabled());
    await user.click(selectAll()[0]!);
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
  });
});
