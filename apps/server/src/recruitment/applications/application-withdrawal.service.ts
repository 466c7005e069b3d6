import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WITHDRAW_LINK_DAYS } from '@keel/shared/withdrawal';
import type { Database } from '../../db/types';
import { recordAudit } from '../../platform/audit/audit.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { type Notifier, notify } from '../../workspace/notifications/notifications.service';
import { cancelUpcomingInterviews, type InterviewMailer } from '../interviews/interviews.service';
import {
  applicationOfWithdrawToken,
  lockApplicantRow,
  lockApplication,
  setApplicantStatus,
  setStage,
  setWithdrawToken,
} from './applications.repository';

type Db = Kysely<Database>;

/** Who the audit trail names for a withdrawal by link (no one is signed in). */
export const WITHDRAWAL_ACTOR = 'Candidate (withdrawal link)';

/** Stages after which there is nothing to withdraw (Rejected: closed by the firm; Withdrawn: done already). */
const CLOSED_STAGES: readonly string[] = ['Rejected', 'Withdrawn'];

/** Tokens are 32 random bytes; only their SHA-256 is stored (as the sign-in and reset links, decision 0073). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(`keel-withdraw:${token}`).digest('hex');

/** A new withdrawal link's token for an application, valid WITHDRAW_LINK_DAYS days, in the caller's transaction. */
export async function issueWithdrawToken(trx: Db, applicationId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await setWithdrawToken(trx, applicationId, hashToken(token), new Date(Date.now() + WITHDRAW_LINK_DAYS * 86_400_000));
  return token;
}

export type WithdrawalState =
  | { kind: 'invalid' }
  | { kind: 'expired'; jobTitle: string }
  | { kind: 'withdrawn'; jobTitle: string }
  | { kind: 'closed'; jobTitle: string }
  | { kind: 'open'; jobTitle: string };

/** What a confirmed withdrawal did: `done` when it withdrew now, otherwise why it changed nothing. */
export type WithdrawalOutcome = Exclude<WithdrawalState, { kind: 'open' }> | { kind: 'done'; jobTitle: string };

type Found = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** The application a token is for, with its job; locked (with its applicant first, as every move locks them) when `lock`. */
async function findByToken(db: Db, token: string, lock: boolean): Promise<Found | undefined> {
  const found = await applicationOfWithdrawToken(db, hashToken(token));
  if (!found) return undefined;
  if (lock) await lockApplicantRow(db, found.applicant_id);
  return lockApplication(db, found.application_id, lock);
}

function stateOf(found: Found | undefined): WithdrawalState {
  if (!found) return { kind: 'invalid' };
  const jobTitle = found.job_title;
  if (found.stage === 'Withdrawn') return { kind: 'withdrawn', jobTitle };
  if (CLOSED_STAGES.includes(found.stage)) return { kind: 'closed', jobTitle };
  if (!found.withdraw_token_expires_at || found.withdraw_token_expires_at.getTime() <= Date.now()) return { kind: 'expired', jobTitle };
  return { kind: 'open', jobTitle };
}

/** What a withdrawal link leads to, changing nothing (the page's GET: a mail scanner's prefetch must not withdraw). */
export async function withdrawalState(db: Db, token: string): Promise<WithdrawalState> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
  return stateOf(await findByToken(db, token, false));
}

/**
 * The candidate confirms (decision 0078): in one transaction the application becomes Withdrawn
 * (with the applicant's status when it is their primary one, decision 0030), its upcoming
 * interviews are cancelled with their mails as a rejection's are (decision 0074), it is audited
 * and the job's recruiter is told. A used, tampered, expired or closed link changes nothing and
 * says which it was; withdrawing twice says it is done already.
 */
export async function withdrawApplication(db: Db, mailer: InterviewMailer, notifier: Notifier, token: string): Promise<WithdrawalOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
  const result = await db.transaction().execute(async (trx) => {
    const found = await findByToken(trx, token, true);
    const state = stateOf(found);
    if (state.kind !== 'open' || !found) return { outcome: state as WithdrawalOutcome, jobId: null };
    await cancelUpcomingInterviews(trx, mailer, null, { applicationIds: [found.application_id] });
    await setStage(trx, found.application_id, 'Withdrawn', null);
    if (found.applicant_job_id === found.job_id) await setApplicantStatus(trx, found.applicant_id, 'Withdrawn', null);
    const name = `${found.first_name} ${found.last_name}`.trim();
    await recordAudit(trx, {
      actionType: 'APPLICATION_WITHDRAWN',
      user: null,
      actorName: WITHDRAWAL_ACTOR,
      entityType: 'applicant',
      entityId: found.applicant_id,
      details: { name, jobTitle: found.job_title, fromStage: found.stage, applicationId: found.application_id },
    });
    await notify(trx, notifier, {
      kind: 'application_withdrawn',
      recipientId: found.recruiter_id,
      record: { type: 'applicant', id: found.applicant_id },
      actor: null,
      subject: `${name || 'A candidate'} for ${found.job_title}`,
    });
    return { outcome: { kind: 'done', jobTitle: found.job_title } as WithdrawalOutcome, jobId: found.job_id };
  });
  if (result.jobId) publishChange(db, { topic: 'applications', id: result.jobId, by: null });
  return result.outcome;
}
