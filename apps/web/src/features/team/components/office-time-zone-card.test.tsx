import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

/** Decision 0080: the admin sets the office's time zone on Team Management. */
describe('the office time zone', { timeout: 20_000 }, () => {
  it('shows the stored zone and saves a new one', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: testUser('admin'),
      handlers: {
        'GET /api/team': () => json(200, []),
        'GET /api/team/office-time-zone': () => json(200, { time_zone: 'America/Chicago' }),
        'PUT /api/team/office-time-zone': (init) => json(200, JSON.parse(String(init?.body))),
      },
    });
    expect(await screen.findByText('Office Time Zone')).toBeInTheDocument();
    const select = await screen.findByLabelText('Office time zone');
    await screen.findByDisplayValue('America/Chicago');
    await user.selectOptions(select, 'Europe/London');
    await user.click(within(select.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Office Time Zone Saved')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/team/office-time-zone')[0][1]?.body))).toEqual({ time_zone: 'Europe/London' });
  });

  it('names the field in the error the server gives', async () => {
    const { user } = renderApp({
      route: '/crm/team',
      user: testUser('admin'),
      handlers: {
        'GET /api/team': () => json(200, []),
        'GET /api/team/office-time-zone': () => json(200, { time_zone: 'America/Chicago' }),
        'PUT /api/team/office-time-zone': () =>
          json(400, { code: 'VALIDATION_ERROR', message: 'Bad zone', fields: { time_zone: 'Unknown time zone "X".' } }),
      },
    });
    const select = await screen.findByLabelText('Office time zone');
    await screen.findByDisplayValue('America/Chicago');
    await user.selectOptions(select, 'Europe/Paris');
    await user.click(within(select.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown time zone "X".')).toBeInTheDocument();
  });
});
