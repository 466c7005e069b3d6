import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@keel/shared/dashboards';
import { isCalendarDate } from '@keel/shared/field-types';
import { REPORT_RECORDS, reportFieldNames } from '@keel/shared/report-catalogue';
import { LIST_FIELDS } from '@keel/shared/saved-views';
import type { InjectOptions } from 'light-my-request';
import { appWithEveryRole } from '../test/app-with-every-role';
import { DATE_EDGES } from './edge-values';

/**
 * Decision 0071: every route that takes a day in its query or body answers 400
 * for one Keel cannot store (year 0, year 10000, 2024-02-30, '+010000-…') and a plain answer for
 * one it can, 9999-12-31 included (a window past it is open-ended, not '+010000-…' in SQL). Before,
 * year 0 passed the checks (`Date.parse` reads it as 1 BC) and the database answered 500; a report
 * or records widget saved with it then failed on every load.
 */
const app = appWithEveryRole();

type Call = { name: string; request: (day: string) => InjectOptions & { cookie?: string } };
const ok = (method: string) => (method === 'POST' ? [200, 201] : [200]);

/** Every route that reads a day, derived from the lists' filters and the report catalogue. */
function dateRoutes(contactId: string): Call[] {
  const admin = () => app.as.admin.cookie;
  const get = (url: (day: string) => string) => (day: string) => ({
    method: 'GET' as const,
    url: url(encodeURIComponent(day)),
    cookie: admin(),
  });
  const calls: Call[] = [
    { name: 'tasks today', request: get((d) => `/api/tasks?today=${d}`) },
    { name: 'task count today', request: get((d) => `/api/tasks/count?today=${d}`) },
    { name: 'next contacts today', request: get((d) => `/api/insights/next-contacts?today=${d}`) },
    { name: 'reminders today (90 days)', request: get((d) => `/api/insights/reminders?today=${d}&upcomingDays=90`) },
    { name: 'timeline cursor', request: get((d) => `/api/timeline/contact/${contactId}?cursor=${d}T00%3A00%3A00.000000Z_a_${contactId}`) },
    {
      name: 'task due date',
      request: (day) => ({
        method: 'POST',
        url: '/api/activities',
        cookie: admin(),
        payload: { kind: 'task', title: 'Edge', dueDate: day, links: [{ type: 'contact', id: contactId }] },
      }),
    },
    {
      name: 'call occurred on',
      request: (day) => ({
        method: 'POST',
        url: '/api/activities',
        cookie: admin(),
        payload: { kind: 'call', body: 'Edge', occurredOn: day, links: [{ type: 'contact', id: contactId }] },
      }),
    },
  ];
  for (const [list, fields] of Object.entries(LIST_FIELDS))
    for (const [key, filter] of Object.entries(fields.filters))
      if (filter.type === 'date')
        for (const op of ['eq', 'gte', 'lte'])
          calls.push({
            name: `${list} filter ${key}:${op}`,
            request: get((d) => `/api/${list}?filter=${encodeURIComponent(`${key}:${op}:`)}${d}`),
          });
  for (const records of REPORT_RECORDS)
    for (const field of reportFieldNames(records, 'date'))
      for (const op of ['equals', 'before', 'after'])
        calls.push({
          name: `report ${records}.${field} ${op}`,
          request: (day) => ({
            method: 'POST',
            url: '/api/reports/run',
            cookie: admin(),
            payload: { records, filters: [{ field, op, value: day }] },
          }),
        });
  return calls;
}

/** Days around what Keel stores: the fuzz's date edges and generated ones at the ends of years 0..10000. */
const days = fc.oneof(
  fc.constantFrom(...DATE_EDGES.filter((d): d is string => typeof d === 'string' && !d.includes('T'))),
  fc
    .tuple(
      fc.constantFrom(-1, 0, 1, 2, 1969, 2024, 9998, 9999, 10000, 99999),
      fc.constantFrom(0, 1, 2, 12, 13),
      fc.constantFrom(0, 1, 28, 29, 30, 31, 32),
    )
    .map(
      ([y, m, d]) =>
        `${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
);

describe('every route that takes a day (decision 0071)', () => {
  it('answers 400 for a day Keel cannot store and a plain answer for one it can; never a 5xx', async () => {
    const contact = await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: app.as.admin.cookie,
      payload: { first_name: 'Edge', last_name: 'Day', email: 'edge.day@example.com' },
    });
    const routes = dateRoutes(contact.json<{ id: string }>().id);
    expect(routes.length).toBeGreaterThan(40);
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(days, async (day) => {
        for (const route of routes) {
          const options = route.request(day);
          const res = await app.t.request(options);
          requests += 1;
          const where = `${route.name} ${JSON.stringify(day)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (isCalendarDate(day)) expect(ok(options.method as string), where).toContain(res.statusCode);
          else {
            expect(res.statusCode, where).toBe(400);
            expect(res.json(), where).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          }
        }
      }),
      { numRuns: Number(process.env.DATE_FUZZ_RUNS ?? 25) },
    );
    expect(requests).toBeGreaterThan(1000);
  }, 300_000);

  it('a records widget and a saved report stored with year 0 before the check answer plainly, not 500', async () => {
    const cookie = app.as.admin.cookie;
    const board = (
      await app.t.request({ method: 'POST', url: '/api/dashboards', cookie, payload: { name: 'Edge days' } })
    ).json<Dashboard>();
    const added = (
      await app.t.request({ method: 'POST', url: `/api/dashboards/${board.id}/widgets`, cookie, payload: { type: 'userRecordsTable' } })
    ).json<Dashboard>();
    const id = added.layout.at(-1)!.i;
    const config = { source: 'contacts', rows: 5, filters: [{ field: 'lastContact', op: 'before', value: '0000-01-01' }] };
    expect(
      (await app.t.request({ method: 'PUT', url: `/api/dashboards/${board.id}/widgets/${id}/config`, cookie, payload: { config } }))
        .statusCode,
    ).toBe(400);
    // As a widget saved before the check keeps it:
    await app.t.database.db
      .updateTable('dashboards')
      .set({ widgets: JSON.stringify({ ...added.widgets, [id]: { ...added.widgets[id], config } }) as never })
      .where('id', '=', board.id)
      .execute();
    const data = await app.t.request({ method: 'GET', url: `/api/dashboards/${board.id}/widgets/${id}/data`, cookie });
    expect(data.statusCode, data.body).toBe(400);

    const saved = await app.t.request({
      method: 'POST',
      url: '/api/saved-reports',
      cookie,
      payload: {
        name: 'Edge report',
        shared: false,
        definition: { records: 'deals', filters: [{ field: 'closeDate', op: 'after', value: '2026-01-01' }] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const reportId = saved.json<{ id: string }>().id;
    await app.t.database.db
      .updateTable('saved_reports')
      .set({
        definition: JSON.stringify({ records: 'deals', filters: [{ field: 'closeDate', op: 'after', value: '0000-12-31' }] }) as never,
      })
      .where('id', '=', reportId)
      .execute();
    const result = await app.t.request({ method: 'GET', url: `/api/saved-reports/${reportId}/result`, cookie });
    expect(result.statusCode, result.body).toBe(400);
  });
});
