import fs from 'node:fs';
import { createHmac, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/database';
import { findSessionUserById, findUserIdByEmail, setRoleAndPhone } from '../identity/users/users.repository';
import { withDatabaseName } from './test-database-url';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-1';
/**
 * better-auth's scrypt hash of TEST_PASSWORD, made once (password-hashing.ts): test accounts are
 * stored with it instead of hashing anew for each (~140 ms of CPU a hash; decision 0042). Signing
 * in with TEST_PASSWORD checks it for real.
 */
const TEST_PASSWORD_HASH =
  'f383d748dd18680d111f3f4000d90d49:ef703c05ef14dad6488d36315e2aad90a9395dc5b691c363bd603d43e3c189a75941a19de301fcdc436dcbeadfde021cb3b24447c0342bc6ab28f73fea430274';

/** A fresh database for one test file: a copy of the migrated template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `keel_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // FILE_COPY copies the template's files as they are; PostgreSQL 15's default, WAL_LOG, writes
    // every page of the template through the WAL as well, which took twice as long per test file.
    const { rows } = await admin.query<{ v: string }>('show server_version_num');
    const strategy = Number(rows[0]!.v) >= 150000 ? ' strategy file_copy' : '';
    await admin.query(`create database ${name} template ${inject('templateDb')}${strategy}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(postgresUrl, name), poolSize: 5 });
    const close = handle.close;
    return {
      ...handle,
      async close() {
        await close();
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const tarball = fs.readFileSync(inject('pgliteTemplate')!);
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', pglite });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Sends a request as a browser on our own origin would (Origin header set for writes). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Creates a confirmed account with the role (password TEST_PASSWORD) and returns it with a
   * session cookie, as a sign-in would give; no password is hashed or checked (decision 0042).
   */
  userWithRole(role: Role, overrides?: { email?: string; fullName?: string }): Promise<{ user: SessionUser; cookie: string }>;
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready (e.g. to exercise the guards). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every route as the app registers it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Runs background jobs (pg-boss workers and cron schedules: mail delivery, due tasks, digests,
   * retention...). Off by default: jobs are still queued in their transactions, but nothing works
   * them, which most tests do not need and every file would pay for (decision 0042).
   */
  jobs?: boolean;
}

export async function createTestApp({ env = {}, beforeReady, onRoute, jobs = false }: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: process.env.KEEL_TEST_LOG ? { level: 'error' } : false, onRoute, jobs });
  await beforeReady?.(app);
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({ ...options, headers: { origin: TEST_ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}), ...headers } });

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const res = await request({ method: 'POST', url: '/api/session', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const cookies = Array.isArray(setCookie) ? setCookie : [setCookie!];
    return cookies.map((c) => c.split(';')[0]).join('; ');
  };

  return {
    app,
    database,
    config,
    request,
    signIn,
    async userWithRole(role, overrides = {}) {
      const email = (overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
      if (await findUserIdByEmail(database.db, email)) throw new Error(`an account with ${email} already exists`);
      // What createAccount and a sign-in write, through better-auth's own adapter, minus the scrypt work.
      const auth = await app.auth.$context;
      const created = await auth.internalAdapter.createUser(
        { name: overrides.fullName ?? `Test ${role}`, email, emailVerified: true },
        { method: 'email-password' },
      );
      await auth.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: TEST_PASSWORD_HASH,
      });
      await setRoleAndPhone(database.db, created.id, role, null);
      const user = (await findSessionUserById(database.db, created.id))!;
      const session = await auth.internalAdapter.createSession(created.id, false, { ipAddress: '', userAgent: 'lightMyRequest' });
      const signature = createHmac('sha256', auth.secret).update(session.token).digest('base64');
      return { user, cookie: `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
