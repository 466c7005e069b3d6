import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';
import { keepStatisticsFresh } from './statistics';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function estimatedRows(): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'pipeline_stages'`.execute(database.db);
  return Number(rows[0].reltuples);
}

describe('planner statistics', () => {
  // A PostgreSQL server's autovacuum analyzes by itself; only the embedded database needs this.
  it.skipIf(Boolean(inject('postgresUrl')))('are gathered for the embedded database, which has no autovacuum of its own', async () => {
    expect(database.kind).toBe('embedded');
    expect(await estimatedRows()).toBeLessThan(0); // never analyzed
    await sql`insert into pipeline_stages (title, color, position) select 'Stage ' || n, '#000000', 10 + n from generate_series(1, 40) n`.execute(database.db);
    const stop = await keepStatisticsFresh(database, (error) => {
      throw error;
    });
    stop();
    expect(await estimatedRows()).toBe(45);
  });
});
