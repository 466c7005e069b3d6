import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecordType } from '@keel/shared/activities';
import type { TestApp } from '../../test/test-app';
import { auditEntries, type SignedIn } from '../../test/roles';
import { useActivityTestApp } from './activities.test-support';

const ctx = useActivityTestApp();
let t: TestApp;
let as: SignedIn;
let rec: Record<ActivityRecordType, string>;
beforeAll(() => {
  ({ t, as, rec } = ctx);
});

/** The events of a feed as a calendar app reads them (ical.js). */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { summary: e.summary, start: e.startDate.toString(), allDay: e.startDate.isDate, description: e.description };
  });
}

const feedPath = (url: string) => new URL(url).pathname;
const write = (cookie: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/activities', cookie, payload: { links: [{ type: 'deal', id: rec.deal }], ...payload } });

describe('calendar feed', () => {
  it('lists my open tasks with due dates and my logged meetings, readable by an iCalendar parser', async () => {
    const me = await t.userWithRole('sales_rep', { fullName: 'Dana; Feed, Owner' });
    for (const payload of [
      { kind: 'task', title: 'Send quote, v2; final', dueDate: '2026-12-01', priority: 'High', body: 'Line one\nLine two' },
      { kind: 'task', title: 'Call at ten', dueDate: '2026-12-02', dueTime: '10:00' },
      { kind: 'task', title: 'No date' },
      { kind: 'meeting', body: `Kick-off with Acme\n${'Long notes '.repeat(20)}` },
      { kind: 'note', body: 'Not in the calendar' },
    ])
      expect((await write(me.cookie, payload)).statusCode).toBe(201);
    const done = (await write(me.cookie, { kind: 'task', title: 'Done already', dueDate: '2026-12-03' })).json();
    await t.request({ method: 'PUT', url: `/api/tasks/${done.id}/done`, cookie: me.cookie, payload: { done: true } });
    await write(as.admin.cookie, { kind: 'task', title: 'Someone else’s', dueDate: '2026-12-04' });

    expect((await t.request({ method: 'GET', url: '/api/calendar-feed', cookie: me.cookie })).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    const made = await t.request({ method: 'POST', url: '/api/calendar-feed', cookie: me.cookie });
    expect(made.statusCode, made.body).toBe(201);
    const res = await t.request({ method: 'GET', url: feedPath(made.json().url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const list = events(res.body);
    expect(list.map((e) => e.summary).sort()).toEqual(['Meeting: Kick-off with Acme', 'Task: Call at ten', 'Task: Send quote, v2; final']);
    expect(list.find((e) => e.summary === 'Task: Send quote, v2; final')).toMatchObject({
      allDay: true,
      start: '2026-12-01',
      description: 'Priority: High\nLine one\nLine two',
    });
    expect(list.find((e) => e.summary === 'Task: Call at ten')).toMatchObject({ allDay: false, start: '2026-12-02T10:00:00' });
    expect(list.find((e) => e.summary?.startsWith('Meeting'))?.description).toContain('Long notes Long notes');
    expect((await t.request({ method: 'GET', url: '/api/calendar-feed', cookie: me.cookie })).json()).toMatchObject({ enabled: true });
    expect((await auditEntries(t, 'CALENDAR_FEED_CREATED'))[0]).toMatchObject({ user_id: me.user.id });
  });

  it('stops answering an old URL once regenerated or revoked, and for a deactivated member', async () => {
    const me = await t.userWithRole('user');
    const first = feedPath((await t.request({ method: 'POST', url: '/api/calendar-feed', cookie: me.cookie })).json().url);
    const second = feedPath((await t.request({ method: 'POST', url: '/api/calendar-feed', cookie: me.cookie })).json().url);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200);

    expect((await t.request({ method: 'DELETE', url: '/api/calendar-feed', cookie: me.cookie })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/calendar-feed', cookie: me.cookie })).statusCode).toBe(404);
    expect((await auditEntries(t, 'CALENDAR_FEED_REVOKED'))[0]).toMatchObject({ user_id: me.user.id });

    const third = feedPath((await t.request({ method: 'POST', url: '/api/calendar-feed', cookie: me.cookie })).json().url);
    await t.database.db.updateTable('users').set({ banned: true }).where('id', '=', me.user.id).execute();
    expect((await t.request({ method: 'GET', url: third })).statusCode).toBe(404);
  });

  it('answers 404 to a made-up token and 401 to managing without a session', async () => {
    expect((await t.request({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode).toBe(404);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await t.request({ method, url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
