import { type PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { EmbeddedEngine } from './embedded-engine';
import { beginEmbeddedOpening, type EmbeddedOpening } from './embedded-opening';
import type { Database } from './types';

// DATE columns stay 'YYYY-MM-DD' strings: turning them into Date objects shifts them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * The embedded engine, when kind is 'embedded' (backups and live updates use it): PGlite on a
   * thread of its own for a data dir, or an in-process PGlite the tests opened (decision 0094).
   */
  pglite?: EmbeddedEngine;
  /** The connection pool behind `db` (live updates take one connection from it to LISTEN). */
  pool: pg.Pool;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `opening`: the data dir's lock and PGlite's thread, when the caller began them already (server.ts, decision 0107). */
  | { kind: 'embedded'; dataDir: string; opening?: EmbeddedOpening }
  /**
   * An already-open PGlite in this thread (tests load a migrated template into memory; scripts).
   * Its statements run on the caller's thread: servers use 'embedded' (decision 0094).
   */
  | { kind: 'pglite'; pglite: PGlite };

/**
 * How long the embedded database may be busy without progress (no checkout beginning or ending)
 * before the health check stops taking "busy" for "up" and asks it itself.
 */
export const EMBEDDED_BUSY_UP_MS = 30_000;

export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // The health check's own connection: it must not wait in the pool's queue behind busy requests.
    const healthPool = new pg.Pool({ connectionString: source.url, max: 1 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    healthPool.on('error', () => undefined);
    const handle = wrap(pool, 'postgres', () => healthPool.end());
    handle.ping = () =>
      healthPool.query('select 1').then(
        () => true,
        () => false,
      );
    return handle;
  }
  if (source.kind === 'pglite') {
    const pool = new pg.Pool(createPgConfig(source.pglite));
    return wrap(pool, 'embedded', () => source.pglite.close(), source.pglite);
  }
  const { engine: starting, unlock } = source.opening ?? beginEmbeddedOpening(source.dataDir);
  try {
    // PGlite answers on its own thread through a Unix socket; node-postgres talks to it like to a
    // PostgreSQL server. One connection, as PGlite is one session: queries queue in the pool.
    const engine = await starting;
    const pool = new pg.Pool({ host: engine.socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
    pool.on('error', () => undefined);
    return wrap(
      pool,
      'embedded',
      async () => {
        try {
          await engine.close();
        } finally {
          unlock();
        }
      },
      engine,
      engine.alive,
    );
  } catch (error) {
    unlock();
    throw error;
  }
}

function wrap(
  pool: pg.Pool,
  kind: DatabaseKind,
  closeAll: () => Promise<void>,
  pglite?: EmbeddedEngine,
  threadAlive?: () => boolean,
): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  // The embedded database on its thread answers one checkout at a time: while a long report holds
  // it, `select 1` would wait behind it and everything queued. While it is busy and has made
  // progress (a checkout began or ended) within EMBEDDED_BUSY_UP_MS, on a live thread, it is up.
  let progressAt = performance.now();
  if (threadAlive) {
    const progress = () => {
      progressAt = performance.now();
    };
    pool.on('acquire', progress);
    pool.on('release', progress);
  }
  const busy = () => pool.waitingCount > 0 || pool.totalCount > pool.idleCount;
  return {
    db,
    kind,
    pglite,
    pool,
    async ping() {
      if (threadAlive && busy()) return threadAlive() && performance.now() - progressAt < EMBEDDED_BUSY_UP_MS;
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy().catch(() => undefined); // ends the pool
      await closeAll().catch(() => undefined);
    },
  };
}
