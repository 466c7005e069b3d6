import { type Kysely, sql } from 'kysely';

/**
 * Decision 0108: an application's accepted offer and the day the candidate starts. Both or
 * neither; the capacity forecast counts the candidate as supply from that day until they are made
 * a consultant. Partial index: the forecast reads only the few applications with an offer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE applications
      ADD COLUMN offer_accepted_at timestamptz NULL,
      ADD COLUMN offer_starts_on date NULL,
      ADD CONSTRAINT applications_offer_both_or_neither CHECK ((offer_accepted_at IS NULL) = (offer_starts_on IS NULL))`.execute(db);
  await sql`CREATE INDEX applications_accepted_offer_idx ON applications (offer_starts_on) WHERE offer_starts_on IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applications_accepted_offer_idx`.execute(db);
  await sql`ALTER TABLE applications DROP CONSTRAINT applications_offer_both_or_neither, DROP COLUMN offer_starts_on, DROP COLUMN offer_accepted_at`.execute(
    db,
  );
}
