import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './types';

// DATE columns stay 'YYYY-MM-DD' strings: turning them into Date objects shifts them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded engine, when kind is 'embedded' (backups and test templates use it). */
  pglite?: PGlite;
  /** The connection pool behind `db` (live updates take one connection from it to LISTEN). */
  pool: pg.Pool;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'embedded'; dataDir: string }
  /** An already-open PGlite (tests load a migrated template into memory). */
  | { kind: 'pglite'; pglite: PGlite };

export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    return wrap(pool, 'postgres', async () => undefined);
  }
  if (source.kind === 'pglite') {
    const pool = new pg.Pool(createPgConfig(source.pglite));
    return wrap(pool, 'embedded', () => source.pglite.close(), source.pglite);
  }
  const unlock = lockDataDir(source.dataDir);
  try {
    const pglite = await PGlite.create(path.join(source.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const pool = new pg.Pool(createPgConfig(pglite));
    return wrap(
      pool,
      'embedded',
      async () => {
        await pglite.close();
        unlock();
      },
      pglite,
    );
  } catch (error) {
    unlock();
    throw error;
  }
}

function wrap(pool: pg.Pool, kind: DatabaseKind, closeAll: () => Promise<void>, pglite?: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind,
    pglite,
    pool,
    async ping() {
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
