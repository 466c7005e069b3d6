import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzIds, idsForRoute, seedRecords } from './fuzz/fuzz-fixtures';
import { routeCollector } from './fuzz/route-catalog';
import { openEventStream } from './test/sse-client';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The embedded subset's sweep over every module (decision 0042): with the API suite on
 * PostgreSQL in CI, this file (with the database layer, crash safety, the data-dir lock, backup and
 * one process per data dir) is what runs on PGlite. It writes a record in each module that owns
 * one (seedRecords), then reads every GET route the app registers (enumerated as it registers
 * them, so a new module is swept without touching this file) as an admin with real ids: no 5xx,
 * and each route group answers at least one read with 2xx. A live update crosses the embedded bus.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let ids: FuzzIds;
let base: string;
const collector = routeCollector();

beforeAll(async () => {
  t = await createTestApp({ onRoute: collector.collect, jobs: true, env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.userWithRole('admin');
  const victim = await t.userWithRole('sales_rep');
  ids = await seedRecords(t, admin.cookie, victim.user.id);
  // An application (the applicant put on the job), for the application routes' :id.
  const [jobId] = ids.byPrefix['/api/jobs'];
  const [applicantId] = ids.byPrefix['/api/applicants'];
  const linked = await t.request({
    method: 'POST',
    url: `/api/applicants/${applicantId}/applications`,
    cookie: admin.cookie,
    payload: { job_id: jobId },
  });
  const application = await t.database.db.selectFrom('applications').select('application_id').executeTakeFirst();
  expect(application, `an application: ${linked.body}`).toBeDefined();
  ids.byPrefix['/api/applications'] = [application!.application_id];
}, 120_000);

/** Reads whose query has required fields: what a browser sends. */
const QUERIES: Record<string, string> = {
  '/api/search': '?q=fuzz',
  '/api/saved-views': '?list=contacts',
  '/api/tasks': '?today=2026-01-01',
  '/api/tasks/count': '?today=2026-01-01',
};
afterAll(() => t?.close());

/** `/api/contacts/:id/notes` → `/api/contacts`: the route group (module) a route belongs to. */
const groupOf = (url: string) =>
  url
    .split('/')
    .slice(0, url.startsWith('/api/') ? 3 : 2)
    .join('/');

/** A concrete path for a route pattern: each parameter gets the first real id there is for it. */
function pathFor(url: string): string | undefined {
  const known = idsForRoute(url, ids);
  let missing = false;
  const path = url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const value = known[name ?? '*']?.[0];
    if (value === undefined) missing = true;
    return name ? encodeURIComponent(value ?? '') : (value ?? '').replace(/^\//, '');
  });
  return missing ? undefined : path;
}

describe('every module on the embedded database', () => {
  it('answers every read route without a server error, and each route group with 2xx at least once', async () => {
    const reads = collector.routes.filter((r) => r.method === 'GET' && r.url !== '/api/events');
    const answered = new Map<string, number[]>();
    for (const route of reads) {
      const path = pathFor(route.url);
      if (!path) continue;
      const url = path + (QUERIES[route.url] ?? '');
      const res = await t.request({ method: 'GET', url, cookie: admin.cookie });
      expect(res.statusCode, `GET ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      answered.set(groupOf(route.url), [...(answered.get(groupOf(route.url)) ?? []), res.statusCode]);
    }
    const silent = [...answered].filter(([, statuses]) => !statuses.some((s) => s >= 200 && s < 300)).map(([group]) => group);
    expect(silent, 'route groups with no 2xx read').toEqual([]);
    expect(answered.size).toBeGreaterThan(20);
  }, 120_000);

  it('takes a public inquiry and a contact message in one transaction each', async () => {
    const inquiry = await t.request({
      method: 'POST',
      url: '/api/inquiries',
      payload: { firstName: 'Embedded', lastName: 'Smoke', email: 'embedded.smoke@example.test', message: 'A plan.' },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const contacts = await t.request({ method: 'GET', url: '/api/contacts?q=embedded.smoke', cookie: admin.cookie });
    expect(contacts.json().items.map((c: { email: string }) => c.email)).toContain('embedded.smoke@example.test');
  });

  it('passes a change to a listening browser over the embedded event bus', async () => {
    const stream = await openEventStream(`${base}/api/events`, admin.cookie);
    try {
      const res = await t.request({ method: 'POST', url: '/api/companies', cookie: admin.cookie, payload: { name: 'Live Embedded Co' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(await stream.waitFor((e) => e.topic === 'companies', 20_000)).toMatchObject({ topic: 'companies', by: admin.user.id });
    } finally {
      stream.close();
    }
  });
});
