import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import * as demoAccountsMigration from '../../db/migrations/0016_demo_accounts';
import { openTestDatabase, TEST_ORIGIN } from '../../test/test-app';
import { createAccount } from '../users/users.service';
import { applyDemoMode } from './demo-accounts.service';
import { listDemoAccounts } from './demo-accounts.repository';

// One database, started the way start.ts starts it: first in demo mode, then without, then in
// demo mode again (the app is rebuilt each time; the database is kept).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface Started {
  app: FastifyInstance;
  logs: Array<{ level: number; msg: string; demoAccounts?: string[] }>;
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
}

async function start(demoMode: boolean): Promise<Started> {
  const logs: Started['logs'] = [];
  const config = loadConfig({
    DEMO_MODE: String(demoMode),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  await app.ready();
  await applyDemoMode(app);
  return {
    app,
    logs,
    request: ({ cookie, headers, ...options }) =>
      app.inject({ ...options, headers: { origin: TEST_ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}), ...headers } }),
  };
}

const signIn = (s: Started, email: string, password: string) =>
  s.request({ method: 'POST', url: '/api/session', payload: { email, password } });
const cookieOf = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
const companies = async () =>
  Number(
    (
      await database.db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const TEST_USER = { full_name: 'Visitor Admin', email: 'visitor@example.test', password: 'guest-entry-pass-1', role: 'admin' };
const REAL_ADMIN = { fullName: 'Real Admin', email: 'boss@firm.test', password: 'a-long-real-password', role: 'admin' as const };

describe('demo accounts across restarts', () => {
  let demoSession = '';
  let companiesSeeded = 0;

  it('in demo mode: seeds the demo accounts, marked, and they sign in (as does an /add-test-user account)', async () => {
    const s = await start(true);
    try {
      const res = await signIn(s, DEMO_ADMIN.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      demoSession = cookieOf(res);
      expect((await s.request({ method: 'POST', url: '/api/test-users', payload: TEST_USER })).statusCode).toBe(201);
      expect((await signIn(s, TEST_USER.email, TEST_USER.password)).statusCode).toBe(200);
      await createAccount(database.db, s.app.auth, REAL_ADMIN);
      expect((await listDemoAccounts(database.db)).map((a) => [a.email, a.origin]).sort()).toEqual(
        [...DEMO_USERS.map((u) => [u.email, 'seed']), [TEST_USER.email, 'test-user']].sort(),
      );
      companiesSeeded = await companies();
      expect(companiesSeeded).toBeGreaterThan(0);
    } finally {
      await s.app.close();
    }
  });

  it('without demo mode: no demo account signs in, their sessions are over, the log warns; real accounts and data stay', async () => {
    const s = await start(false);
    try {
      for (const u of DEMO_USERS) expect((await signIn(s, u.email, DEMO_PASSWORD)).statusCode, u.email).toBe(401);
      expect((await signIn(s, TEST_USER.email, TEST_USER.password)).statusCode).toBe(401);
      expect((await s.request({ method: 'GET', url: '/api/me', cookie: demoSession })).json()).toEqual({ user: null });
      expect((await s.request({ method: 'GET', url: '/api/contacts', cookie: demoSession })).statusCode).toBe(401);
      expect((await signIn(s, REAL_ADMIN.email, REAL_ADMIN.password)).statusCode).toBe(200);
      expect(await companies()).toBe(companiesSeeded);

      const warning = s.logs.find((l) => l.level === 40 && l.msg.includes('demo account'));
      expect(warning?.msg).toContain(DEMO_ADMIN.email);
      expect(warning?.msg).toContain('npm run create-admin');
      expect(warning?.demoAccounts).toEqual(expect.arrayContaining([DEMO_ADMIN.email, TEST_USER.email]));
    } finally {
      await s.app.close();
    }
  });

  it('a second start without demo mode keeps them disabled and warns again', async () => {
    const s = await start(false);
    try {
      expect((await signIn(s, DEMO_ADMIN.email, DEMO_PASSWORD)).statusCode).toBe(401);
      expect(s.logs.some((l) => l.level === 40 && l.msg.includes(DEMO_ADMIN.email))).toBe(true);
    } finally {
      await s.app.close();
    }
  });

  it('demo mode again: the demo accounts sign in again, an account an admin disabled for another reason stays disabled', async () => {
    const recruiter = DEMO_USERS.find((u) => u.role === 'recruiter')!;
    await database.db.updateTable('users').set({ ban_reason: 'Left the firm.' }).where('email', '=', recruiter.email).execute();
    const s = await start(true);
    try {
      expect((await signIn(s, DEMO_ADMIN.email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(s, TEST_USER.email, TEST_USER.password)).statusCode).toBe(200);
      // Disabled by an admin (Team Management's Deactivate): the owner is told so, with the right password only.
      expect((await signIn(s, recruiter.email, DEMO_PASSWORD)).statusCode).toBe(403);
      expect(s.logs.some((l) => l.level === 40)).toBe(false);
    } finally {
      await s.app.close();
    }
  });

  it('a database seeded before the marker existed gets its seeded demo accounts marked by the migration', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await demoAccountsMigration.down(db);
    await demoAccountsMigration.up(db);
    expect((await listDemoAccounts(database.db)).map((a) => a.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
  });
});
