import type { Kysely } from 'kysely';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import { formatInterviewTime } from '@keel/shared/interview-time';
import type { CompetencyRating, Interview } from '@keel/shared/interviews';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { isOnHiringTeamOfApplication } from '../hiring-teams/hiring-teams.service';
import { applicationForInterview, interviewersOf, interviewsOfApplication, nextInterviewOf, scorecardsOf } from './interviews.repository';

type Db = Kysely<Database>;
type InterviewRow = Awaited<ReturnType<typeof interviewsOfApplication>>[number];
type Viewer = Pick<SessionUser, 'id' | 'role'>;

/**
 * The interviews of one application as `viewer` sees them (decision 0082, amending 0037 and 0081):
 * recruiters and admins read every scorecard. An interviewer of the application reads their own,
 * and the others' only once they have recorded theirs for every interview of it they sit on
 * (cancelled ones aside), so no one scores with the others' verdicts in view. The job's hiring
 * manager and interviewers who are on none of its panels read them all.
 */
async function toInterviews(db: Db, viewer: Viewer, rows: readonly InterviewRow[]): Promise<Interview[]> {
  const ids = rows.map((r) => r.interview_id);
  const [panel, cards] = await Promise.all([interviewersOf(db, ids), scorecardsOf(db, ids)]);
  const sitsOn = (interviewId: string) => panel.some((p) => p.interview_id === interviewId && p.id === viewer.id);
  const mine = rows.filter((r) => sitsOn(r.interview_id));
  const recordedAll = mine
    .filter((r) => !r.cancelled_at)
    .every((r) => cards.some((c) => c.interview_id === r.interview_id && c.interviewer_id === viewer.id));
  const readsAll =
    roleFlags(viewer.role).isRecruiter ||
    (mine.length ? recordedAll : rows.length > 0 && (await isOnHiringTeamOfApplication(db, viewer, rows[0].application_id)));
  return rows.map((row) => {
    const interviewers = panel
      .filter((p) => p.interview_id === row.interview_id)
      .map((p) => ({ id: p.id, fullName: p.full_name, email: p.email }));
    const recorded = cards.filter((c) => c.interview_id === row.interview_id);
    const visible = readsAll ? recorded : recorded.filter((c) => c.interviewer_id === viewer.id);
    return {
      interview_id: row.interview_id,
      application_id: row.application_id,
      starts_at: row.starts_at.toISOString(),
      duration_minutes: row.duration_minutes,
      time_zone: row.time_zone,
      location: row.location,
      video_url: row.video_url,
      cancelled_at: row.cancelled_at?.toISOString() ?? null,
      version: row.version,
      interviewers,
      scorecards: visible.map((c) => ({
        interviewer_id: c.interviewer_id,
        interviewer_name: c.interviewer_name,
        recommendation: c.recommendation as Interview['scorecards'][number]['recommendation'],
        ratings: c.ratings as CompetencyRating[],
        legacy_rating: c.legacy_rating,
        notes: c.notes,
        updated_at: c.updated_at.toISOString(),
      })),
      hidden_scorecards: recorded.length - visible.length,
      is_interviewer: interviewers.some((i) => i.id === viewer.id),
    };
  });
}

/** An application's interviews, the earliest first. */
export async function interviewsOf(db: Db, viewer: Viewer, applicationId: string): Promise<Interview[]> {
  if (!(await applicationForInterview(db, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
  return toInterviews(db, viewer, await interviewsOfApplication(db, applicationId));
}

/** The {{interviewTime}} of a candidate e-mail: the next interview for the job, as its invitation says it; null when none is coming. */
export async function nextInterviewTime(db: Db, applicantId: string, jobId: string): Promise<string | null> {
  const next = await nextInterviewOf(db, applicantId, jobId);
  return next ? formatInterviewTime(next.starts_at, next.duration_minutes, next.time_zone) : null;
}

/** One interview as `viewer` sees it: what they may read depends on the application's other interviews. */
export async function interviewById(db: Db, viewer: Viewer, row: InterviewRow): Promise<Interview> {
  const all = await toInterviews(db, viewer, await interviewsOfApplication(db, row.application_id));
  return all.find((i) => i.interview_id === row.interview_id)!;
}
