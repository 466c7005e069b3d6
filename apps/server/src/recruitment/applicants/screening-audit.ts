import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { parseKeywords } from '@keel/shared/jobs';
import type { Database } from '../../db/types';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Screening, ScreeningJob } from '../screening/screening.service';

/** An applicant's screening fields when the resume or the job it was scored against changes. */
export const CLEARED_SCREENING = { ats_score: null, ats_keywords_matched: [] as string[], ats_last_screened: null };

/** The APPLICANT_SCREENED entry of a screening that produced a score. */
export async function recordScreening(
  trx: Kysely<Database>,
  user: SessionUser,
  applicantId: string,
  job: ScreeningJob & { job_id: string },
  screening: Screening,
  trigger: 'created' | 'updated' | 'on_demand',
): Promise<void> {
  if (screening.outcome.status !== 'screened') return;
  await recordAudit(trx, {
    actionType: 'APPLICANT_SCREENED',
    user,
    entityType: 'applicant',
    entityId: applicantId,
    details: {
      jobId: job.job_id,
      jobTitle: job.title,
      score: screening.outcome.score,
      matched: screening.outcome.matched,
      keywords: parseKeywords(job.ats_keywords).length,
      trigger,
    },
  });
}
