import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, ActivityRecordType } from '@keel/shared/activities';
import type { TaskList } from '@keel/shared/tasks';
import type { TestApp } from '../../test/test-app';
import { auditEntries, type SignedIn } from '../../test/roles';
import { countRows, useActivityTestApp } from './activities.test-support';

const ctx = useActivityTestApp();
let t: TestApp;
let as: SignedIn;
let rec: Record<ActivityRecordType, string>;
beforeAll(() => {
  ({ t, as, rec } = ctx);
});

const TODAY = '2026-06-10';

async function task(cookie: string, fields: Record<string, unknown>, type: ActivityRecordType = 'deal'): Promise<Activity> {
  const res = await t.request({
    method: 'POST',
    url: '/api/activities',
    cookie,
    payload: { kind: 'task', links: [{ type, id: rec[type] }], ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function tasks(cookie: string, query = ''): Promise<Record<keyof TaskList, string[]>> {
  const res = await t.request({ method: 'GET', url: `/api/tasks?today=${TODAY}${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  const list: TaskList = res.json();
  return {
    overdue: list.overdue.map((a) => a.title!),
    today: list.today.map((a) => a.title!),
    upcoming: list.upcoming.map((a) => a.title!),
    done: list.done.map((a) => a.title!),
  };
}
const setDone = (cookie: string, id: string, done: boolean) =>
  t.request({ method: 'PUT', url: `/api/tasks/${id}/done`, cookie, payload: { done } });
const assign = (cookie: string, id: string, assigneeId: string) =>
  t.request({ method: 'PUT', url: `/api/tasks/${id}/assignee`, cookie, payload: { assigneeId } });

describe('tasks and My Tasks', () => {
  it('files my tasks under Overdue, Today, Upcoming and Done, and counts the open overdue and today ones', async () => {
    const me = await t.userWithRole('sales_rep');
    const late = await task(me.cookie, { title: 'Send proposal', dueDate: '2026-06-01', priority: 'High' });
    expect(late).toMatchObject({ assignee: { id: me.user.id }, priority: 'High', dueDate: '2026-06-01', dueTime: null, doneAt: null });
    await task(me.cookie, { title: 'Call at ten', dueDate: TODAY, dueTime: '10:00' }, 'contact');
    await task(me.cookie, { title: 'Follow up', dueDate: '2026-06-20' }, 'company');
    await task(me.cookie, { title: 'Someday' });
    const finished = await task(me.cookie, { title: 'Book room', dueDate: '2026-06-02' });
    expect((await setDone(me.cookie, finished.id, true)).json()).toMatchObject({ doneAt: expect.any(String) });

    expect(await tasks(me.cookie)).toEqual({
      overdue: ['Send proposal'],
      today: ['Call at ten'],
      upcoming: ['Follow up', 'Someday'],
      done: ['Book room'],
    });
    expect(await tasks(me.cookie, '&recordType=contact')).toEqual({ overdue: [], today: ['Call at ten'], upcoming: [], done: [] });
    const count = await t.request({ method: 'GET', url: `/api/tasks/count?today=${TODAY}`, cookie: me.cookie });
    expect(count.json()).toEqual({ due: 2 });

    // One more click opens it again.
    await setDone(me.cookie, finished.id, false);
    expect((await tasks(me.cookie)).overdue).toEqual(['Send proposal', 'Book room']);
  });

  it('lets admins see anyone’s tasks, and nobody else', async () => {
    const me = await t.userWithRole('user');
    await task(me.cookie, { title: 'Mine only', dueDate: TODAY });
    expect((await tasks(as.admin.cookie, `&assignee=${me.user.id}`)).today).toEqual(['Mine only']);
    const peek = await t.request({ method: 'GET', url: `/api/tasks?today=${TODAY}&assignee=${me.user.id}`, cookie: as.sales_rep.cookie });
    expect(peek.statusCode).toBe(403);
    expect((await tasks(as.sales_rep.cookie)).today).not.toContain('Mine only');
  });

  it('lets the author, the assignee and admins complete and reassign a task; others are refused, nothing changes', async () => {
    const author = await t.userWithRole('sales_rep');
    const a = await task(author.cookie, { title: 'Hand over', assigneeId: as.user.user.id, dueDate: TODAY });
    expect(a.assignee).toEqual({ id: as.user.user.id, name: as.user.user.fullName });
    const before = await countRows(t);
    expect((await setDone(as.recruiter.cookie, a.id, true)).statusCode).toBe(403);
    expect((await assign(as.recruiter.cookie, a.id, as.recruiter.user.id)).statusCode).toBe(403);
    expect(await countRows(t)).toEqual(before);

    expect((await assign(as.user.cookie, a.id, as.admin.user.id)).json()).toMatchObject({ assignee: { id: as.admin.user.id } });
    expect((await tasks(as.admin.cookie)).today).toContain('Hand over');
    expect((await setDone(as.admin.cookie, a.id, true)).statusCode).toBe(200);
    expect((await auditEntries(t, 'ACTIVITY_UPDATED')).filter((e) => e.entity_id === a.id).map((e) => e.user_id)).toEqual([
      as.admin.user.id,
      as.user.user.id,
    ]);
  });

  it('gives a task about an applicant only to a recruiter or an admin, and refuses a note as a task', async () => {
    const a = await task(as.recruiter.cookie, { title: 'Schedule interview' }, 'applicant');
    const refused = await assign(as.recruiter.cookie, a.id, as.sales_rep.user.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect((await assign(as.recruiter.cookie, a.id, as.admin.user.id)).statusCode).toBe(200);
    const noteRes = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: as.admin.cookie,
      payload: { kind: 'note', body: 'x', links: [{ type: 'deal', id: rec.deal }] },
    });
    expect((await setDone(as.admin.cookie, noteRes.json().id, true)).statusCode).toBe(400);
    expect((await setDone(as.admin.cookie, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('refuses a deactivated member as assignee', async () => {
    const gone = await t.userWithRole('user');
    await t.database.db.updateTable('users').set({ banned: true }).where('id', '=', gone.user.id).execute();
    const res = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: as.admin.cookie,
      payload: { kind: 'task', title: 'x', assigneeId: gone.user.id, links: [{ type: 'deal', id: rec.deal }] },
    });
    expect(res.statusCode).toBe(400);
  });
});
