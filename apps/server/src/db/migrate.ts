import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './types';
import { migrationProvider } from './migrations';

/**
 * Brings the schema up to date. Kysely's migrator holds a row lock on its lock table for the
 * whole run, so several instances starting at once on one PostgreSQL migrate exactly once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
