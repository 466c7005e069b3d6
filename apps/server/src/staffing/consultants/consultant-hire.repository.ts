import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

/** What a hired applicant brings to their consultant record (read here; recruitment writes it). */
export function applicantForHire(db: Db, applicantId: string) {
  if (!isRecordId(applicantId)) return Promise.resolve(undefined);
  return db
    .selectFrom('applicants as a')
    .leftJoin('jobs as j', 'j.job_id', 'a.job_id')
    .select([
      'a.applicant_id',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.status',
      'a.ats_keywords_matched',
      'a.resume_file_path',
      'j.title as job_title',
      'j.ats_keywords as job_keywords',
    ])
    .where('a.applicant_id', '=', applicantId)
    .executeTakeFirst();
}

export function consultantOfApplicant(db: Db, applicantId: string) {
  if (!isRecordId(applicantId)) return Promise.resolve(undefined);
  return db.selectFrom('consultants').select(['consultant_id', 'full_name']).where('applicant_id', '=', applicantId).executeTakeFirst();
}

export async function markMadeFromApplicant(db: Db, consultantId: string, applicantId: string, resumePath: string | null): Promise<void> {
  await db
    .updateTable('consultants')
    .set({ applicant_id: applicantId, made_from_applicant_at: sql`now()`, resume_file_path: resumePath })
    .where('consultant_id', '=', consultantId)
    .execute();
}

export function resumePathOf(db: Db, consultantId: string) {
  if (!isRecordId(consultantId)) return Promise.resolve(undefined);
  return db.selectFrom('consultants').select(['resume_file_path']).where('consultant_id', '=', consultantId).executeTakeFirst();
}

/** The newest entries of a consultant's history (audit entries written on the consultant). */
export function consultantHistoryRows(db: Db, consultantId: string, limit: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action_type', 'user_name', 'details'])
    .where('entity_type', '=', 'consultant')
    .where('entity_id', '=', consultantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
