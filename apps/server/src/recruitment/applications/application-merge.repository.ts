import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The other applicant's applications become the survivor's; where both applied to the same job
 * (one application per applicant and job), the survivor's is kept and the other's removed
 * (decisions 0040, 0110).
 */
export async function moveApplications(db: Kysely<Database>, from: string, to: string) {
  const dropped = await db
    .deleteFrom('applications')
    .where('applicant_id', '=', from)
    .where('job_id', 'in', (eb) => eb.selectFrom('applications').select('job_id').where('applicant_id', '=', to))
    .returning('application_id')
    .execute();
  const moved = await db
    .updateTable('applications')
    .set({ applicant_id: to })
    .where('applicant_id', '=', from)
    .returning('application_id')
    .execute();
  return { applications: moved.length, applicationsForSameJob: dropped.length };
}

/**
 * Decision 0030: an applicant's job is their primary application, whose stage is the applicant's
 * status. After a merge (the status may come from the other record) the survivor's primary
 * application takes the survivor's status, as editing the status would.
 */
export async function syncMergedPrimaryApplication(db: Kysely<Database>, applicantId: string): Promise<void> {
  // A rejection reason is kept only while the application is Rejected (decision 0078).
  await sql`UPDATE applications ap SET stage = a.status, stage_changed_at = now(), updated_at = now(),
      rejection_reason_id = CASE WHEN a.status = 'Rejected' THEN ap.rejection_reason_id END
    FROM applicants a WHERE a.applicant_id = ${applicantId}::uuid AND ap.applicant_id = a.applicant_id AND ap.job_id = a.job_id AND ap.stage <> a.status`.execute(
    db,
  );
}
