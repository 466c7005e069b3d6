import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { activity, activityItem, AUTHOR, historyItem } from '../../../test/fixtures/activities';

allowSlowPages();

const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const TIMELINE = `GET /api/timeline/job/${JOB_ID}`;
const hostile = activity({ body: 'Met <img src=x onerror="alert(1)"> them\nDetails: https://example.com/brief.' });
const base = {
  [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
  'GET /api/recruiters': () => json(200, recruiters),
  'GET /api/team/options': () => json(200, [{ id: AUTHOR.id, fullName: AUTHOR.name, role: 'recruiter' }]),
};
const timelineList = () => screen.findByRole('list', { name: 'Timeline' });

describe('RecordTimeline on the job page', () => {
  it('shows what users typed as text (links made links, no HTML), history as sentences, and loads more on request', async () => {
    const second = activity({ id: '88888888-8888-4888-8888-888888888888', kind: 'call', body: 'Older call' });
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...base,
        [TIMELINE]: (init) => {
          void init;
          const page = callsTo(fetchMock, TIMELINE).length;
          return page <= 1
            ? json(200, {
                items: [activityItem(hostile), historyItem('5', 'Riley Chen changed status from “Open” to “Closed”.')],
                nextCursor: '2026-11-19T10:00:00.000000Z_h_5',
              })
            : json(200, { items: [activityItem(second)], nextCursor: null });
        },
      },
    });
    const list = await timelineList();
    const body = await within(list).findByText(/Met <img src=x onerror="alert\(1\)"> them/);
    expect(list.querySelector('img')).toBeNull();
    expect(within(body).getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute('href', 'https://example.com/brief');
    expect(within(list).getByText('Riley Chen changed status from “Open” to “Closed”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Older call')).toBeInTheDocument();
    const [, [url]] = callsTo(fetchMock, TIMELINE) as [unknown, [string]];
    expect(new URL(url, 'http://localhost').searchParams.get('cursor')).toBe('2026-11-19T10:00:00.000000Z_h_5');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('creates a task from the keyboard alone, linked to the job, and says so', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...base,
        [TIMELINE]: () => json(200, { items: [], nextCursor: null }),
        'POST /api/activities': () => json(201, activity({ kind: 'task', title: 'Call the agency' })),
      },
    });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Activity type'), 'task');
    await user.click(screen.getByLabelText('Task title'));
    await user.keyboard('Call the agency');
    await user.type(screen.getByLabelText('Due date'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(screen.getByLabelText('Details (optional)'));
    await user.keyboard('Ask about rates{Control>}{Enter}{/Control}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/activities')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST /api/activities') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'task',
      body: 'Ask about rates',
      title: 'Call the agency',
      dueDate: '2026-11-30',
      dueTime: null,
      assigneeId: null,
      priority: 'High',
      links: [{ type: 'job', id: JOB_ID }],
    });
    expect(await within(screen.getByRole('region', { name: /notifications/i })).findByText('Task created')).toBeInTheDocument();
  });

  it('asks the server for one kind when filtered', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: { ...base, [TIMELINE]: () => json(200, { items: [], nextCursor: null }) },
    });
    await user.selectOptions(await screen.findByLabelText('Show'), 'call');
    await waitFor(() =>
      expect(callsTo(fetchMock, TIMELINE).map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('kind'))).toContain(
        'call',
      ),
    );
  });
});
