import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';
import { type Notifier, notify } from '../../workspace/notifications/notifications.service';

export interface NewApplicant {
  applicantId: string;
  /** The applicant's name as shown, e.g. 'Cy Cole'. */
  name: string;
  jobId: string | null;
  /** The member who entered the applicant; null for an online application. */
  actor: { id: string; name: string } | null;
}

/**
 * Tells the recruiter of the applicant's job (jobs.recruiter_id) of a new applicant, inside the
 * transaction that adds the applicant (decision 0031). Nothing without a job or a recruiter, or
 * when the recruiter entered the applicant. Called by the applicants service and by online applications.
 */
export async function notifyNewApplicant(trx: Kysely<Database>, notifier: Notifier, applicant: NewApplicant): Promise<boolean> {
  if (!applicant.jobId || !isRecordId(applicant.jobId)) return false;
  const job = await trx.selectFrom('jobs').select(['title', 'recruiter_id']).where('job_id', '=', applicant.jobId).executeTakeFirst();
  if (!job?.recruiter_id) return false;
  return notify(trx, notifier, {
    kind: 'new_applicant',
    recipientId: job.recruiter_id,
    record: { type: 'applicant', id: applicant.applicantId },
    actor: applicant.actor,
    subject: `${applicant.name.trim() || 'Unnamed applicant'} for ${job.title}`,
  });
}
