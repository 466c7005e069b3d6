import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifierOf } from '../notifications/notifications.service';
import { recordOfEachType } from './activities.test-support';
import { wallClock } from '@keel/shared/interview-time';
import { dueMoment, runTaskDue } from './task-due';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['userWithRole']>>;
let ada: Member;
let bo: Member;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: true }); // the due-task worker delivers
  ada = await t.userWithRole('admin', { fullName: 'Ada Admin' });
  bo = await t.userWithRole('user', { fullName: 'Bo User' });
  contactId = (await recordOfEachType(t)).contact;
}, 180_000); // a loaded machine: building the app and four accounts can take a while

afterAll(() => t.close(), 120_000);

async function task(values: object) {
  const res = await t.request({
    method: 'POST',
    url: '/api/activities',
    cookie: ada.cookie,
    payload: { kind: 'task', links: [{ type: 'contact', id: contactId }], assigneeId: bo.user.id, ...values } as never,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const dueOf = (taskId: string) =>
  t.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('kind', '=', 'task_due')
    .where('dedupe_key', 'like', `task_due:${taskId}:%`)
    .execute();
const keyOf = async (taskId: string) =>
  (await t.database.db.selectFrom('activities').select('due_schedule_key').where('id', '=', taskId).executeTakeFirstOrThrow())
    .due_schedule_key;

describe('a task falling due', () => {
  it('falls due at its time on its date (UTC), or at the start of the day without a time', () => {
    expect(dueMoment('2026-12-01', '14:30:00').toISOString()).toBe('2026-12-01T14:30:00.000Z');
    expect(dueMoment('2026-12-01', null).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it("reads the due date and time in the assignee's time zone (decision 0080), across DST changes", () => {
    // Berlin: winter UTC+1, summer UTC+2; the night the clocks go forward, 02:30 does not exist.
    expect(dueMoment('2026-12-01', '14:30:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(dueMoment('2026-07-01', '14:30:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T12:30:00.000Z');
    expect(dueMoment('2026-03-29', '02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(dueMoment('2026-10-25', '02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // New York, the week its clocks go back (1 November 2026); a day without a time starts at local midnight.
    expect(dueMoment('2026-10-31', '09:00:00', 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(dueMoment('2026-11-02', '09:00:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(dueMoment('2026-12-01', null, 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // No zone (a member who has none yet): UTC, as before.
    expect(dueMoment('2026-12-01', '14:30:00', null).toISOString()).toBe('2026-12-01T14:30:00.000Z');
  });

  it("falls due for an assignee at their own clock's time, not UTC's", async () => {
    // Kiritimati is UTC+14: two minutes ago there, as a due date and time, is still 14 hours ahead in UTC.
    const kiri = await t.userWithRole('user', { fullName: 'Kiri Timati', email: 'kiri@example.com' });
    const zone = await t.request({
      method: 'PUT',
      url: '/api/profile/time-zone',
      cookie: kiri.cookie,
      payload: { time_zone: 'Pacific/Kiritimati' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const due = wallClock(new Date(Date.now() - 2 * 60_000), 'Pacific/Kiritimati');
    const id = await task({ title: 'Call Kiri back', dueDate: due.date, dueTime: due.time, assigneeId: kiri.user.id });
    await vi.waitFor(async () => expect(await dueOf(id)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    expect((await dueOf(id))[0]).toMatchObject({ recipient_id: kiri.user.id, subject: 'Call Kiri back' });
  });

  it("moves an open task's due moment when its assignee's zone changes, at the first sign-in too (decision 0091)", async () => {
    // Set while the assignee had no zone: read in UTC, two minutes ago in Kiritimati (UTC+14) is 14 hours ahead.
    const noZone = await t.userWithRole('user', { fullName: 'Nao Zone' });
    const due = wallClock(new Date(Date.now() - 2 * 60_000), 'Pacific/Kiritimati');
    const id = await task({ title: 'Ring Nao', dueDate: due.date, dueTime: due.time, assigneeId: noZone.user.id });
    const before = await keyOf(id);
    // The browser's zone, sent at the first sign-in: the task is scheduled again on the new clock, and falls due now.
    const zone = await t.request({
      method: 'PUT',
      url: '/api/profile/time-zone',
      cookie: noZone.cookie,
      payload: { time_zone: 'Pacific/Kiritimati', only_if_unset: true },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(await keyOf(id)).not.toBe(before);
    await vi.waitFor(async () => expect(await dueOf(id)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    expect((await dueOf(id))[0]).toMatchObject({ recipient_id: noZone.user.id, subject: 'Ring Nao' });
    // The same zone again changes nothing; nor does another zone once the task has fallen due (no second notice).
    const key = await keyOf(id);
    for (const time_zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const again = await t.request({ method: 'PUT', url: '/api/profile/time-zone', cookie: noZone.cookie, payload: { time_zone } });
      expect(again.statusCode, again.body).toBe(200);
      expect(await keyOf(id)).toBe(key);
    }
    expect(await dueOf(id)).toHaveLength(1);
  });

  it('tells the assignee once, by the scheduled job, with a link to the record', async () => {
    const id = await task({ title: 'Send the contract', dueDate: '2020-01-01' });
    await vi.waitFor(async () => expect(await dueOf(id)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    const [row] = await dueOf(id);
    expect(row).toMatchObject({
      recipient_id: bo.user.id,
      record_type: 'contact',
      record_id: contactId,
      actor_id: null,
      subject: 'Send the contract',
    });
    // The same job again (a retry, another instance) adds nothing.
    expect(await runTaskDue(t.database.db, notifierOf(t.app), { taskId: id, key: (await keyOf(id))! })).toBe(false);
    expect(await dueOf(id)).toHaveLength(1);
  });

  it('does nothing for a job made stale by a reschedule, completion or deletion', async () => {
    const notifier = notifierOf(t.app);
    const later = '2999-01-01';
    // Rescheduled: the old key no longer matches; the new one would fire.
    const moved = await task({ title: 'Moved', dueDate: later });
    const oldKey = (await keyOf(moved))!;
    const edit = await t.request({
      method: 'PUT',
      url: `/api/activities/${moved}`,
      cookie: ada.cookie,
      payload: { kind: 'task', title: 'Moved', dueDate: '2999-02-01', assigneeId: bo.user.id, version: 1 } as never,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const newKey = (await keyOf(moved))!;
    expect(newKey).not.toBe(oldKey);
    expect(await runTaskDue(t.database.db, notifier, { taskId: moved, key: oldKey })).toBe(false);
    expect(await dueOf(moved)).toHaveLength(0);

    // Completed: nothing; opened again: a new key, the old job still nothing.
    const done = await task({ title: 'Done early', dueDate: later });
    const doneKey = (await keyOf(done))!;
    expect(
      (await t.request({ method: 'PUT', url: `/api/tasks/${done}/done`, cookie: bo.cookie, payload: { done: true } })).statusCode,
    ).toBe(200);
    expect(await keyOf(done)).toBeNull();
    expect(await runTaskDue(t.database.db, notifier, { taskId: done, key: doneKey })).toBe(false);
    expect(
      (await t.request({ method: 'PUT', url: `/api/tasks/${done}/done`, cookie: bo.cookie, payload: { done: false } })).statusCode,
    ).toBe(200);
    expect(await runTaskDue(t.database.db, notifier, { taskId: done, key: doneKey })).toBe(false);
    expect(await dueOf(done)).toHaveLength(0);

    // Deleted: nothing.
    const gone = await task({ title: 'Gone', dueDate: later });
    const goneKey = (await keyOf(gone))!;
    expect((await t.request({ method: 'DELETE', url: `/api/activities/${gone}`, cookie: ada.cookie })).statusCode).toBe(204);
    expect(await runTaskDue(t.database.db, notifier, { taskId: gone, key: goneKey })).toBe(false);

    // The current key of an open task does fire.
    expect(await runTaskDue(t.database.db, notifier, { taskId: moved, key: newKey })).toBe(true);
    expect(await dueOf(moved)).toHaveLength(1);
  });

  it('schedules nothing for a task without a due date', async () => {
    const id = await task({ title: 'Someday' });
    expect(await keyOf(id)).toBeNull();
  });
});
