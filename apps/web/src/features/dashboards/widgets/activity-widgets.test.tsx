import type { MeetingNote, NextContact } from '@keel/shared/insights';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { activity, AUTHOR } from '../../../test/fixtures/activities';
import { dashboardHandlers, dashboardOf } from '../testing/dashboard-handlers';

/** The reminders, next-contact and meeting-notes widgets read activities. */
const me = testUser('sales_rep', { id: AUTHOR.id });
const TODAY = '2026-06-10';
const dashboard = dashboardOf(me.id, {
  layout: [
    { i: 'w-rem', x: 0, y: 0, w: 4, h: 3 },
    { i: 'w-next', x: 4, y: 0, w: 4, h: 3 },
    { i: 'w-notes', x: 8, y: 0, w: 4, h: 3 },
  ],
  widgets: {
    'w-rem': { id: 'w-rem', type: 'remindersList', title: 'My Reminders', config: { upcomingDays: 14 } },
    'w-next': { id: 'w-next', type: 'nextContactTracker', title: 'Next Contacts', config: {} },
    'w-notes': { id: 'w-notes', type: 'meetingNotes', title: 'Meeting Notes', config: {} },
  },
});
const contact = { type: 'contact' as const, id: '11111111-1111-4111-8111-111111111111', label: 'Bo Baker' };
const late = activity({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'task',
  title: 'Send proposal',
  dueDate: '2026-06-01',
  priority: 'High',
  assignee: AUTHOR,
  links: [contact],
});
const soon = activity({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'task',
  title: 'Call Bo',
  dueDate: TODAY,
  dueTime: '09:00',
  assignee: AUTHOR,
  links: [contact],
});
const next: NextContact[] = [
  { source: 'task', id: soon.id, title: 'Call Bo', detail: 'Bo Baker', owner: AUTHOR.name, date: TODAY, time: '09:00', record: contact },
  {
    source: 'deal',
    id: '44444444-4444-4444-8444-444444444444',
    title: 'Beacon',
    detail: 'Pat Lee · Beacon Inc',
    owner: 'Sam Rivera',
    date: '2026-06-12',
    time: null,
    record: { type: 'deal', id: '44444444-4444-4444-8444-444444444444', label: 'Beacon' },
  },
];
const notes: MeetingNote[] = [
  {
    source: 'meeting',
    id: '55555555-5555-4555-8555-555555555555',
    title: 'Bo Baker',
    detail: AUTHOR.name,
    notes: 'Scope agreed.\nSee https://example.com/brief',
    at: '2026-06-09T10:00:00.000Z',
    record: contact,
  },
];

function render(insights: { reminders: unknown; next: unknown; notes: unknown }) {
  return renderApp({
    route: '/crm/dashboard',
    user: me,
    handlers: {
      ...dashboardHandlers([dashboard]),
      'GET /api/insights/reminders': () => json(200, insights.reminders),
      'GET /api/insights/next-contacts': () => json(200, insights.next),
      'GET /api/insights/meeting-notes': () => json(200, insights.notes),
      [`PUT /api/tasks/${late.id}/done`]: () => json(200, { ...late, doneAt: '2026-06-10T10:00:00.000Z', version: 2 }),
    },
  });
}

describe('widgets fed by activities', { timeout: 30_000 }, () => {
  it('show my tasks overdue first with their records, complete one from the widget, and list planned contacts and meeting notes', async () => {
    const { user, fetchMock } = render({ reminders: { today: TODAY, overdue: [late], upcoming: [soon] }, next, notes });
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('Send proposal')).toBeInTheDocument();
    expect(within(overdue).getByText('9 days overdue · High')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'Bo Baker' })).toHaveAttribute('href', `/crm/contacts/${contact.id}`);
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Today at 09:00')).toBeInTheDocument();
    // The widgets ask for the user's own today, as My Tasks does.
    const asked = new URL(String(callsTo(fetchMock, 'GET /api/insights/reminders')[0][0]), 'http://localhost');
    expect(asked.searchParams.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(within(overdue).getByRole('checkbox', { name: 'Complete task: Send proposal' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/tasks/${late.id}/done`)).toHaveLength(1));
    expect(await within(screen.getByRole('region', { name: /notifications/i })).findByText('Task completed')).toBeInTheDocument();
    // The widgets are asked again after the change.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/insights/reminders').length).toBeGreaterThan(1));

    expect(screen.getByRole('link', { name: 'Beacon' })).toHaveAttribute('href', '/crm/deals/44444444-4444-4444-8444-444444444444');
    expect(screen.getByText('Task · Bo Baker · Riley Chen')).toBeInTheDocument();
    expect(screen.getByText('Deal · Pat Lee · Beacon Inc · Sam Rivera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('say honestly when there is nothing to show', async () => {
    render({ reminders: { today: TODAY, overdue: [], upcoming: [] }, next: [], notes: [] });
    expect(await screen.findByText('No open tasks due in the next 14 days. You are all caught up.')).toBeInTheDocument();
    expect(await screen.findByText(/No contacts planned\./)).toBeInTheDocument();
    expect(await screen.findByText(/No meeting notes yet\./)).toBeInTheDocument();
  });
});
