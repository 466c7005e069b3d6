import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

describe('Notifications card in Account Settings', () => {
  it('shows each kind’s delivery and saves a change of one kind, saying so', async () => {
    const deliveries = { task_assigned: 'app', task_due: 'email', mention: 'app', inquiry_assigned: 'app', new_applicant: 'app' };
    const { user, fetchMock } = renderApp({
      route: '/crm/settings',
      user: testUser('user'),
      handlers: {
        'GET /api/notifications/preferences': () => json(200, { deliveries }),
        'PUT /api/notifications/preferences': (init) =>
          json(200, { deliveries: { ...deliveries, ...(JSON.parse(String(init?.body)) as { deliveries: object }).deliveries } }),
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Notifications' })).closest('div')!.parentElement!;
    const due = within(card).getByLabelText('A task of mine falling due');
    await waitFor(() => expect(due).toHaveValue('email'));
    const mention = within(card).getByLabelText('Being @mentioned in a note, call, meeting or task');
    await user.selectOptions(mention, 'One morning digest instead');
    expect(
      await within(screen.getByRole('region', { name: /notifications/i })).findByText('Notification Settings Saved'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/notifications/preferences')[0][1]?.body))).toEqual({
      deliveries: { mention: 'digest' },
    });
    await waitFor(() => expect(mention).toHaveValue('digest'));
  });
});
