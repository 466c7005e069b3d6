import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { activity, AUTHOR } from '../../../test/fixtures/activities';

allowSlowPages();

const OTHER = { id: '99999999-9999-4999-8999-999999999999', fullName: 'Sam Sales', role: 'sales_rep' };
const late = activity({
  kind: 'task',
  title: 'Send proposal',
  dueDate: '2026-01-02',
  priority: 'High',
  assignee: AUTHOR,
  links: [{ type: 'deal', id: AUTHOR.id, label: 'Acme website' }],
});
const handlers = {
  'GET /api/tasks': () => json(200, { overdue: [late], today: [], upcoming: [], done: [] }),
  'GET /api/tasks/count': () => json(200, { due: 3 }),
  'GET /api/team/options': () => json(200, [{ id: AUTHOR.id, fullName: AUTHOR.name, role: 'admin' }, OTHER]),
  [`PUT /api/tasks/${late.id}/done`]: () => json(200, { ...late, doneAt: '2026-01-03T10:00:00.000Z' }),
  [`PUT /api/tasks/${late.id}/assignee`]: () => json(200, { ...late, assignee: { id: OTHER.id, name: OTHER.fullName } }),
};

describe('My Tasks', () => {
  it('groups tasks, completes one with one click, reassigns one, and counts the due ones in the menu', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/tasks', user: testUser('sales_rep', { id: AUTHOR.id }), handlers });
    const overdue = await screen.findByRole('region', { name: 'Overdue (1)' });
    expect(within(overdue).getByText('Send proposal')).toBeInTheDocument();
    expect(within(overdue).getByText(/Due Jan 2, 2026 · High · Assigned to Riley Chen/)).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'Acme website' })).toHaveAttribute('href', `/crm/deals/${AUTHOR.id}`);
    expect(screen.getByRole('region', { name: 'Today (0)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Person')).toBeNull();
    const sidebar = screen.getByRole('navigation', { name: 'Workspace' });
    expect(await within(sidebar).findByText('3')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'My Tasks' })).toBeInTheDocument();

    await user.click(within(overdue).getByRole('checkbox', { name: 'Complete task: Send proposal' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/tasks/${late.id}/done`)).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, `PUT /api/tasks/${late.id}/done`)[0][1] as RequestInit).body))).toEqual({ done: true });

    await user.selectOptions(within(overdue).getByLabelText('Assignee of Send proposal'), OTHER.id);
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/tasks/${late.id}/assignee`)).toHaveLength(1));
    expect(await within(screen.getByRole('region', { name: /notifications/i })).findByText('Task reassigned')).toBeInTheDocument();
  });

  it('lets an admin pick whose tasks to see', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/tasks', user: testUser('admin', { id: AUTHOR.id }), handlers });
    const person = await screen.findByLabelText('Person');
    await within(person).findByRole('option', { name: OTHER.fullName });
    await user.selectOptions(person, OTHER.id);
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/tasks').some(
          ([url]) => new URL(String(url), 'http://localhost').searchParams.get('assignee') === OTHER.id,
        ),
      ).toBe(true),
    );
  });
});
