import { type Kysely, sql } from 'kysely';
import { ATS_SCORE_MAX, ATS_SCORE_MIN } from '@keel/shared/applicants';

/**
 * Decision 0030: each application has its own ATS score, the applicant's resume screened against
 * that application's job (decision 0030, amendment). The primary application's score is the
 * applicant's (docs/product/records.md#applicants ats_* fields), so existing primary applications take it over; the others
 * were never scored on a row and start unscreened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications
    ADD COLUMN ats_score integer NULL CHECK (ats_score IS NULL OR ats_score BETWEEN ${sql.lit(ATS_SCORE_MIN)} AND ${sql.lit(ATS_SCORE_MAX)}),
    ADD COLUMN ats_keywords_matched text[] NOT NULL DEFAULT '{}',
    ADD COLUMN ats_last_screened timestamptz NULL`.execute(db);
  await sql`UPDATE applications ap
    SET ats_score = a.ats_score, ats_keywords_matched = a.ats_keywords_matched, ats_last_screened = a.ats_last_screened
    FROM applicants a
    WHERE a.applicant_id = ap.applicant_id AND a.job_id = ap.job_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications DROP COLUMN ats_last_screened, DROP COLUMN ats_keywords_matched, DROP COLUMN ats_score`.execute(db);
}
