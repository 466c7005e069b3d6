import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0080 (time zones for people):
 * - users.time_zone: the member's IANA zone, chosen in Account Settings or taken from the browser
 *   at the first sign-in; NULL until then (the member then reads times in the interview's zone, as
 *   before, and their tasks fall due in UTC, as before). Existing members keep NULL: nothing stored
 *   changes meaning.
 * The office's zone is an app_settings key (no column); interviews have kept their zone since 0038.
 */
const upStatements: Statement[] = [`ALTER TABLE users ADD COLUMN time_zone text NULL CHECK (time_zone IS NULL OR length(time_zone) <= 64)`];

const downStatements: Statement[] = [`ALTER TABLE users DROP COLUMN time_zone`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
