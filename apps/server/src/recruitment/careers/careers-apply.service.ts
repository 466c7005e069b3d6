import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { site } from '@keel/shared/site';
import {
  acknowledgementName,
  applicantSourceOf,
  CAREERS_MESSAGES,
  type CareersApplicationValues,
  PRIVACY_NOTICE,
} from '@keel/shared/careers';
import type { Database } from '../../db/types';
import { AppError, notFound } from '../../errors';
import type { UploadedResume } from '../applicants/applicant-submission';
import { recordIntakeScreening, takeInApplicant } from '../applicants/applicant-intake.service';
import { recordApplicationScreening, syncApplicationScores } from '../applications/application-screening.service';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Notifier } from '../../workspace/notifications/notifications.service';
import { notifyNewApplicant } from '../applicants/applicant-notifications';
import { queueMail } from '../../platform/mail/mail.service';
import { judgeResume, readResumeText } from '../screening/screening.service';
import { candidateMail, renderCandidateTemplate } from '../candidate-mail/candidate-mail-render';
import { insertWebsiteApplication } from '../applications/website-application.service';
import { isBeforeClosing } from '@keel/shared/job-facts';
import { issueWithdrawToken } from '../applications/application-withdrawal.service';
import { paths } from '@keel/shared/paths';
import { acknowledgementNextSteps } from '@keel/shared/withdrawal';
import { acknowledgementsSince, lockJobForApplication, recordAcknowledgement } from './careers.repository';
import { publicJob } from './careers.service';

/** Who the audit trail names for what the careers site does (no one is signed in). */
export const CAREERS_ACTOR = 'Careers Site';

export interface ReceivedApplication {
  applicationId: string;
  applicantId: string;
  jobTitle: string;
}

