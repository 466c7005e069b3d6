import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDeals, stageIds } from '../../crm/funnel/funnel.test-support';
import { openEventStream, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.runIf(inject('postgresUrl'))('live updates on PostgreSQL (LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let stream: SseClient;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    stream?.close();
    await t.close();
  });

  it('re-opens a lost LISTEN connection, tells browsers to resync, and keeps delivering', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.userWithRole('admin');
    const ids = await stageIds(t);
    stream = await openEventStream(`${base}/api/events`, (await t.userWithRole('user')).cookie);

    // The database drops the listening connection (a restart or failover would do the same).
    const killed = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and query = 'LISTEN keel_live_updates'`.execute(t.database.db);
    expect(killed.rows[0].n).toBe(1);
    await stream.waitFor((e) => e.topic === 'resync', 10_000);

    const [deal] = await insertDeals(t, ids['New Inquiry'], 1);
    const res = await t.request({
      method: 'POST',
      url: `/api/funnel/leads/${deal}/move`,
      payload: { stageId: ids['Contacted'], version: 1 },
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(await stream.waitFor((e) => e.id === deal)).toEqual({ topic: 'funnel', id: deal, by: admin.user.id });
  }, 30_000);
});
