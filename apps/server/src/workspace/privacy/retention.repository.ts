import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Applicants due for anonymising: not hired anywhere, not erased already, no activity since `cutoff`. */
export async function applicantsPastRetention(db: Kysely<Database>, cutoff: Date, limit: number, onlyId?: string): Promise<string[]> {
  const rows = await sql<{ applicant_id: string }>`
    SELECT a.applicant_id FROM applicants a
    WHERE a.status <> 'Hired'
      AND a.email NOT LIKE '%@erased.invalid'
      AND NOT EXISTS (SELECT 1 FROM applications p WHERE p.applicant_id = a.applicant_id AND (p.stage = 'Hired' OR p.updated_at >= ${cutoff}))
      AND a.updated_at < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM activity_links l WHERE l.record_type = 'applicant' AND l.record_id = a.applicant_id AND l.created_at >= ${cutoff})
      AND NOT EXISTS (SELECT 1 FROM audit_log g WHERE g.entity_type = 'applicant' AND g.entity_id = a.applicant_id::text AND g.created_at >= ${cutoff})
      -- An interview within the period (an upcoming one above all) is activity too: anonymising
      -- would leave it booked with a nameless candidate (decision 0074).
      AND NOT EXISTS (
        SELECT 1 FROM interviews i JOIN applications p ON p.application_id = i.application_id
        WHERE p.applicant_id = a.applicant_id AND i.cancelled_at IS NULL AND i.starts_at >= ${cutoff})
      ${onlyId ? sql`AND a.applicant_id = ${onlyId}` : sql``}
    ORDER BY a.updated_at, a.applicant_id
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => r.applicant_id);
}
