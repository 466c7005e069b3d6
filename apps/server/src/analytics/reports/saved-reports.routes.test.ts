import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAuditDetails } from '@keel/shared/audit-details';
import type { SavedReport } from '@keel/shared/reports';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { insertReportFixtures } from './report-fixtures.test-support';

let t: TestApp;
let as: SignedIn;
let otherAdmin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  otherAdmin = await t.userWithRole('admin', { fullName: 'Other Admin' });
  await insertReportFixtures(t);
});
afterAll(() => t.close());

const wonByMonth = {
  name: 'Won deal value by month',
  shared: false,
  definition: {
    records: 'deals',
    filters: [{ field: 'stage', op: 'equals', value: 'Closed Won' }],
    group: { field: 'updated', bucket: 'month' },
    measure: { fn: 'sum', field: 'value' },
    view: 'bar',
  },
};

async function create(payload: object, cookie = as.admin.cookie): Promise<SavedReport> {
  const res = await t.request({ method: 'POST', url: '/api/saved-reports', cookie, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function names(cookie: string) {
  const res = await t.request({ method: 'GET', url: '/api/saved-reports', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SavedReport[]).map((r) => r.name);
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload });

describe('saved reports', () => {
  it('saves, runs, edits, duplicates and deletes a report', async () => {
    const report = await create(wonByMonth);
    expect(report).toMatchObject({
      name: 'Won deal value by month',
      shared: false,
      owner_name: 'Test admin',
      definition: wonByMonth.definition,
    });

    const result = await call('GET', `/api/saved-reports/${report.id}/result`, as.admin.cookie);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ rows: [{ group: '2026-03-01', value: 1500 }], total: 1500, records: 2, truncated: false });

    const edited = await call('PUT', `/api/saved-reports/${report.id}`, as.admin.cookie, {
      ...wonByMonth,
      name: 'Won value',
      definition: { ...wonByMonth.definition, view: 'line' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Won value', definition: { view: 'line' } });

    const copy = await call('POST', `/api/saved-reports/${report.id}/duplicate`, as.admin.cookie);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copy of Won value', shared: false, definition: { view: 'line' } });
    expect(await names(as.admin.cookie)).toEqual(['Copy of Won value', 'Won value']);

    expect((await call('DELETE', `/api/saved-reports/${report.id}`, as.admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/saved-reports/${copy.json().id}`, as.admin.cookie)).statusCode).toBe(204);
    expect(await names(as.admin.cookie)).toEqual([]);
  });

  it('records creating, sharing, duplicating and deleting a report in the Audit Trail, in sentences', async () => {
    const report = await create({ ...wonByMonth, name: 'Audited report' });
    expect(
      (await call('PUT', `/api/saved-reports/${report.id}`, as.admin.cookie, { ...wonByMonth, name: 'Audited report', shared: true }))
        .statusCode,
    ).toBe(200);
    const copy = (await call('POST', `/api/saved-reports/${report.id}/duplicate`, as.admin.cookie)).json() as SavedReport;
    expect((await call('DELETE', `/api/saved-reports/${report.id}`, as.admin.cookie)).statusCode).toBe(204);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['action_type', 'details', 'user_name'])
      .where('entity_id', 'in', [report.id, copy.id])
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action_type, describeAuditDetails(e.action_type, e.details as Record<string, unknown>)])).toEqual([
      ['REPORT_CREATED', 'Created report Audited report. Shared no; Records deals.'],
      ['REPORT_UPDATED', 'Updated report Audited report. Changed Shared from no to yes.'],
      ['REPORT_CREATED', 'Created report Copy of Audited report. Shared no; Records deals; Duplicated from Audited report.'],
      ['REPORT_DELETED', 'Deleted report Audited report. Shared yes.'],
    ]);
    expect(new Set(entries.map((e) => e.user_name)).size).toBe(1);
    expect((await call('DELETE', `/api/saved-reports/${copy.id}`, as.admin.cookie)).statusCode).toBe(204);
  });

  it('keeps a private report invisible to everyone else, admins included', async () => {
    const report = await create({ ...wonByMonth, name: 'My private numbers' });
    for (const cookie of [otherAdmin.cookie, as.user.cookie, as.sales_rep.cookie]) {
      expect(await names(cookie)).not.toContain('My private numbers');
      expect((await call('GET', `/api/saved-reports/${report.id}`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/saved-reports/${report.id}/result`, cookie)).statusCode).toBe(404);
    }
    expect((await call('PUT', `/api/saved-reports/${report.id}`, otherAdmin.cookie, { ...wonByMonth, name: 'Hijacked' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/saved-reports/${report.id}/duplicate`, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-reports/${report.id}`, otherAdmin.cookie)).statusCode).toBe(404);
    expect(await names(as.admin.cookie)).toContain('My private numbers');
    await call('DELETE', `/api/saved-reports/${report.id}`, as.admin.cookie);
  });

  it('opens a shared report to every signed-in user, who may run it but not change it', async () => {
    const report = await create({ ...wonByMonth, name: 'Team pipeline', shared: true });
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      const cookie = as[role].cookie;
      expect(await names(cookie)).toEqual(['Team pipeline']);
      expect((await call('GET', `/api/saved-reports/${report.id}/result`, cookie)).json()).toMatchObject({ total: 1500 });
      expect((await call('POST', '/api/saved-reports', cookie, wonByMonth)).statusCode).toBe(403);
      expect((await call('PUT', `/api/saved-reports/${report.id}`, cookie, { ...wonByMonth, name: 'Mine now' })).statusCode).toBe(403);
      expect((await call('POST', `/api/saved-reports/${report.id}/duplicate`, cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/saved-reports/${report.id}`, cookie)).statusCode).toBe(403);
    }
    // Another admin may change a shared report.
    expect(
      (await call('PUT', `/api/saved-reports/${report.id}`, otherAdmin.cookie, { ...wonByMonth, name: 'Team pipeline', shared: true }))
        .statusCode,
    ).toBe(200);
    expect(await names(as.user.cookie)).toEqual(['Team pipeline']);
    await call('DELETE', `/api/saved-reports/${report.id}`, as.admin.cookie);
  });

  it('refuses every route without a session (401), changing nothing', async () => {
    const report = await create({ ...wonByMonth, name: 'Kept', shared: true });
    for (const [method, url, payload] of [
      ['GET', '/api/saved-reports'],
      ['GET', `/api/saved-reports/${report.id}`],
      ['GET', `/api/saved-reports/${report.id}/result`],
      ['POST', '/api/saved-reports', wonByMonth],
      ['PUT', `/api/saved-reports/${report.id}`, wonByMonth],
      ['POST', `/api/saved-reports/${report.id}/duplicate`],
      ['DELETE', `/api/saved-reports/${report.id}`],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await names(as.admin.cookie)).toEqual(['Kept']);
    await call('DELETE', `/api/saved-reports/${report.id}`, as.admin.cookie);
  });

  it.each([
    ['an empty name', { ...wonByMonth, name: '  ' }, 'Report name is required.'],
    [
      'a bad filter',
      { ...wonByMonth, definition: { ...wonByMonth.definition, filters: [{ field: 'stage', op: 'before', value: '2026-01-01' }] } },
      "The filter on Stage cannot use 'before'.",
    ],
    ['an unknown view', { ...wonByMonth, definition: { ...wonByMonth.definition, view: 'radar' } }, 'view'],
  ])('refuses %s with 400 and saves nothing', async (_why, payload, message) => {
    const res = await call('POST', '/api/saved-reports', as.admin.cookie, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await names(as.admin.cookie)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', '/api/saved-reports/00000000-0000-4000-8000-000000000000', as.admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/saved-reports/not-an-id/result', as.admin.cookie)).statusCode).toBe(404);
  });
});
