import type { Kysely } from 'kysely';
import { APPLICATION_NOT_FOUND } from '@keel/shared/applications';
import { isErasedEmail } from '@keel/shared/privacy';
import type { SessionUser } from '@keel/shared/auth';
import {
  ERASED_APPLICANT_MESSAGE,
  type Interview,
  INTERVIEW_CANCELLED_MESSAGE,
  INTERVIEW_CHANGED,
  INTERVIEW_NOT_FOUND,
  INTERVIEWER_CHOICE_MESSAGE,
  type RescheduleInterviewValues,
  type ScheduleInterviewValues,
} from '@keel/shared/interviews';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import type { JobEngine } from '../../platform/background/job-engine';
import { queueMail } from '../../platform/mail/mail.service';
import { officeTimeZone } from '../../identity/team/team.service';
import { requireActiveMembers, requirePanelWithinJob, teamMemberChoices } from '../hiring-teams/hiring-teams.service';
import { interviewById } from './interview-view';
import { type InvitationEvent, type InvitationKind, invitationMail, organizerFrom, type Person } from './interview-invitation';
import {
  type ApplicationScope,
  applicationForInterview,
  insertInterview,
  interviewersOf,
  lockInterview,
  lockUpcomingInterviews,
  upcomingInterviewCount,
  setInterviewers,
  updateInterview,
} from './interviews.repository';

type Db = Kysely<Database>;

/** What invitations need besides the database: the job engine the outbox queues on, and the ORGANIZER (MAIL_FROM). */
export interface InterviewMailer {
  jobs: JobEngine;
  organizer: Person;
}

/** The mailer of a running app: its job engine and its MAIL_FROM. */
export const interviewMailer = (app: { jobs: JobEngine; config: { MAIL_FROM?: string } }): InterviewMailer => ({
  jobs: app.jobs,
  organizer: organizerFrom(app.config.MAIL_FROM),
});

type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;
/** Who the audit trail names when no member ended the application: the candidate withdrew it by link (decision 0078). */
const CANDIDATE_ACTOR = 'Candidate (withdrawal link)';
type Application = NonNullable<Awaited<ReturnType<typeof applicationForInterview>>>;
type InterviewRow = NonNullable<Awaited<ReturnType<typeof lockInterview>>>;

/**
 * The chosen interviewers, each an active member of the team of any role (400 otherwise; decision
 * 0081); a hiring team member scheduling chooses among those who already read the job (decision 0085).
 */
async function requireInterviewers(db: Db, user: Actor, jobId: string, ids: readonly string[]): Promise<Person[]> {
  await requireActiveMembers(db, ids, 'interviewer_ids', INTERVIEWER_CHOICE_MESSAGE);
  await requirePanelWithinJob(db, user, jobId, ids);
  const team = new Map((await teamMemberChoices(db)).map((m) => [m.id.toLowerCase(), m]));
  return ids.map((id) => team.get(id)!).map((c) => ({ name: c.fullName, email: c.email, timeZone: c.timeZone }));
}

function eventOf(mailer: InterviewMailer, row: InterviewRow, application: Application, interviewers: Person[]): InvitationEvent {
  return {
    organizer: mailer.organizer,
    interviewId: row.interview_id,
    sequence: row.sequence,
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
    jobTitle: application.job_title,
    candidate: { name: `${application.first_name} ${application.last_name}`, email: application.email },
    interviewers,
    location: row.location,
    videoUrl: row.video_url,
    stamp: new Date(),
  };
}

/** The candidate's mail (naming the interviewers), then each interviewer's (naming the candidate). */
async function sendAll(trx: Db, mailer: InterviewMailer, kind: InvitationKind, event: InvitationEvent, mailCandidate = true) {
  if (mailCandidate) await queueMail(trx, mailer.jobs, invitationMail(kind, event.candidate, event, 'candidate'));
  await send(trx, mailer, kind, event.interviewers, event);
}

async function send(trx: Db, mailer: InterviewMailer, kind: InvitationKind, people: readonly Person[], event: InvitationEvent) {
  for (const person of people) await queueMail(trx, mailer.jobs, invitationMail(kind, person, event));
}

async function audit(
  trx: Db,
  user: Actor | null,
  kind: 'INTERVIEW_SCHEDULED' | 'INTERVIEW_RESCHEDULED' | 'INTERVIEW_CANCELLED',
  application: Application,
  row: InterviewRow,
) {
  await recordAudit(trx, {
    actionType: kind,
    user,
    ...(user ? {} : { actorName: CANDIDATE_ACTOR }),
    entityType: 'applicant',
    entityId: application.applicant_id,
    details: {
      name: `${application.first_name} ${application.last_name}`,
      jobTitle: application.job_title,
      startsAt: row.starts_at.toISOString(),
      interviewId: row.interview_id,
    },
  });
}

/** What is stored of a schedule; `zone` is the one sent, or what stands for it when none was (decision 0085). */
const timing = (v: ScheduleInterviewValues, zone: string) => ({
  starts_at: new Date(v.starts_at),
  duration_minutes: v.duration_minutes,
  location: v.location,
  video_url: v.video_url,
  time_zone: zone,
});

