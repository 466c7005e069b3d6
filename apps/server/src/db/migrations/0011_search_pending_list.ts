import { type Kysely, sql } from 'kysely';

/**
 * The trigram search indexes keep GIN's fast-update pending list, but small (256 kB instead of
 * the server's 4 MB default). Every search reads the whole pending list, and with steady writes
 * (bench:load) it sat near full: a contacts search went from 3 ms to 34 ms on 20,000 rows. A short
 * list is merged into the index more often, in small steps, and searches stay fast.
 */
const INDEXES = ['contacts_search_trgm_idx', 'companies_search_trgm_idx', 'jobs_search_trgm_idx', 'applicants_search_trgm_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`ALTER INDEX ${index} SET (gin_pending_list_limit = 256)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`ALTER INDEX ${index} RESET (gin_pending_list_limit)`).execute(db);
}
