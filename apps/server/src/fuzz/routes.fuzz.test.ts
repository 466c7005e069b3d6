import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { type FuzzIds, idsForRoute, seedRecords } from './fuzz-fixtures';
import { type FuzzRequest, requestsFor } from './malformed-requests';
import { allFieldNames, describeRoutes, type FuzzRoute, routeCollector } from './route-catalog';

const STREAMING_URLS = new Set(['/api/events']);
// Reads that deliberately leave an audit entry (exports are audited: docs/product/data-import-export.md#csv-export), written as the stream ends.
const AUDITED_READS = new Set(['/api/data-management/:kind/export']);
import { changedTables, tableSnapshotter } from './table-snapshot';

/**
 * Thousands of malformed requests to EVERY registered route (enumerated as the app
 * registers them, so new routes are fuzzed without touching this file), as no session, a user and
 * an admin. No 5xx, nothing internal in any response, and a rejected request changes no table.
 * FUZZ_RUNS (default 9) requests per route and persona; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 9);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const READS = new Set(['GET', 'HEAD']);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Signs of internals: stack frames, source paths, database error texts. */
const LEAKS = [
  /\n\s+at /,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /node_modules/,
  /\.(ts|js|mjs|cjs):\d+/,
  /"stack"\s*:/,
  /duplicate key|violates .* constraint|syntax error at|relation "|invalid byte sequence/i,
];

let t: TestApp;
let webDir: string;
let routes: FuzzRoute[];
let fieldNames: string[];
let ids: FuzzIds;
const personas: Array<{ name: string; cookie?: string; email?: string }> = [{ name: 'no session' }];
const stats = { tried: 0, serverErrors: 0, byStatus: new Map<number, number>(), stateChecks: 0, injectMs: 0, snapshotMs: 0 };

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-fuzz-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Keel</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const collector = routeCollector();
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDir, PUBLIC_FORM_RATE_LIMIT: '100000', SIGNIN_MAX_FAILURES_PER_IP: '100000' },
    onRoute: collector.collect,
  });
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  // The live-update stream never ends while its client listens, so an in-process request to it
  // would never return; its own tests cover its bad input (live-updates.routes.test.ts).
  routes = describeRoutes(collector.routes, doc).filter((route) => !STREAMING_URLS.has(route.url));
  fieldNames = allFieldNames(routes);
  const admin = await t.userWithRole('admin');
  const user = await t.userWithRole('user');
  const victim = await t.userWithRole('sales_rep');
  personas.push(
    { name: 'user', cookie: user.cookie, email: user.user.email },
    { name: 'admin', cookie: admin.cookie, email: admin.user.email },
  );
  ids = await seedRecords(t, admin.cookie, victim.user.id);
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `bad-input fuzz: ${stats.tried} requests to ${routes?.length} routes × ${personas.length} personas, ${stats.serverErrors} 5xx, ${stats.stateChecks} state checks (inject ${Math.round(stats.injectMs)} ms, snapshots ${Math.round(stats.snapshotMs)} ms); statuses ${statuses}`,
  );
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A failing request, short enough to read (huge strings elided). */
function describeRequest(request: FuzzRequest | undefined): string {
  if (!request) return '?';
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length} chars)` : text);
  const payload = request.payload === undefined ? '' : ` body ${cut(Buffer.from(request.payload).toString('latin1'))}`;
  return `${request.method} ${cut(request.url)} ${JSON.stringify(request.headers)}${payload}`;
}

/** A leak pattern a body matches, if any (error bodies and JSON only: the docs' own JS is not ours). */
function leakIn(body: string, status: number, contentType: string): RegExp | undefined {
  if (status < 400 && !contentType.includes('json')) return undefined;
  return [...LEAKS, new RegExp(repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))].find((re) => re.test(body));
}

describe('every route refuses malformed input cleanly', () => {
  it('has routes to fuzz (public pages, API, files, docs)', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /about',
        'POST /api/contacts',
        'GET /files/:bucket/*',
        'POST /api/client-logos',
        'GET /api/docs/static/*',
      ]),
    );
    expect(routes.length).toBeGreaterThan(90);
  });

  it('no 5xx, nothing internal in any body, no state change from a rejected request', async () => {
    const snapshots = await tableSnapshotter(t.database.db);
    expect(snapshots.tables).toEqual(
      expect.arrayContaining(['contacts', 'deals', 'stored_files', 'client_logos', 'audit_log', 'users', 'sessions']),
    );
    let baseline = await snapshots.take();
    const failures: string[] = [];

    const send = async (persona: (typeof personas)[number], request: FuzzRequest) => {
      let started = performance.now();
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        payload: request.payload,
        headers: { origin: TEST_ORIGIN, host: 'localhost:3000', ...(persona.cookie ? { cookie: persona.cookie } : {}), ...request.headers },
      });
      stats.injectMs += performance.now() - started;
      stats.tried++;
      stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        stats.serverErrors++;
        throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
      }
      const leak = leakIn(res.body, res.statusCode, String(res.headers['content-type'] ?? ''));
      if (leak) throw new Error(`${res.statusCode} body shows internals (${leak}): ${res.body.slice(0, 300)}`);
      // Reads are checked once per route (below): they change nothing whatever their answer.
      if (READS.has(request.method)) return;
      started = performance.now();
      const after = await snapshots.take();
      stats.snapshotMs += performance.now() - started;
      stats.stateChecks++;
      const changed = changedTables(baseline, after);
      baseline = after; // a request that succeeded may change things; the next one is compared with that
      if (res.statusCode >= 400 && changed.length)
        throw new Error(`rejected with ${res.statusCode} but changed ${changed.join(', ')}: ${res.body.slice(0, 200)}`);
    };

    for (const persona of personas) {
      for (const route of routes) {
        // Signing out would end the persona's session for the rest of the run.
        if (persona.cookie && route.method === 'DELETE' && route.url === '/api/session') continue;
        const requests = requestsFor(route, idsForRoute(route.url, ids), fieldNames);
        const run = await fc.check(
          fc.asyncProperty(requests, (request) => send(persona, request)),
          { numRuns: route.method === 'HEAD' ? 2 : RUNS, seed: SEED, endOnFailure: true },
        );
        if (run.failed) {
          const [request] = run.counterexample ?? [];
          failures.push(`[${persona.name}] ${describeRequest(request)} (seed ${run.seed}): ${String(run.errorInstance).slice(0, 400)}`);
          baseline = await snapshots.take();
        } else if (READS.has(route.method)) {
          const audited = AUDITED_READS.has(route.url);
          if (audited) await new Promise((r) => setTimeout(r, 300)); // the last export's audit write
          const after = await snapshots.take();
          const changed = changedTables(baseline, after).filter((table) => !(audited && table === 'audit_log'));
          if (changed.length) failures.push(`[${persona.name}] ${route.method} ${route.url} changed ${changed.join(', ')}`);
          baseline = after;
        }
      }
      if (persona.cookie) {
        const me = await t.request({ method: 'GET', url: '/api/me', cookie: persona.cookie });
        expect(me.json().user?.email, `${persona.name} is still signed in after the run`).toBe(persona.email);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(stats.serverErrors).toBe(0);
    expect(stats.tried).toBeGreaterThan(2000);
  }, 600_000);
});
