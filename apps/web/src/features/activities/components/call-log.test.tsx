import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { activity, activityItem, AUTHOR } from '../../../test/fixtures/activities';

allowSlowPages();

const TIMELINE = `GET /api/timeline/job/${JOB_ID}`;
const base = {
  [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
  'GET /api/recruiters': () => json(200, recruiters),
  'GET /api/team/options': () => json(200, [{ id: AUTHOR.id, fullName: AUTHOR.name, role: 'recruiter' }]),
};
const call = activity({
  id: '99999999-9999-4999-8999-999999999999',
  kind: 'call',
  body: 'Left a message.',
  occurredOn: '2026-03-05',
  outcome: 'voicemail',
  durationMinutes: 2,
});

describe('logged calls (decision 0063)', () => {
  it('logs a call with its date, outcome and length', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: testUser('recruiter', { id: RECRUITER_ID }),
      handlers: { ...base, [TIMELINE]: () => json(200, { items: [], nextCursor: null }), 'POST /api/activities': () => json(201, call) },
    });
    const composer = await screen.findByRole('form', { name: 'New activity' });
    await user.selectOptions(within(composer).getByLabelText('Activity type'), 'Call');
    await user.clear(within(composer).getByLabelText('Call date'));
    await user.type(within(composer).getByLabelText('Call date'), '2026-03-05');
    await user.selectOptions(within(composer).getByLabelText('Outcome'), 'Voicemail');
    await user.type(within(composer).getByLabelText('Duration (minutes)'), '2');
    await user.type(within(composer).getByLabelText('Call'), 'Left a message.');
    await user.click(within(composer).getByRole('button', { name: 'Log Call' }));
    expect(await screen.findByText('Call logged')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/activities')[0][1]?.body))).toMatchObject({
      kind: 'call',
      occurredOn: '2026-03-05',
      outcome: 'voicemail',
      durationMinutes: 2,
    });
  });

  it('shows a call’s day, outcome and length, and marks the call a link points at', async () => {
    renderApp({
      route: `/recruitment/jobs/${JOB_ID}#activity-${call.id}`,
      user: testUser('recruiter', { id: RECRUITER_ID }),
      handlers: { ...base, [TIMELINE]: () => json(200, { items: [activityItem(call)], nextCursor: null }) },
    });
    const list = await screen.findByRole('list', { name: 'Timeline' });
    const line = await within(list).findByText('Mar 5, 2026 · Voicemail · 2 min');
    expect(line.closest('[id]')).toHaveAttribute('id', `activity-${call.id}`);
    expect(line.closest('[id]')).toHaveAttribute('data-targeted', 'true');
  });
});
