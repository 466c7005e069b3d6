import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import {
  HIRING_TEAM_MEMBER_MESSAGE,
  HIRING_TEAM_ONLY_MESSAGE,
  HIRING_TEAM_PANEL_MESSAGE,
  HIRING_TEAM_SCHEDULE_MESSAGE,
  type HiringJob,
  type HiringPart,
  type HiringTeam,
  type HiringTeamValues,
  type TeamMemberChoice,
  type TeamRole,
} from '@keel/shared/hiring-teams';
import { JOB_NOT_FOUND } from '@keel/shared/jobs';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { forbidden, notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import {
  activeMemberIds,
  activeMemberRows,
  candidatesOf,
  hiringPartsOf,
  jobExists,
  jobOfApplication,
  jobOfInterview,
  jobReaderIds,
  jobsByIds,
  jobsOfApplicant,
  lockJob,
  readsJob,
  replaceTeam,
  teamRows,
} from './hiring-teams.repository';

type Db = Kysely<Database>;
type Viewer = Pick<SessionUser, 'id' | 'role'>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/** Recruiters and admins read all of recruitment; anyone else only what a hiring team reads (decision 0081). */
export const readsAllRecruitment = (viewer: Viewer) => roleFlags(viewer.role).isRecruiter;

/** Every active member of any role, by name: the hiring team's and the interview panel's choices. */
export async function teamMemberChoices(db: Db): Promise<TeamMemberChoice[]> {
  const rows = await activeMemberRows(db);
  return rows.map((r) => ({ id: r.id, fullName: r.full_name.trim() || r.email, email: r.email, role: r.role, timeZone: r.time_zone }));
}

/** 400 unless every id is an active member (of any role): for hiring teams and interview panels. */
export async function requireActiveMembers(db: Db, ids: readonly string[], field: string, message = HIRING_TEAM_MEMBER_MESSAGE) {
  const active = await activeMemberIds(db, ids);
  if (ids.some((id) => !active.has(id.toLowerCase()))) throw validationError(message, { [field]: message });
}

export async function hiringTeamOf(db: Db, jobId: string): Promise<HiringTeam> {
  if (!(await jobExists(db, jobId))) throw notFound(JOB_NOT_FOUND);
  const rows = await teamRows(db, [jobId]);
  const member = (r: (typeof rows)[number]) => ({ id: r.id, fullName: r.full_name, email: r.email });
  const manager = rows.find((r) => r.team_role === 'hiring_manager');
  return {
    job_id: jobId,
    hiring_manager: manager ? member(manager) : null,
    interviewers: rows.filter((r) => r.team_role === 'interviewer').map(member),
  };
}

/** Sets a job's hiring team (a recruiter's or an admin's change, audited on the job). */
export async function setHiringTeam(db: Db, user: Actor, jobId: string, values: HiringTeamValues): Promise<HiringTeam> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (values.hiring_manager_id) await requireActiveMembers(trx, [values.hiring_manager_id], 'hiring_manager_id');
    await requireActiveMembers(trx, values.interviewer_ids, 'interviewer_ids');
    const members: { userId: string; role: TeamRole }[] = [];
    if (values.hiring_manager_id) members.push({ userId: values.hiring_manager_id, role: 'hiring_manager' });
    for (const id of values.interviewer_ids) if (id !== values.hiring_manager_id) members.push({ userId: id, role: 'interviewer' });
    await replaceTeam(trx, jobId, members);
    const team = await teamRows(trx, [jobId]);
    await recordAudit(trx, {
      actionType: 'HIRING_TEAM_CHANGED',
      user,
      entityType: 'job',
      entityId: jobId,
      details: {
        title: job.title,
        hiringManager: team.find((m) => m.team_role === 'hiring_manager')?.full_name ?? null,
        interviewers: team.filter((m) => m.team_role === 'interviewer').map((m) => m.full_name),
      },
    });
  });
  return hiringTeamOf(db, jobId);
}

/** The jobs a member reads as hiring team, each with how they came to. */
async function hiringPartsByJob(db: Db, userId: string): Promise<Map<string, HiringPart[]>> {
  const parts = new Map<string, HiringPart[]>();
  for (const row of await hiringPartsOf(db, userId)) {
    const list = parts.get(row.job_id) ?? [];
    if (!list.includes(row.part as HiringPart)) list.push(row.part as HiringPart);
    parts.set(row.job_id, list);
  }
  return parts;
}

/** "My hiring": the jobs the caller reads as hiring team, with their candidates (any role may ask; most have none). */
export async function myHiring(db: Db, viewer: Viewer): Promise<HiringJob[]> {
  const parts = await hiringPartsByJob(db, viewer.id);
  const ids = [...parts.keys()];
  const [jobs, candidates] = await Promise.all([jobsByIds(db, ids), candidatesOf(db, ids)]);
  const order: HiringPart[] = ['hiring_manager', 'interviewer', 'panel'];
  return jobs.map((job) => ({
    job_id: job.job_id,
    title: job.title,
    status: job.status,
    parts: order.filter((p) => parts.get(job.job_id)?.includes(p)),
    candidates: candidates
      .filter((c) => c.job_id === job.job_id)
      .map((c) => ({ application_id: c.application_id, applicant_id: c.applicant_id, name: c.name, stage: c.stage })),
  }));
}

