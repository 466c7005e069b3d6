import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_CONTAINS_FILTERS } from '@keel/shared/reports';
import { appWithEveryRole } from '../../test/app-with-every-role';
import {
  boundedReport,
  holdReportTurn,
  REPORT_TOO_SLOW_MESSAGE,
  REPORTS_BUSY_MESSAGE,
  REPORTS_RUNNING_PER_USER,
  REPORTS_WAITING_PER_USER,
  setReportStatementTimeout,
} from './report-bounds.service';

// What a report may cost (decision 0094), on both databases.
const app = appWithEveryRole();
const countContacts = { records: 'contacts', filters: [] };

describe('report bounds', () => {
  it(`refuses more than ${MAX_CONTAINS_FILTERS} 'contains' filters, saying why`, async () => {
    const filters = Array.from({ length: MAX_CONTAINS_FILTERS + 1 }, (_, i) => ({ field: 'city', op: 'contains', value: `x${i}` }));
    const res = await app.t.request({
      method: 'POST',
      url: '/api/reports/run',
      cookie: app.as.admin.cookie,
      payload: { records: 'contacts', filters },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`At most ${MAX_CONTAINS_FILTERS} 'contains' filters.`);
    const fine = await app.t.request({
      method: 'POST',
      url: '/api/reports/run',
      cookie: app.as.admin.cookie,
      payload: { records: 'contacts', filters: filters.slice(1) },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('lets a member queue reports behind their running ones and refuses the ones beyond with 429, leaving other members alone', async () => {
    const { t, as } = app;
    const holds = await Promise.all(
      Array.from({ length: REPORTS_RUNNING_PER_USER }, () => holdReportTurn(t.database.db, as.admin.user.id)),
    );
    // Every one sent at once: the first REPORTS_WAITING_PER_USER wait their turn, the rest are refused.
    const sent = Array.from({ length: REPORTS_WAITING_PER_USER + 2 }, () =>
      t.request({ method: 'POST', url: '/api/reports/run', cookie: as.admin.cookie, payload: countContacts }),
    );
    // Another member is not held up by them: their widget is answered now (404: no such dashboard).
    const other = await t.request({ method: 'GET', url: '/api/dashboards/none/widgets/none/data', cookie: as.user.cookie });
    expect(other.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    holds.forEach((release) => release());
    const answers = await Promise.all(sent);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(REPORTS_WAITING_PER_USER).fill(200), 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: REPORTS_BUSY_MESSAGE });
  });

  it("caps a member's widgets and saved reports the same way, and still asks for a session", async () => {
    const { t, as } = app;
    const holds = await Promise.all(Array.from({ length: REPORTS_RUNNING_PER_USER }, () => holdReportTurn(t.database.db, as.user.user.id)));
    const sent = Array.from({ length: REPORTS_WAITING_PER_USER + 1 }, () =>
      t.request({ method: 'GET', url: '/api/dashboards/none/widgets/none/data', cookie: as.user.cookie }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    holds.forEach((release) => release());
    const statuses = (await Promise.all(sent)).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(REPORTS_WAITING_PER_USER).fill(404), 429]);
    expect((await t.request({ method: 'GET', url: '/api/dashboards/none/widgets/none/data' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/saved-reports/none/result' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/reports/run', cookie: as.user.cookie, payload: countContacts })).statusCode).toBe(
      403,
    );
  });

  it('stops a statement past the timeout on PostgreSQL with a message', async () => {
    const { t, as } = app;
    if (t.database.kind !== 'postgres') return; // PGlite never interrupts a running statement (decision 0094)
    setReportStatementTimeout(t.database.db, 100);
    try {
      const slow = boundedReport(t.database.db, 'postgres', as.admin.user.id, (db) => sql`select pg_sleep(2)`.execute(db));
      await expect(slow).rejects.toMatchObject({ statusCode: 400, message: REPORT_TOO_SLOW_MESSAGE });
      // The timeout was local to that transaction.
      await sql`select pg_sleep(0.2)`.execute(t.database.db);
    } finally {
      setReportStatementTimeout(t.database.db, 5_000);
    }
  });
});
