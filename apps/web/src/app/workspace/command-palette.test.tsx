import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gate } from '../../test/gate';
import { json, renderApp, testUser } from '../../test/render-app';

const noHits = (kind: string) => ({ kind, hits: [] });

/** What the server finds for "ada": a contact first. */
const ada = {
  q: 'ada',
  groups: [
    { kind: 'contact', hits: [{ id: 'c1', title: 'Ada Byron', detail: 'ada@example.test' }] },
    noHits('company'),
    noHits('deal'),
    noHits('job'),
    noHits('applicant'),
  ],
};
/** What it finds for "ada lovelace": only the applicant. */
const lovelace = {
  q: 'ada lovelace',
  groups: [
    noHits('contact'),
    noHits('company'),
    noHits('deal'),
    noHits('job'),
    { kind: 'applicant', hits: [{ id: 'a1', title: 'Ada Lovelace', detail: '' }] },
  ],
};

/** The palette over a dashboard, with the answer for "ada lovelace" held back until `release` (no timers). */
async function paletteWithHeldAnswer() {
  const { opened: held, open: release } = gate();
  const { opened: requested, open: asked } = gate();
  const app = renderApp({
    route: '/crm/dashboard/none',
    user: testUser('admin'),
    handlers: {
      'GET /api/search': async (_init, url) => {
        if (url.searchParams.get('q') !== 'ada lovelace') return json(200, ada);
        asked();
        await held;
        return json(200, lovelace);
      },
    },
  });
  const visited: string[] = [];
  app.router.subscribe((state) => visited.push(state.location.pathname));
  await screen.findByRole('navigation', { name: 'Workspace' }, { timeout: 5000 });
  await app.user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: /Search contacts/ });
  await app.user.type(input, 'ada');
  const list = screen.getByRole('listbox', { name: 'Results' });
  expect(await within(list).findByRole('option', { name: /Ada Byron/ }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  return { ...app, input, list, visited, requested, release };
}

describe('command palette: search as you type', { timeout: 20_000 }, () => {
  it('never lets Enter open a hit of the older search while the answer for the typed text is in flight; the Enter opens its first hit once it arrives', async () => {
    const { user, router, input, list, visited, requested, release } = await paletteWithHeldAnswer();
    await user.type(input, ' lovelace');
    await requested;
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/crm/dashboard/none');
    expect(screen.getByRole('combobox', { name: /Search contacts/ })).toBe(input);
    // The older answer ("ada") is what the query still holds; it is not offered.
    expect(within(list).queryByRole('option', { name: /Ada Byron/ })).toBeNull();
    expect(screen.getByText('Searching…')).toBeInTheDocument();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/applicants/a1'), { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: /Search contacts/ })).toBeNull();
    expect(visited).not.toContain('/crm/contacts/c1');
  });

  it('typing and pressing Enter at once (before the typing pause) does not open the older hit either', async () => {
    const { user, router, input, list, visited, release } = await paletteWithHeldAnswer();
    await user.type(input, ' lovelace{Enter}');
    expect(router.state.location.pathname).toBe('/crm/dashboard/none');
    expect(screen.getByRole('combobox', { name: /Search contacts/ })).toBe(input);
    expect(within(list).queryByRole('option', { name: /Ada Byron/ })).toBeNull();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/applicants/a1'), { timeout: 5000 });
    expect(visited).not.toContain('/crm/contacts/c1');
  });
});
