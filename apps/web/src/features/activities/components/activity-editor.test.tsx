import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { activity, activityItem, AUTHOR } from '../../../test/fixtures/activities';

allowSlowPages();

const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const TIMELINE = `GET /api/timeline/job/${JOB_ID}`;
const original = activity({ body: 'Met the agency', version: 3 });
const PUT = `PUT /api/activities/${original.id}`;
const base = {
  [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
  'GET /api/recruiters': () => json(200, recruiters),
  'GET /api/team/options': () => json(200, [{ id: AUTHOR.id, fullName: AUTHOR.name, role: 'recruiter' }]),
};
const toasts = () => screen.getByRole('region', { name: /notifications/i });
const sent = (fetchMock: Parameters<typeof callsTo>[0], n: number) =>
  JSON.parse(String((callsTo(fetchMock, PUT)[n][1] as RequestInit).body));

describe('editing an activity in the timeline', () => {
  it('saves an edit as of the version it opened with, and says so', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...base,
        [TIMELINE]: () => json(200, { items: [activityItem(original)], nextCursor: null }),
        [PUT]: () => json(200, { ...original, body: 'Met the agency twice', version: 4 }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Timeline' });
    await user.click(await within(list).findByRole('button', { name: 'Edit note' }));
    const field = within(list).getByLabelText('Note');
    await user.clear(field);
    await user.type(field, 'Met the agency twice');
    await user.click(within(list).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toHaveLength(1));
    expect(sent(fetchMock, 0)).toEqual({ kind: 'note', body: 'Met the agency twice', version: 3 });
    expect(await within(toasts()).findByText('Note updated')).toBeInTheDocument();
    expect(within(list).queryByRole('form', { name: 'Edit note' })).toBeNull();
  });

  it('shows a refused edit as a validation error, and a stale one in the stale-edit dialog; Overwrite resends at the reported version', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...base,
        [TIMELINE]: () => json(200, { items: [activityItem(original)], nextCursor: null }),
        [PUT]: (init) => {
          const body = JSON.parse(String(init?.body));
          if (body.body === '')
            return json(400, { code: 'VALIDATION_ERROR', message: 'Please write something.', fields: { body: 'Please write something.' } });
          if (body.version === 3)
            return json(409, {
              code: 'CONFLICT',
              message: 'Someone else saved this record after you opened it.',
              stale: { version: 5, changedBy: 'Ada Admin', changedAt: '2026-11-21T09:00:00.000Z' },
            });
          return json(200, { ...original, body: body.body, version: 6 });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Timeline' });
    await user.click(await within(list).findByRole('button', { name: 'Edit note' }));
    const field = within(list).getByLabelText('Note');
    await user.clear(field);
    await user.click(within(list).getByRole('button', { name: 'Save Changes' }));
    expect(await within(list).findByText('Please write something.', { selector: 'p:not([role="status"])' })).toBeInTheDocument();
    expect(await within(toasts()).findByText('Validation Error')).toBeInTheDocument();

    await user.type(field, 'My version{Control>}{Enter}{/Control}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This note was changed while you were editing' });
    expect(within(dialog).getByText(/Ada Admin saved it on/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toHaveLength(3));
    expect(sent(fetchMock, 2)).toEqual({ kind: 'note', body: 'My version', version: 5 });
    expect(await within(toasts()).findByText('Note updated')).toBeInTheDocument();
  });

  it('offers no Edit or Delete on what the caller may not change, and deletes only after confirmation', async () => {
    const others = activity({ id: '99999999-9999-4999-8999-999999999999', body: 'Not mine', canEdit: false });
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...base,
        [TIMELINE]: () => json(200, { items: [activityItem(original), activityItem(others)], nextCursor: null }),
        [`DELETE /api/activities/${original.id}`]: () => new Response(null, { status: 204 }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Timeline' });
    await within(list).findByText('Not mine');
    expect(within(list).getAllByRole('button', { name: 'Edit note' })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Delete note' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /api/activities/${original.id}`)).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /delete|confirm|yes/i }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE /api/activities/${original.id}`)).toHaveLength(1));
    expect(await within(toasts()).findByText('Note deleted')).toBeInTheDocument();
  });
});
