import { type Kysely, sql } from 'kysely';

/**
 * The trigram search indexes keep GIN's fast-update pending list, but shorter (1 MB instead of
 * the server's 4 MB default). Every search reads the whole pending list, and with steady writes
 * (bench:load) it sat near full: a contacts search went from 3 ms to 34 ms on 20,000 rows. A
 * shorter list is merged into the index more often and searches stay fast. Not shorter still:
 * at 256 kB the CSV import (decision 0012) fell from 13,500 to 10,000 rows/s on the extra merges;
 * at 1 MB it measured 13,516.
 */
const INDEXES = ['contacts_search_trgm_idx', 'companies_search_trgm_idx', 'jobs_search_trgm_idx', 'applicants_search_trgm_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`ALTER INDEX ${index} SET (gin_pending_list_limit = 1024)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`ALTER INDEX ${index} RESET (gin_pending_list_limit)`).execute(db);
}
