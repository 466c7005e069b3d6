import type { Kysely } from 'kysely';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import { type Interview, INTERVIEW_CANCELLED_MESSAGE, INTERVIEW_NOT_FOUND, SCORECARD_NOT_INTERVIEWER } from '@keel/shared/interviews';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { interviewById } from './interview-view';
import { applicationForInterview, interviewersOf, lockInterview, upsertScorecard } from './interviews.repository';

/**
 * An interviewer records (or revises) their scorecard: 1–5 and notes. Only the interviewers of
 * the interview may, not even an admin in their place (decision 0037); audited on the applicant
 * with the rating, not the notes.
 */
export async function recordScorecard(
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'fullName' | 'role'>,
  interviewId: string,
  input: { rating: number; notes: string | null },
): Promise<Interview> {
  const row = await db.transaction().execute(async (trx) => {
    const interview = await lockInterview(trx, interviewId);
    if (!interview) throw notFound(INTERVIEW_NOT_FOUND);
    const panel = await interviewersOf(trx, [interviewId]);
    if (!panel.some((p) => p.id === user.id)) throw forbidden(SCORECARD_NOT_INTERVIEWER);
    if (interview.cancelled_at) throw conflict(INTERVIEW_CANCELLED_MESSAGE);
    const application = await applicationForInterview(trx, interview.application_id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    await upsertScorecard(trx, interviewId, user.id, input.rating, input.notes);
    await recordAudit(trx, {
      actionType: 'SCORECARD_RECORDED',
      user,
      entityType: 'applicant',
      entityId: application.applicant_id,
      details: {
        name: `${application.first_name} ${application.last_name}`,
        jobTitle: application.job_title,
        rating: input.rating,
        interviewId,
      },
    });
    return interview;
  });
  return interviewById(db, user, row);
}
