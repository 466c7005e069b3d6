import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Decision 0080: my time zone in Account Settings, and the browser's sent once at the first sign-in. */
describe('my time zone', { timeout: 20_000 }, () => {
  it('shows my zone in a labelled select of the IANA zones and saves a new one', async () => {
    const member = testUser('recruiter', { timeZone: 'Europe/Berlin' });
    const { user, fetchMock } = renderApp({
      route: '/crm/settings',
      user: member,
      handlers: {
        'PUT /api/profile/time-zone': (init) => json(200, { user: { ...member, timeZone: JSON.parse(String(init?.body)).time_zone } }),
      },
    });
    const select = await screen.findByLabelText('Your time zone');
    expect(select).toHaveValue('Europe/Berlin');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(expect.arrayContaining(['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'UTC']));
    expect(options.length).toBeGreaterThan(300);
    expect(screen.getByRole('button', { name: 'Save Time Zone' })).toBeDisabled();
    await user.selectOptions(select, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await within(toastRegion()).findByText('Time Zone Saved')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/profile/time-zone')[0][1]?.body))).toEqual({ time_zone: 'America/New_York' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Time Zone' })).toBeDisabled());
  });

  it("sends the browser's zone once, only if unset, for a member who has none (the first sign-in)", async () => {
    const member = testUser('sales_rep', { timeZone: null });
    const { fetchMock } = renderApp({
      route: '/crm/settings',
      user: member,
      handlers: { 'PUT /api/profile/time-zone': () => json(200, { user: { ...member, timeZone: browserZone } }) },
    });
    await screen.findByLabelText('Your time zone');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/profile/time-zone')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/profile/time-zone')[0][1]?.body))).toEqual({
      time_zone: browserZone,
      only_if_unset: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Your time zone')).toHaveValue(browserZone));
    // Never again in this tab, whatever re-renders follow.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, 'PUT /api/profile/time-zone')).toHaveLength(1);
  });

  it('sends nothing for a member who has a zone', async () => {
    const { fetchMock } = renderApp({ route: '/crm/settings', user: testUser('user', { timeZone: 'Asia/Tokyo' }) });
    expect(await screen.findByLabelText('Your time zone')).toHaveValue('Asia/Tokyo');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, 'PUT /api/profile/time-zone')).toHaveLength(0);
  });
});