const refuse = () => forbidden(HIRING_TEAM_ONLY_MESSAGE);

/** A job: recruiters and admins, or its hiring team (403 for anyone else, whether or not it exists). */
export async function requireJobReader(db: Db, viewer: Viewer, jobId: string): Promise<void> {
  if (readsAllRecruitment(viewer)) return;
  if (!(await readsJob(db, viewer.id, jobId))) throw refuse();
}

/** An application, its interviews and scorecards: recruiters and admins, or its job's hiring team. */
export async function requireApplicationReader(db: Db, viewer: Viewer, applicationId: string): Promise<void> {
  if (readsAllRecruitment(viewer)) return;
  const jobId = await jobOfApplication(db, applicationId);
  if (!jobId || !(await readsJob(db, viewer.id, jobId))) throw refuse();
}

/**
 * An applicant (and their resume): recruiters and admins, or the hiring team of a job they
 * applied to. Returns the jobs whose applications the viewer reads: every one (`'all'`), or those.
 */
export async function requireApplicantReader(db: Db, viewer: Viewer, applicantId: string): Promise<'all' | Set<string>> {
  if (readsAllRecruitment(viewer)) return 'all';
  const [applied, parts] = await Promise.all([jobsOfApplicant(db, applicantId), hiringPartsByJob(db, viewer.id)]);
  const readable = new Set(applied.filter((jobId) => parts.has(jobId)));
  if (!readable.size) throw refuse();
  return readable;
}

/** Whether the viewer is on the hiring team of this job (hiring manager or interviewer), not just on a panel. */
export async function isOnHiringTeam(db: Db, viewer: Viewer, jobId: string): Promise<boolean> {
  const parts = (await hiringPartsByJob(db, viewer.id)).get(jobId) ?? [];
  return parts.includes('hiring_manager') || parts.includes('interviewer');
}

/** Whether the viewer is on the hiring team (hiring manager or interviewer) of an application's job. */
export async function isOnHiringTeamOfApplication(db: Db, viewer: Viewer, applicationId: string): Promise<boolean> {
  const jobId = await jobOfApplication(db, applicationId);
  return jobId !== undefined && (await isOnHiringTeam(db, viewer, jobId));
}

/**
 * Scheduling (decision 0085, amending 0081): recruiters and admins schedule, reschedule and cancel
 * any interview; the hiring manager and interviewers of a job (its `job_hiring_team`, not a member
 * who is only on a panel) those of that job's applications. 403 for anyone else, whether or not
 * the record exists.
 */
async function requireJobScheduler(db: Db, viewer: Viewer, jobId: string | undefined): Promise<void> {
  if (!jobId || !(await isOnHiringTeam(db, viewer, jobId))) throw forbidden(HIRING_TEAM_SCHEDULE_MESSAGE);
}

/** Who may schedule an interview for an application (decision 0085). */
export async function requireApplicationScheduler(db: Db, viewer: Viewer, applicationId: string): Promise<void> {
  if (readsAllRecruitment(viewer)) return;
  await requireJobScheduler(db, viewer, await jobOfApplication(db, applicationId));
}

/** Who may reschedule or cancel an interview (decision 0085). */
export async function requireInterviewScheduler(db: Db, viewer: Viewer, interviewId: string): Promise<void> {
  if (readsAllRecruitment(viewer)) return;
  await requireJobScheduler(db, viewer, await jobOfInterview(db, interviewId));
}

/**
 * Whom the viewer may put on a panel for an application's interviews: recruiters and admins any
 * active member (decision 0081); the job's hiring team only the active members who already read
 * the job — its hiring team and its interviews' panels (decision 0085) — so their scheduling never
 * widens who reads the candidate.
 */
export async function panelChoices(db: Db, viewer: Viewer, applicationId: string): Promise<TeamMemberChoice[]> {
  await requireApplicationScheduler(db, viewer, applicationId);
  const jobId = await jobOfApplication(db, applicationId);
  if (!jobId) throw notFound(APPLICATION_NOT_FOUND);
  const members = await teamMemberChoices(db);
  if (readsAllRecruitment(viewer)) return members;
  const readers = await jobReaderIds(db, jobId);
  return members.filter((m) => readers.has(m.id.toLowerCase()));
}

/** 400 unless a hiring team member's panel is among those who already read the job (decision 0085); recruiters and admins choose freely. */
export async function requirePanelWithinJob(db: Db, viewer: Viewer, jobId: string, ids: readonly string[]): Promise<void> {
  if (readsAllRecruitment(viewer)) return;
  const readers = await jobReaderIds(db, jobId);
  if (ids.some((id) => !readers.has(id.toLowerCase())))
    throw validationError(HIRING_TEAM_PANEL_MESSAGE, { interviewer_ids: HIRING_TEAM_PANEL_MESSAGE });
}
