import { describe, expect, it } from 'vitest';
import type { Activity, ActivityRecordType } from '@keel/shared/activities';
import type { MeetingNote, NextContact, RemindersResponse } from '@keel/shared/insights';
import { useActivityTestApp } from '../../workspace/activities/activities.test-support';

/** The dashboard widgets read real activities: reminders, next contacts, meeting notes. */
const ctx = useActivityTestApp();

const TODAY = '2026-06-10';

async function write(cookie: string, fields: Record<string, unknown>, type: ActivityRecordType = 'contact'): Promise<Activity> {
  const res = await ctx.t.request({
    method: 'POST',
    url: '/api/activities',
    cookie,
    payload: { links: [{ type, id: ctx.rec[type] }], ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function get<T>(cookie: string, url: string): Promise<T> {
  const res = await ctx.t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

describe('dashboard widgets read activities', () => {
  it("reminders list the caller's open tasks, overdue first, then by due date, and forget done ones", async () => {
    const me = await ctx.t.userWithRole('sales_rep');
    await write(me.cookie, { kind: 'task', title: 'Later this month', dueDate: '2026-06-30' });
    await write(me.cookie, { kind: 'task', title: 'Call back at nine', dueDate: TODAY, dueTime: '09:00' }, 'company');
    await write(me.cookie, { kind: 'task', title: 'Long overdue', dueDate: '2026-05-01' }, 'deal');
    await write(me.cookie, { kind: 'task', title: 'Just overdue', dueDate: '2026-06-09' });
    await write(me.cookie, { kind: 'task', title: 'Undated' });
    const done = await write(me.cookie, { kind: 'task', title: 'Already done', dueDate: '2026-06-08' });
    await ctx.t.request({ method: 'PUT', url: `/api/tasks/${done.id}/done`, cookie: me.cookie, payload: { done: true } });
    // Someone else's task is not mine to be reminded of.
    await write(ctx.as.admin.cookie, { kind: 'task', title: "Admin's own", dueDate: '2026-06-01' });

    const reminders = await get<RemindersResponse>(me.cookie, `/api/insights/reminders?today=${TODAY}`);
    expect(reminders.today).toBe(TODAY);
    expect(reminders.overdue.map((a) => a.title)).toEqual(['Long overdue', 'Just overdue']);
    expect(reminders.upcoming.map((a) => a.title)).toEqual(['Call back at nine']);
    // Each leads to its record.
    expect(reminders.overdue[0].links).toEqual([{ type: 'deal', id: ctx.rec.deal, label: 'Acme website' }]);
    const wider = await get<RemindersResponse>(me.cookie, `/api/insights/reminders?today=${TODAY}&upcomingDays=30`);
    expect(wider.upcoming.map((a) => a.title)).toEqual(['Call back at nine', 'Later this month']);
    expect((await ctx.t.request({ method: 'GET', url: '/api/insights/reminders?today=2026-02-30', cookie: me.cookie })).statusCode).toBe(
      400,
    );
  });

  it("next contacts interleave the deals' next contact dates with the caller's tasks due from today", async () => {
    const me = await ctx.t.userWithRole('sales_rep');
    const stage = await ctx.t.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('title', '=', 'Contacted')
      .executeTakeFirstOrThrow();
    await ctx.t.database.db
      .insertInto('deals')
      .values({
        name: 'Beacon',
        stage_id: stage.id,
        next_contact_date: '2026-06-12',
        first_name: 'Pat',
        last_name: 'Lee',
        company: 'Beacon Inc',
      })
      .execute();
    await write(me.cookie, { kind: 'task', title: 'Meet Bo', dueDate: '2026-06-11', dueTime: '14:00' });
    await write(me.cookie, { kind: 'task', title: 'Past, not planned', dueDate: '2026-06-01' });
    await write(me.cookie, { kind: 'task', title: 'Send contract', dueDate: '2026-06-15' }, 'company');

    const next = await get<NextContact[]>(me.cookie, `/api/insights/next-contacts?today=${TODAY}`);
    expect(next.map((n) => [n.source, n.title, n.date, n.time])).toEqual([
      ['task', 'Meet Bo', '2026-06-11', '14:00'],
      ['deal', 'Beacon', '2026-06-12', null],
      ['task', 'Send contract', '2026-06-15', null],
    ]);
    expect(next[0]).toMatchObject({ detail: 'Bo Baker', record: { type: 'contact', id: ctx.rec.contact } });
    expect(next[1]).toMatchObject({ detail: 'Pat Lee · Beacon Inc', record: { type: 'deal', label: 'Beacon' } });
    // The deals are everyone's; the tasks are only mine.
    expect((await get<NextContact[]>(ctx.as.user.cookie, `/api/insights/next-contacts?today=${TODAY}`)).map((n) => n.title)).toEqual([
      'Beacon',
    ]);
  });

  it("meeting notes show the latest logged meetings, and a job's only to recruiters and admins", async () => {
    await write(ctx.as.sales_rep.cookie, { kind: 'meeting', body: 'Kick-off with Bo:\nscope agreed.' });
    await write(ctx.as.sales_rep.cookie, { kind: 'note', body: 'Only a note, not a meeting.' });
    await write(ctx.as.recruiter.cookie, { kind: 'meeting', body: 'Hiring panel met.' }, 'job');

    const forUser = await get<MeetingNote[]>(ctx.as.user.cookie, '/api/insights/meeting-notes');
    expect(forUser.map((n) => [n.source, n.title, n.notes])).toEqual([['meeting', 'Bo Baker', 'Kick-off with Bo:\nscope agreed.']]);
    expect(forUser[0]).toMatchObject({ detail: ctx.as.sales_rep.user.fullName, record: { type: 'contact', id: ctx.rec.contact } });
    const forRecruiter = await get<MeetingNote[]>(ctx.as.recruiter.cookie, '/api/insights/meeting-notes');
    expect(forRecruiter.map((n) => n.notes)).toEqual(['Hiring panel met.', 'Kick-off with Bo:\nscope agreed.']);
    expect((await get<MeetingNote[]>(ctx.as.recruiter.cookie, '/api/insights/meeting-notes?limit=1')).map((n) => n.notes)).toEqual([
      'Hiring panel met.',
    ]);
  });
});