/** Who sends an application, for the acknowledgement limits: the client's address and the configured limits. */
export interface AcknowledgementSender {
  clientAddress: string;
  /** The site's origin (https://…), for the withdrawal link the acknowledgement carries. */
  origin: string;
  perRecipient: number;
  perAddress: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const keyed = (kind: string, value: string) => createHash('sha256').update(`keel-careers-ack:${kind}:${value}`).digest('base64url');

/**
 * Whether the Apply form may acknowledge this application by mail: at most `perRecipient` to one
 * address in 24 hours and `perAddress` from one client address in an hour. The application itself is
 * kept either way; the visitor's page does not say which.
 */
async function mayAcknowledge(trx: Kysely<Database>, email: string, sender: AcknowledgementSender): Promise<boolean> {
  const recipient = keyed('to', email.toLowerCase());
  const client = keyed('from', sender.clientAddress);
  const now = Date.now();
  const sent = await acknowledgementsSince(trx, recipient, client, new Date(now - DAY_MS), new Date(now - DAY_MS / 24));
  if (sent.recipient >= sender.perRecipient || sent.client >= sender.perAddress) return false;
  await recordAcknowledgement(trx, recipient, client, new Date(now - DAY_MS));
  return true;
}

export const closedJob = () => new AppError('CONFLICT', CAREERS_MESSAGES.closed);
export const alreadyApplied = () => new AppError('CONFLICT', CAREERS_MESSAGES.alreadyApplied);

/**
 * Takes one application from the careers site (decision 0036), all in one transaction: the
 * applicant (matched by e-mail, blank fields filled) with the resume, the application with the
 * consent given, the screening against the job's ATS keywords, the audit entry, the
 * acknowledgement mail and the recruiter's notification. A second application to the same job is refused and changes nothing.
 * The resume's text is read before the transaction (bounded parser, decision 0015).
 */
export async function receiveApplication(
  db: Kysely<Database>,
  notifier: Notifier,
  jobId: string,
  values: CareersApplicationValues,
  resume: UploadedResume,
  sender: AcknowledgementSender,
): Promise<ReceivedApplication> {
  const job = await publicJob(db, jobId);
  if (!job) throw notFound('This job does not exist.');
  if (!job.open) throw closedJob();
  const text = await readResumeText(resume);
  const consentGivenAt = new Date();
  const source = applicantSourceOf(values.source);

  return db.transaction().execute(async (trx) => {
    const locked = await lockJobForApplication(trx, jobId);
    if (!locked) throw notFound('This job does not exist.');
    if (locked.status !== 'Open' || !isBeforeClosing(locked.closing_date)) throw closedJob();
    const { first_name, last_name, email, phone, linkedin_url } = values;
    const applicant = await takeInApplicant(
      trx,
      { first_name, last_name, email, phone, linkedin_url },
      {
        jobId,
        source,
        resume,
        actorName: CAREERS_ACTOR,
      },
    );
    // Decision 0030: the application for the applicant's own job is in the applicant's status.
    const primary = applicant.jobId === jobId;
    const inserted = await insertWebsiteApplication(trx, {
      applicantId: applicant.applicantId,
      jobId,
      stage: primary ? applicant.status : 'New',
      source,
      sourceChannel: values.source,
      coverNote: values.cover_note,
      consentNoticeVersion: PRIVACY_NOTICE.version,
      consentGivenAt,
    });
    if (!inserted) throw alreadyApplied();

    const screening = judgeResume(text, locked);
    await recordIntakeScreening(trx, {
      applicantId: applicant.applicantId,
      job: locked,
      screening,
      onApplicant: primary && applicant.resumeStored,
      actorName: CAREERS_ACTOR,
    });
    // Each application has its own score (migration 0037): this one is the resume sent with it
    // against this job; the primary application's is the applicant's, whatever was sent.
    if (!primary) await recordApplicationScreening(trx, inserted.application_id, screening);
    await syncApplicationScores(trx, applicant.applicantId);
    await recordAudit(trx, {
      actionType: 'APPLICATION_RECEIVED',
      user: null,
      actorName: CAREERS_ACTOR,
      entityType: 'applicant',
      entityId: applicant.applicantId,
      details: {
        applicationId: inserted.application_id,
        jobId,
        jobTitle: locked.title,
        source,
        sourceChannel: values.source,
        newApplicant: applicant.created,
        applicantFieldsFilled: applicant.fieldsFilled,
        resumeStored: applicant.resumeStored,
        consentNoticeVersion: PRIVACY_NOTICE.version,
        consentGivenAt: consentGivenAt.toISOString(),
        atsScore: screening.outcome.status === 'screened' ? screening.outcome.score : null,
      },
    });
    // The job's recruiter hears of a new applicant (decision 0031).
    await notifyNewApplicant(trx, notifier, { applicantId: applicant.applicantId, name: `${first_name} ${last_name}`, jobId, actor: null });
    // The firm's own wording: the 'acknowledgement' candidate e-mail template, editable by recruiters.
    // Of what the visitor typed it carries only a bounded name without links, and only within the limits (no relay).
    if (await mayAcknowledge(trx, email, sender)) {
      const acknowledgement = await renderCandidateTemplate(trx, 'acknowledgement', {
        firstName: acknowledgementName(first_name) || 'Valued Candidate',
        lastName: acknowledgementName(last_name),
        jobTitle: locked.title,
        companyName: site.firmName,
        recruiterName: locked.recruiter_name ?? `The ${site.firmName} team`,
        interviewTime: '', // a new application has no interview yet
      });
      // What happens next and the signed link to withdraw (decision 0078): always there, whatever the template says.
      const token = await issueWithdrawToken(trx, inserted.application_id);
      const nextSteps = acknowledgementNextSteps({
        jobTitle: locked.title,
        recruiterName: locked.recruiter_name,
        firmName: site.firmName,
        withdrawUrl: `${sender.origin}${paths.careersWithdraw}?token=${token}`,
      });
      await queueMail(
        trx,
        notifier.jobs,
        candidateMail(email, {
          ...acknowledgement,
          body: `${acknowledgement.body}

${nextSteps}`,
        }),
      );
    }
    return { applicationId: inserted.application_id, applicantId: applicant.applicantId, jobTitle: locked.title };
  });
}