/** Schedules an interview; the candidate and each interviewer get an invitation (.ics, METHOD:REQUEST) in the same transaction. */
export async function scheduleInterview(
  db: Db,
  mailer: InterviewMailer,
  user: Actor,
  applicationId: string,
  values: ScheduleInterviewValues,
): Promise<Interview> {
  const row = await db.transaction().execute(async (trx) => {
    const application = await applicationForInterview(trx, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (isErasedEmail(application.email)) throw conflict(ERASED_APPLICANT_MESSAGE);
    const interviewers = await requireInterviewers(trx, user, application.job_id, values.interviewer_ids);
    // No zone sent (an API client; the dialog always sends one): the office's setting (decision 0085).
    const zone = values.time_zone ?? (await officeTimeZone(trx));
    const created = await insertInterview(trx, application.application_id, timing(values, zone), user.id);
    await setInterviewers(trx, created.interview_id, values.interviewer_ids);
    const event = eventOf(mailer, created, application, interviewers);
    await sendAll(trx, mailer, 'scheduled', event);
    await audit(trx, user, 'INTERVIEW_SCHEDULED', application, created);
    return created;
  });
  return interviewById(db, user, row);
}

/** Locks an interview that is still on, with its application; 404 / 409 otherwise, or when `version` is stale. */
async function lockLive(trx: Db, id: string, version: number) {
  const before = await lockInterview(trx, id);
  if (!before) throw notFound(INTERVIEW_NOT_FOUND);
  if (before.cancelled_at) throw conflict(INTERVIEW_CANCELLED_MESSAGE);
  await requireVersion(trx, before, version, INTERVIEW_CHANGED);
  const application = await applicationForInterview(trx, before.application_id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const panel = await interviewersOf(trx, [id]);
  return { before, application, panel };
}

/**
 * A new time, place or panel: everyone on it gets the update (same UID, next SEQUENCE); an
 * interviewer taken off the panel gets a cancellation.
 */
export async function rescheduleInterview(
  db: Db,
  mailer: InterviewMailer,
  user: Actor,
  id: string,
  { version, ...values }: RescheduleInterviewValues,
): Promise<Interview> {
  const row = await db.transaction().execute(async (trx) => {
    const { before, application, panel } = await lockLive(trx, id, version);
    if (isErasedEmail(application.email)) throw conflict(ERASED_APPLICANT_MESSAGE);
    const interviewers = await requireInterviewers(trx, user, application.job_id, values.interviewer_ids);
    // No zone sent: the interview keeps the one its candidate was told (decision 0085).
    const after = await updateInterview(trx, id, timing(values, values.time_zone ?? before.time_zone), user.id);
    await setInterviewers(trx, id, values.interviewer_ids);
    const event = eventOf(mailer, after, application, interviewers);
    await sendAll(trx, mailer, 'rescheduled', event);
    const removed = panel
      .filter((p) => !values.interviewer_ids.includes(p.id.toLowerCase()))
      .map((p) => ({ name: p.full_name, email: p.email, timeZone: p.time_zone }));
    if (removed.length) await send(trx, mailer, 'cancelled', removed, { ...event, cancelledFor: removed });
    await audit(trx, user, 'INTERVIEW_RESCHEDULED', application, after);
    return after;
  });
  return interviewById(db, user, row);
}

/** Cancels an interview: everyone gets METHOD:CANCEL for its UID; the interview stays, marked cancelled. */
export async function cancelInterview(db: Db, mailer: InterviewMailer, user: Actor, id: string, version: number): Promise<Interview> {
  const row = await db.transaction().execute(async (trx) => {
    const { application, panel } = await lockLive(trx, id, version);
    // An erased candidate is not mailed (decision 0074); the interviewers still are.
    return cancelLocked(trx, mailer, user, application, id, panel, !isErasedEmail(application.email));
  });
  return interviewById(db, user, row);
}

/** Marks a locked interview cancelled; the candidate and every interviewer get a cancellation with METHOD:CANCEL. */
async function cancelLocked(
  trx: Db,
  mailer: InterviewMailer,
  user: Actor | null,
  application: Application,
  id: string,
  panel: Awaited<ReturnType<typeof interviewersOf>>,
  mailCandidate = true,
) {
  const after = await updateInterview(trx, id, { cancelled_at: new Date() }, user?.id ?? null);
  const interviewers = panel.map((p) => ({ name: p.full_name, email: p.email, timeZone: p.time_zone }));
  await sendAll(trx, mailer, 'cancelled', eventOf(mailer, after, application, interviewers), mailCandidate);
  await audit(trx, user, 'INTERVIEW_CANCELLED', application, after);
  return after;
}

/**
 * Decision 0074: the interviews of applications that end (Rejected, Hired, erased, or the applicant or the job deleted) are cancelled inside the caller's transaction,
 * before the change: those still on and not yet started, each with a cancellation and a CANCEL
 * .ics to the candidate and every interviewer. An erase mails the interviewers only: the
 * candidate's address is erased with them. Returns how many were cancelled.
 */
export async function cancelUpcomingInterviews(
  trx: Db,
  mailer: InterviewMailer,
  user: Actor | null,
  scope: ApplicationScope,
  { mailCandidate = true }: { mailCandidate?: boolean } = {},
): Promise<number> {
  const upcoming = await lockUpcomingInterviews(trx, scope);
  if (!upcoming.length) return 0;
  const panels = await interviewersOf(
    trx,
    upcoming.map((i) => i.interview_id),
  );
  for (const interview of upcoming) {
    const application = await applicationForInterview(trx, interview.application_id);
    if (!application) continue;
    const panel = panels.filter((p) => p.interview_id === interview.interview_id);
    await cancelLocked(trx, mailer, user, application, interview.interview_id, panel, mailCandidate);
  }
  return upcoming.length;
}

/** How many interviews an end of these applications would cancel (the confirmations say so first). */
export const upcomingInterviewsOf = (db: Db, scope: ApplicationScope) => upcomingInterviewCount(db, scope);

/** An erase's step in interviews and scorecards (decision 0110). */
export { eraseFromInterviews } from './interview-erase.repository';
