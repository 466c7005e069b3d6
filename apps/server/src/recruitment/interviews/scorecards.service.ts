import type { Kysely } from 'kysely';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Interview,
  INTERVIEW_CANCELLED_MESSAGE,
  INTERVIEW_NOT_FOUND,
  SCORECARD_COMPETENCIES_MESSAGE,
  SCORECARD_NOT_INTERVIEWER,
  type ScorecardValues,
} from '@keel/shared/interviews';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { competenciesOfJob } from '../interview-kits/interview-kits.service';
import { skillRatingRows } from './skill-ratings.repository';
import { interviewById } from './interview-view';
import { applicationForInterview, interviewersOf, lockInterview, upsertScorecard } from './interviews.repository';

/**
 * An interviewer records (or revises) their scorecard (decision 0082): every competency of the
 * job's interview kit rated 1–4 with notes, and an overall recommendation. Only the interviewers
 * of the interview may, not even an admin in their place (decision 0037); audited on the applicant
 * with the recommendation, not the notes.
 */
export async function recordScorecard(
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'fullName' | 'role'>,
  interviewId: string,
  input: ScorecardValues,
): Promise<Interview> {
  const row = await db.transaction().execute(async (trx) => {
    const interview = await lockInterview(trx, interviewId);
    if (!interview) throw notFound(INTERVIEW_NOT_FOUND);
    const panel = await interviewersOf(trx, [interviewId]);
    if (!panel.some((p) => p.id === user.id)) throw forbidden(SCORECARD_NOT_INTERVIEWER);
    if (interview.cancelled_at) throw conflict(INTERVIEW_CANCELLED_MESSAGE);
    const application = await applicationForInterview(trx, interview.application_id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const kit = await competenciesOfJob(trx, application.job_id);
    const given = new Map(input.ratings.map((r) => [r.competency_id, r]));
    if (given.size !== input.ratings.length || given.size !== kit.length || kit.some((c) => !given.has(c.id)))
      throw validationError(SCORECARD_COMPETENCIES_MESSAGE, { ratings: SCORECARD_COMPETENCIES_MESSAGE });
    // The skill is kept with the rating, as the name is (decision 0109): relinking the kit later does not change what was rated.
    const ratings = kit.map((c) => ({
      competency_id: c.id,
      name: c.name,
      rating: given.get(c.id)!.rating,
      notes: given.get(c.id)!.notes,
      skill_id: c.skill_id ?? null,
    }));
    await upsertScorecard(trx, interviewId, user.id, { recommendation: input.recommendation, ratings, notes: input.notes });
    await recordAudit(trx, {
      actionType: 'SCORECARD_RECORDED',
      user,
      entityType: 'applicant',
      entityId: application.applicant_id,
      details: {
        name: `${application.first_name} ${application.last_name}`,
        jobTitle: application.job_title,
        recommendation: input.recommendation,
        ratings: ratings.map((r) => `${r.name}: ${r.rating}`),
        interviewId,
      },
    });
    return interview;
  });
  return interviewById(db, user, row);
}

/**
 * What interviews say about applicants' skills (decision 0109): per applicant and skill, the mean
 * and best of the ratings given to competencies linked to that skill. Only for readers who read
 * every scorecard (recruiters and admins, decision 0082): a blind interviewer must not learn them
 * from a ranking.
 */
export function interviewSkillRatings(db: Kysely<Database>, applicantIds: readonly string[], skillIds?: readonly string[]) {
  return skillRatingRows(db, applicantIds, skillIds);
}
