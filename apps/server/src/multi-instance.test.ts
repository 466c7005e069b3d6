import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LogoUploadResponse } from '@keel/shared/client-logos';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import type { Board } from '@keel/shared/funnel-board';
import { formWith, noisePng } from './test/images';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { openEventStream } from './test/sse-client';
import { withDatabaseName } from './test/test-database-url';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

async function launch(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  return server;
}

/** Whether `check` comes true within `ms` (polled every 50 ms). */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.runIf(inject('postgresUrl'))('several instances on one PostgreSQL', () => {
  it('start together (migrating and seeding once), share sessions and files, and pass live updates on', async () => {
    const serverUrl = inject('postgresUrl')!;
    const name = `keel_multi_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    try {
      const env = { DATABASE_URL: withDatabaseName(serverUrl, name), DEMO_MODE: 'true' };
      const [a, b] = await Promise.all([launch(env), launch(env)]);
      await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

      const db = new pg.Client({ connectionString: withDatabaseName(serverUrl, name) });
      await db.connect();
      const migrations = await db.query('select count(*)::int as n from kysely_migration');
      const stages = await db.query('select count(*)::int as n from pipeline_stages');
      const admins = await db.query(`select count(*)::int as n from users where email = $1`, [DEMO_ADMIN.email]);
      await db.end();
      expect(migrations.rows[0].n).toBeGreaterThan(0);
      expect(stages.rows[0].n).toBe(5);
      expect(admins.rows[0].n).toBe(1);

      const signIn = await fetch(`${a.baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.baseUrl },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = (await (await fetch(`${b.baseUrl}/api/me`, { headers: { cookie } })).json()) as { user: unknown };
      expect(me.user).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' });

      // Live updates: an event stream on B hears what is done through A (pg LISTEN/NOTIFY).
      const events = await openEventStream(`${b.baseUrl}/api/events`, cookie);
      expect(events.status).toBe(200);

      // A logo uploaded through A is served by B, byte for byte (files live in the database).
      const logo = noisePng(160, 160);
      const upload = await fetch(`${a.baseUrl}/api/client-logos`, {
        method: 'POST',
        headers: { cookie, origin: a.baseUrl },
        body: formWith([{ field: 'files', name: 'Across Instances.png', bytes: logo, type: 'image/png' }]),
      });
      expect(upload.status).toBe(200);
      const [result] = ((await upload.json()) as LogoUploadResponse).results;
      if (!result.ok) throw new Error(result.message);
      const served = await fetch(`${b.baseUrl}${result.logo.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);
      await events.waitFor((e) => e.topic === 'client-logos' && e.id === result.logo.id);

      // A card moved through A reaches the stream on B.
      const board = (await (await fetch(`${a.baseUrl}/api/funnel/board`, { headers: { cookie } })).json()) as Board;
      const [from, to] = board.columns;
      const card = from.cards[0];
      const movedAt = Date.now();
      const moved = await fetch(`${a.baseUrl}/api/funnel/leads/${card.id}/move`, {
        method: 'POST',
        headers: { cookie, origin: a.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ stageId: to.id, version: card.version }),
      });
      expect(moved.status).toBe(200);
      expect(await events.waitFor((e) => e.topic === 'funnel' && e.id === card.id)).toMatchObject({ by: (me.user as { id: string }).id });
      console.log(
        `live update across instances: move answered and heard on the other instance ${Date.now() - movedAt} ms after it was sent`,
      );
      events.close();

      // A role changed through A holds on B (which has the member's session cached) within a second.
      const signInSales = await fetch(`${b.baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: b.baseUrl },
        body: JSON.stringify({ email: DEMO_USERS.find((u) => u.role === 'sales_rep')!.email, password: DEMO_PASSWORD }),
      });
      const salesCookie = signInSales.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const salesId = ((await signInSales.json()) as { user: { id: string } }).user.id;
      const teamOnB = () => fetch(`${b.baseUrl}/api/team`, { headers: { cookie: salesCookie } }).then((r) => r.status);
      expect(await teamOnB()).toBe(403);
      const promoted = await fetch(`${a.baseUrl}/api/team/${salesId}/role`, {
        method: 'PATCH',
        headers: { cookie, origin: a.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      expect(promoted.status).toBe(200);
      expect(await within(1_000, async () => (await teamOnB()) === 200)).toBe(true);

      // A member deactivated through A is refused on B (which has their session cached) within a second.
      const deactivated = await fetch(`${a.baseUrl}/api/team/${salesId}/deactivate`, {
        method: 'POST',
        headers: { cookie, origin: a.baseUrl },
      });
      expect(deactivated.status).toBe(200);
      expect(await within(1_000, async () => (await teamOnB()) === 401)).toBe(true);

      // Signing out through B ends the session on A too (within a second: A hears it by NOTIFY).
      await fetch(`${b.baseUrl}/api/session`, { method: 'DELETE', headers: { cookie, origin: b.baseUrl } });
      const signedOutOnA = async () =>
        ((await (await fetch(`${a.baseUrl}/api/me`, { headers: { cookie } })).json()) as { user: unknown }).user === null;
      expect(await within(1_000, signedOutOnA)).toBe(true);
    } finally {
      await Promise.all(started.splice(0).map((s) => s.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
