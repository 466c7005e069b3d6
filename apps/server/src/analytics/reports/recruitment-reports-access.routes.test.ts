import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@keel/shared/dashboards';
import type { SavedReport } from '@keel/shared/reports';
import { REPORT_UNAVAILABLE } from '@keel/shared/widget-config';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, jobBody } from '../../test/recruitment';
import { RECRUITMENT_REPORT_UNAVAILABLE } from './report-widgets.service';

const app = appWithEveryRole();
type Who = 'user' | 'sales_rep' | 'recruiter' | 'admin';
const SECRET = 'secret.applicant@example.com';

async function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return app.t.request({ method, url, cookie: app.as[who].cookie, payload });
}
/** An applicant whose e-mail a report grouped by e-mail shows, and a shared report over `records`. */
async function sharedReport(records: 'applicants' | 'jobs', group: string): Promise<SavedReport> {
  const job = (await call('recruiter', 'POST', '/api/jobs', jobBody({ title: 'Confidential Role' }))).json<{ job_id: string }>();
  await call('recruiter', 'POST', '/api/applicants', applicantBody({ email: SECRET, job_id: job.job_id }));
  const definition = { records, filters: [], group: { field: group }, measure: { fn: 'count' }, view: 'table' };
  const res = await call('admin', 'POST', '/api/saved-reports', { name: `Team ${records} by ${group}`, shared: true, definition });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('reports over jobs and applicants are for recruiters and admins only (docs/product/roles-and-permissions.md#recruitment-access), shared or not', () => {
  it('a shared report over applicants or jobs is not listed, opened or run for user and sales_rep; recruiters and admins run it', async () => {
    const byEmail = await sharedReport('applicants', 'email');
    const byTitle = await sharedReport('jobs', 'title');
    for (const who of ['user', 'sales_rep'] as const) {
      const list = await call(who, 'GET', '/api/saved-reports');
      expect(list.statusCode).toBe(200);
      expect(list.json<SavedReport[]>().map((r) => r.id)).not.toContain(byEmail.id);
      expect(list.json<SavedReport[]>().map((r) => r.id)).not.toContain(byTitle.id);
      for (const report of [byEmail, byTitle]) {
        for (const url of [`/api/saved-reports/${report.id}`, `/api/saved-reports/${report.id}/result`]) {
          const res = await call(who, 'GET', url);
          expect(res.statusCode, `${who} GET ${url}`).toBe(404);
          expect(res.body).not.toContain(SECRET);
          expect(res.body).not.toContain('Confidential Role');
        }
      }
    }
    for (const who of ['recruiter', 'admin'] as const) {
      const res = await call(who, 'GET', `/api/saved-reports/${byEmail.id}/result`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ rows: unknown[] }>().rows).toContainEqual(expect.objectContaining({ group: SECRET }));
    }
  });

  it('a sales_rep can neither pin it, nor configure a widget over applicants, nor read one written around Configure', async () => {
    const report = await sharedReport('applicants', 'email');
    let board = (await call('sales_rep', 'POST', '/api/dashboards', { name: 'My board' })).json<Dashboard>();
    board = (await call('sales_rep', 'POST', `/api/dashboards/${board.id}/widgets`, { type: 'barChart' })).json<Dashboard>();
    const widgetId = board.layout[0].i;
    expect((await call('sales_rep', 'POST', `/api/dashboards/${board.id}/pinned-reports`, { reportId: report.id })).statusCode).toBe(404);
    const inline = { records: 'applicants', filters: [], group: { field: 'email' }, measure: { fn: 'count' }, view: 'bar' };
    const configured = await call('sales_rep', 'PUT', `/api/dashboards/${board.id}/widgets/${widgetId}/config`, {
      config: { definition: inline },
    });
    expect(configured.statusCode, configured.body).toBe(403);
    expect(configured.json()).toMatchObject({ message: RECRUITMENT_REPORT_UNAVAILABLE });

    // Stored around Configure (the dashboard's own save), the widget still shows nothing of them.
    const data = `/api/dashboards/${board.id}/widgets/${widgetId}/data`;
    for (const config of [{ definition: inline }, { reportId: report.id }]) {
      const widgets = { ...board.widgets, [widgetId]: { ...board.widgets[widgetId], config } };
      expect((await call('sales_rep', 'PATCH', `/api/dashboards/${board.id}`, { widgets })).statusCode).toBe(200);
      const res = await call('sales_rep', 'GET', data);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.json<{ kind: string }>().kind).toBe('unavailable');
    }
    // An admin looking at the sales rep's dashboard sees it as its owner does.
    expect((await call('admin', 'GET', data)).json()).toEqual({ kind: 'unavailable', message: REPORT_UNAVAILABLE });
  });
});
