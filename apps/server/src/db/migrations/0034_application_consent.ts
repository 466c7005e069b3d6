import { type Kysely, sql } from 'kysely';

/**
 * Decision 0036: an application sent through the public careers form records the
 * privacy notice the candidate agreed to (its text version) and when. Staff-made applications
 * carry neither (no consent was asked), so both stay nullable, but they are set together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications
    ADD COLUMN consent_notice_version text NULL,
    ADD COLUMN consent_given_at timestamptz NULL,
    ADD CONSTRAINT applications_consent_together CHECK ((consent_notice_version IS NULL) = (consent_given_at IS NULL))`.execute(db);
  // A careers application finds its applicant by e-mail, case-insensitive.
  await sql`CREATE INDEX applicants_lower_email_idx ON applicants (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applicants_lower_email_idx`.execute(db);
  await sql`ALTER TABLE applications DROP CONSTRAINT applications_consent_together, DROP COLUMN consent_given_at, DROP COLUMN consent_notice_version`.execute(
    db,
  );
}
