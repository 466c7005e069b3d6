import { type Kysely, sql } from 'kysely';

/**
 * Decision 0039: an interview keeps the IANA time zone it was scheduled in, so its invitations
 * say the time there. Interviews scheduled before took the firm's zone (Austin), which is also
 * the default of one scheduled without a zone. The zone is checked with Intl by the API.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interviews ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Chicago' CHECK (length(time_zone) BETWEEN 1 AND 64)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interviews DROP COLUMN time_zone`.execute(db);
}
