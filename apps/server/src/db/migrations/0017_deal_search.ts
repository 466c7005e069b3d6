import type { Kysely } from 'kysely';
import { part, runAll, searchIndex, searchTextColumn, type Statement } from './0001/sql';

/**
 * Decision 0017: the global search finds funnel leads by name, e-mail, company or phone, like the
 * other kinds, through a trigram-indexed generated search_text (the other four tables have one
 * since 0001). Same separator and helpers; the index keeps the 1 MB pending list of 0011.
 */
const upStatements: Statement[] = [
  `ALTER TABLE deals ADD COLUMN ${searchTextColumn([
    part.text('name'),
    part.text('company'),
    `${part.text('first_name')} || ' ' || ${part.text('last_name')}`,
    part.text('email'),
    part.text('work_email'),
    part.text('phone'),
    part.text('mobile_phone'),
  ])}`,
  searchIndex('deals'),
  `ALTER INDEX deals_search_trgm_idx SET (gin_pending_list_limit = 1024)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [`DROP INDEX deals_search_trgm_idx`, `ALTER TABLE deals DROP COLUMN search_text`]);
}
