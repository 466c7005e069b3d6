import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@keel/shared/roles';
import type { SessionUser } from '@keel/shared/auth';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/database';
import { createAccount } from '../modules/users/users.service';
import { withDatabaseName } from './test-database-url';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-1';

/** A fresh database for one test file: a copy of the migrated template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `keel_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDb')}`);
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
  /** Creates an account with the role and returns it with a signed-in session cookie. */
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
}

export async function createTestApp({ env = {}, beforeReady, onRoute }: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ DEMO_MODE: 'false', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: process.env.KEEL_TEST_LOG ? { level: 'error' } : false, onRoute });
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
      const email = overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
      const user = await createAccount(database.db, app.auth, { fullName: overrides.fullName ?? `Test ${role}`, email, password: TEST_PASSWORD, role });
      return { user, cookie: await signIn(email) };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
