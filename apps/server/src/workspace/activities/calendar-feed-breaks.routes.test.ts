import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecordType } from '@keel/shared/activities';
import type { TestApp } from '../../test/test-app';
import { useActivityTestApp } from './activities.test-support';

const ctx = useActivityTestApp();
let t: TestApp;
let rec: Record<ActivityRecordType, string>;
beforeAll(() => {
  ({ t, rec } = ctx);
});

describe('calendar feed: line breaks in what members typed', () => {
  it('a bare carriage return in a task title or body starts no property and no event of its own', async () => {
    const me = await t.userWithRole('sales_rep', { fullName: 'Feed Breaks' });
    const res = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: me.cookie,
      payload: {
        links: [{ type: 'deal', id: rec.deal }],
        kind: 'task',
        title: 'Call back\rEND:VEVENT\rBEGIN:VEVENT',
        dueDate: '2026-12-01',
        body: 'First\rSUMMARY:Forged',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = await t.request({ method: 'POST', url: '/api/calendar-feed', cookie: me.cookie });
    const ics = (await t.request({ method: 'GET', url: new URL(made.json<{ url: string }>().url).pathname })).body;
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0].summary).toContain('Call back');
    expect(events[0].summary).not.toContain('\r');
  });
});
