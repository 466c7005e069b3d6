import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { type EdgeTarget, edgeTargets } from './edge-targets';
import { CONTACT_CSV_COLUMNS } from '@keel/shared/contact-import';
import { csvLine } from '@keel/shared/csv';
import type { ImportEvent } from '@keel/shared/data-management';
import { ALL_EDGES, type EdgeValue, edgesFor, leafPaths, RawJson, toJson, valueAt, withValue } from './edge-values';
import { MAX_CSV_RECORD_CHARS } from '@keel/shared/import-files/import-file-reader';
import { seedRecords } from './fuzz-fixtures';
import { changedTables, tableSnapshotter } from './table-snapshot';

/**
 * Decision 0019: every edge value (edge-values.ts) in every field of every write route's valid
 * body, as an admin. No 5xx; a refusal is a 4xx naming the field; a field whose every edge value
 * was refused changed no table. Prints the request count, the 5xx count and the time taken.
 */

let t: TestApp;
let adminCookie: string;
const stats = { requests: 0, serverErrors: 0, refused: 0, accepted: 0, groups: 0, ms: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000000' } });
  const admin = await t.userWithRole('admin');
  adminCookie = admin.cookie;
  stats.ms = performance.now();
}, 120_000);

afterAll(async () => {
  console.log(
    `edge-value fuzz: ${stats.requests} requests, ${stats.serverErrors} 5xx, ${stats.refused} refused, ${stats.accepted} accepted, ` +
      `${stats.groups} fields in ${Math.round((performance.now() - stats.ms) / 1000)} s`,
  );
  await t?.close();
});

const describeValue = (value: EdgeValue) => {
  const text = value instanceof RawJson ? value.text : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
};

/** Requests in flight at once within one field's edge values. */
const IN_FLIGHT = 4;

/** Sends one edge value in one field of a target's valid body; a 5xx or a 4xx without code and message is a failure. */
async function sendEdge(target: EdgeTarget, field: string, value: EdgeValue): Promise<{ accepted: boolean; failure?: string }> {
  const payload = toJson(withValue(await target.body(), field, value));
  const res = await t.app.inject({
    method: target.method,
    url: target.url,
    payload,
    headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: adminCookie, 'content-type': 'application/json' },
  });
  stats.requests++;
  const where = `${target.method} ${target.url} ${field}=${describeValue(value)}`;
  if (res.statusCode >= 500) {
    stats.serverErrors++;
    return { accepted: false, failure: `${where}: ${res.statusCode} ${res.body.slice(0, 200)}` };
  }
  if (res.statusCode >= 400) {
    stats.refused++;
    const body = res.json() as { code?: string; message?: string };
    return {
      accepted: false,
      failure: body.code && body.message ? undefined : `${where}: ${res.statusCode} without code and message: ${res.body.slice(0, 200)}`,
    };
  }
  stats.accepted++;
  return { accepted: true };
}

describe('edge values in every field are a 2xx or a clear 4xx', () => {
  it('no 5xx across every write route, field and edge value', async () => {
    const victim = await t.userWithRole('sales_rep', { email: 'victim@edge.example' });
    const ids = await seedRecords(t, adminCookie, victim.user.id);
    const snapshots = await tableSnapshotter(t.database.db);
    const failures: string[] = [];
    for (const target of edgeTargets(t, ids)) {
      const valid = await target.body();
      for (const field of [...leafPaths(valid), ...(target.extraPaths ?? [])]) {
        stats.groups++;
        const before = await snapshots.take();
        let anyAccepted = false;
        // A few requests in flight at once (PostgreSQL answers them side by side); fields one after another.
        const values = edgesFor(valueAt(valid, field));
        for (let start = 0; start < values.length; start += IN_FLIGHT) {
          const results = await Promise.all(values.slice(start, start + IN_FLIGHT).map((value) => sendEdge(target, field, value)));
          for (const result of results) {
            if (result.failure) failures.push(result.failure);
            anyAccepted ||= result.accepted;
          }
        }
        if (!anyAccepted) {
          const changed = changedTables(before, await snapshots.take());
          if (changed.length)
            failures.push(`${target.method} ${target.url} ${field}: every edge value refused, yet ${changed.join(', ')} changed`);
        }
      }
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(stats.serverErrors).toBe(0);
    expect(stats.requests).toBeGreaterThanOrEqual(10_000);
  }, 600_000);

  it('a CSV import skips each edge value it cannot store with its reason, and finishes the file', async () => {
    const failures: string[] = [];
    const allCells = ALL_EDGES.map((value) => (value instanceof RawJson ? value.text : String(value)));
    // A row longer than the import's record limit refuses the whole file as hostile (decision 0015), tested below.
    const cells = allCells.filter((cell) => cell.length < MAX_CSV_RECORD_CHARS / 2);
    const tooLong = allCells.find((cell) => cell.length > MAX_CSV_RECORD_CHARS);
    for (const column of CONTACT_CSV_COLUMNS.filter((c) => c !== 'email')) {
      const rows = cells.map((cell, i) => csvLine([`row${i}.${column}@edge.example`, cell]));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/data-management/contacts/import?fileName=${column}.csv`,
        // A NUL in the header line means "not a text file" (import-file-reader.ts); in a cell, the row is skipped.
        payload: Readable.from([Buffer.from(`email,${column}\r\n`), Buffer.from(rows.join(''))]),
        headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: adminCookie, 'content-type': 'text/csv' },
      });
      stats.requests++;
      if (res.statusCode >= 500) stats.serverErrors++;
      const last = res.statusCode === 200 ? (JSON.parse(res.body.trim().split('\n').at(-1)!) as ImportEvent) : undefined;
      if (last?.type !== 'done' || last.rows !== cells.length) failures.push(`${column}: ${res.statusCode} ${res.body.slice(-300)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    if (tooLong) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/data-management/contacts/import?fileName=long.csv',
        payload: Readable.from([Buffer.from('email,description\r\n'), Buffer.from(csvLine(['long@edge.example', tooLong]))]),
        headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: adminCookie, 'content-type': 'text/csv' },
      });
      stats.requests++;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/longer than 64 kB/);
    }
  }, 300_000);
});
