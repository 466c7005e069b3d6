import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const CONTACT = '11111111-1111-4111-8111-111111111111';
const ADA = '22222222-2222-4222-8222-222222222222';
const companies = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 };

const CALL = '55555555-5555-4555-8555-555555555555';

function notification(id: string, text: string, readAt: string | null) {
  return {
    id,
    kind: 'mention',
    activity: { id: CALL, kind: 'call' },
    record: { type: 'contact', id: CONTACT },
    actor: { id: ADA, name: 'Ada Admin' },
    subject: 'Bo Baker',
    text,
    createdAt: '2026-11-24T08:00:00.000Z',
    readAt,
  };
}

describe('notification bell', () => {
  it('names the unread count, lists my notifications and opens the record, marking it read', async () => {
    let unread = 2;
    const { user, router, fetchMock } = renderApp({
      route: '/crm/companies',
      user: testUser('user'),
      handlers: {
        'GET /api/companies': () => json(200, companies),
        'GET /api/notifications/unread-count': () => json(200, { unread }),
        'GET /api/notifications': () =>
          json(200, {
            items: [
              notification('33333333-3333-4333-8333-333333333333', 'Ada Admin mentioned you in a call on Bo Baker', null),
              notification('44444444-4444-4444-8444-444444444444', 'Ada Admin assigned you a task: Call (Bo Baker)', null),
            ],
            nextAfter: null,
            unread,
          }),
        'POST /api/notifications/33333333-3333-4333-8333-333333333333/read': () => {
          unread = 1;
          return json(200, notification('33333333-3333-4333-8333-333333333333', 'x', '2026-11-24T09:00:00.000Z'));
        },
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // It names the kind of activity and opens the record at it (decision 0063).
    const link = await within(dialog).findByRole('link', { name: /Ada Admin mentioned you in a call on Bo Baker/ });
    expect(link).toHaveAttribute('href', `/crm/contacts/${CONTACT}#activity-${CALL}`);
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/contacts/${CONTACT}`));
    expect(router.state.location.hash).toBe(`#activity-${CALL}`);
    expect(callsTo(fetchMock, 'POST /api/notifications/33333333-3333-4333-8333-333333333333/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('says when there are none, and offers nothing to mark', async () => {
    const { user } = renderApp({
      route: '/crm/companies',
      user: testUser('user'),
      handlers: {
        'GET /api/companies': () => json(200, companies),
        'GET /api/notifications/unread-count': () => json(200, { unread: 0 }),
        'GET /api/notifications': () => json(200, { items: [], nextAfter: null, unread: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
