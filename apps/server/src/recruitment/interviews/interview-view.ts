import type { Kysely } from 'kysely';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import { formatInterviewTime } from '@keel/shared/interview-time';
import type { Interview } from '@keel/shared/interviews';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { isOnHiringTeamOfApplication } from '../hiring-teams/hiring-teams.service';
import { applicationForInterview, interviewersOf, interviewsOfApplication, nextInterviewOf, scorecardsOf } from './interviews.repository';

type Db = Kysely<Database>;
type InterviewRow = Awaited<ReturnType<typeof interviewsOfApplication>>[number];

/**
 * Interviews of one application as `viewer` sees them (decision 0037): an admin, and the job's
 * hiring team (decision 0081), read every scorecard; an interviewer reads the scorecards of the
 * interviews they sit on (the panel's, together); any other recruiter sees only how many have
 * been recorded.
 */
export async function toInterviews(db: Db, viewer: Pick<SessionUser, 'id' | 'role'>, rows: readonly InterviewRow[]): Promise<Interview[]> {
  const ids = rows.map((r) => r.interview_id);
  const [panel, cards] = await Promise.all([interviewersOf(db, ids), scorecardsOf(db, ids)]);
  const readsAll =
    roleFlags(viewer.role).isAdmin || (rows.length > 0 && (await isOnHiringTeamOfApplication(db, viewer, rows[0].application_id)));
  return rows.map((row) => {
    const interviewers = panel
      .filter((p) => p.interview_id === row.interview_id)
      .map((p) => ({ id: p.id, fullName: p.full_name, email: p.email }));
    const isInterviewer = interviewers.some((i) => i.id === viewer.id);
    const recorded = cards.filter((c) => c.interview_id === row.interview_id);
    const visible = readsAll || isInterviewer ? recorded : [];
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
        rating: c.rating,
        notes: c.notes,
        updated_at: c.updated_at.toISOString(),
      })),
      hidden_scorecards: recorded.length - visible.length,
      is_interviewer: isInterviewer,
    };
  });
}

/** An application's interviews, the earliest first. */
export async function interviewsOf(db: Db, viewer: Pick<SessionUser, 'id' | 'role'>, applicationId: string): Promise<Interview[]> {
  if (!(await applicationForInterview(db, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
  return toInterviews(db, viewer, await interviewsOfApplication(db, applicationId));
}

/** The {{interviewTime}} of a candidate e-mail: the next interview for the job, as its invitation says it; null when none is coming. */
export async function nextInterviewTime(db: Db, applicantId: string, jobId: string): Promise<string | null> {
  const next = await nextInterviewOf(db, applicantId, jobId);
  return next ? formatInterviewTime(next.starts_at, next.duration_minutes, next.time_zone) : null;
}

export async function interviewById(db: Db, viewer: Pick<SessionUser, 'id' | 'role'>, row: InterviewRow): Promise<Interview> {
  return (await toInterviews(db, viewer, [row]))[0];
}
