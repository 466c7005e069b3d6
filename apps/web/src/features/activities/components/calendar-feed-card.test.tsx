import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

const URL_SHOWN = 'http://localhost/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

describe('Calendar Feed card in Account Settings', () => {
  it('turns the feed on and shows its URL once, then turns it off', async () => {
    let on = false;
    const { user, fetchMock } = renderApp({
      route: '/crm/settings',
      user: testUser('user'),
      handlers: {
        'GET /api/calendar-feed': () =>
          json(200, on ? { enabled: true, createdAt: '2026-11-24T06:00:00.000Z' } : { enabled: false, createdAt: null }),
        'POST /api/calendar-feed': () => ((on = true), json(201, { url: URL_SHOWN, createdAt: '2026-11-24T06:00:00.000Z' })),
        'DELETE /api/calendar-feed': () => ((on = false), new Response(null, { status: 204 })),
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Calendar Feed' })).closest('div')!.parentElement!;
    await user.click(await within(card).findByRole('button', { name: 'Turn On Calendar Feed' }));
    expect(await within(card).findByLabelText('Your calendar URL (shown once)')).toHaveValue(URL_SHOWN);
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    expect(await within(screen.getByRole('region', { name: /notifications/i })).findByText('Calendar Feed Off')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Your calendar URL (shown once)')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/calendar-feed')).toHaveLength(1);
  });
});
