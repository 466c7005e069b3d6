import { performance } from 'node:perf_hooks';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import type { EmbeddedOpening } from './db/embedded-opening';
import { migrateToLatest } from './db/migrate';
import { keepStatisticsFresh } from './db/statistics';
import { applyDemoMode } from './identity/demo/demo-accounts.service';

export function databaseSource(config: Config, opening?: EmbeddedOpening) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } as const)
    : ({ kind: 'embedded', dataDir: config.DATA_DIR, opening } as const);
}

/**
 * Opens and migrates the database, builds the app and seeds demo data when asked. `opening`: the
 * embedded database's lock and thread, begun by the caller before it loaded this module (decision 0107).
 */
export async function prepare(config: Config, opening?: EmbeddedOpening): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[step] = Math.round(performance.now() - started);
    }
  };
  const database = await timed('openDatabaseMs', () => openDatabase(databaseSource(config, opening)));
  try {
    await timed('migrateMs', () => migrateToLatest(database.db));
    const app = await timed('buildAppMs', () => buildApp({ config, database }));
    // Our migrations create better-auth's tables; this only adds what a newer better-auth needs.
    await timed('authSchemaMs', async () => (await getMigrations(app.auth.options)).runMigrations());
    await timed('demoModeMs', () => applyDemoMode(app));
    await keepStatisticsFresh(database, app.jobs, (err) => app.log.warn({ err }, 'analyze failed'));
    app.log.info(timings, 'start-up steps');
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
