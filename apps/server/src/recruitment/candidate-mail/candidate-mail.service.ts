import { isErasedEmail } from '@keel/shared/privacy';
import { ERASED_APPLICANT_MESSAGE } from '@keel/shared/interviews';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { APPLICANT_NOT_FOUND } from '@keel/shared/applicants';
import type { SessionUser } from '@keel/shared/auth';
import {
  BUILT_IN_NOT_DELETABLE,
  type CandidateEmailPreview,
  type CandidateEmailSendInput,
  type CandidateEmailSent,
  type CandidateTemplate,
  type CandidateTemplateInput,
  TEMPLATE_NOT_FOUND,
  type TemplateContext,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  valuesSetAside,
} from '@keel/shared/candidate-mail';
import { site } from '@keel/shared/site';
import type { Database } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { recordAudit } from '../../platform/audit/audit.service';
import type { JobEngine } from '../../platform/background/job-engine';
import { queueMail } from '../../platform/mail/mail.service';
import { nextInterviewTime } from '../interviews/interview-view';
import { candidateMail, renderText } from './candidate-mail-render';
import {
  deleteTemplate,
  findRecipient,
  findTemplate,
  insertTemplate,
  listTemplates,
  recipientJobs,
  updateTemplate,
} from './candidate-mail.repository';

type Db = Kysely<Database>;
type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

const view = (row: TemplateRow): CandidateTemplate => ({
  key: row.key,
  name: row.name,
  subject: row.subject,
  body: row.body,
  builtIn: row.built_in,
  updatedAt: row.updated_at.toISOString(),
});

export async function templates(db: Db): Promise<CandidateTemplate[]> {
  return (await listTemplates(db)).map(view);
}

export async function createTemplate(db: Db, user: SessionUser, input: CandidateTemplateInput): Promise<CandidateTemplate> {
  return db.transaction().execute(async (trx) => {
    const key = `custom-${randomUUID()}`;
    await insertTemplate(trx, { key, ...input, userId: user.id });
    await recordAudit(trx, {
      actionType: 'CANDIDATE_TEMPLATE_CREATED',
      user,
      entityType: 'candidate_template',
      entityId: key,
      details: { name: input.name },
    });
    return view((await findTemplate(trx, key))!);
  });
}

export async function editTemplate(db: Db, user: SessionUser, key: string, input: CandidateTemplateInput): Promise<CandidateTemplate> {
  return db.transaction().execute(async (trx) => {
    const before = await findTemplate(trx, key);
    const after = await updateTemplate(trx, key, { ...input, userId: user.id });
    if (!before || !after) throw notFound(TEMPLATE_NOT_FOUND);
    const changed = (['name', 'subject', 'body'] as const).filter((f) => before[f] !== after[f]);
    await recordAudit(trx, {
      actionType: 'CANDIDATE_TEMPLATE_UPDATED',
      user,
      entityType: 'candidate_template',
      entityId: key,
      details: { name: after.name, changed },
    });
    return view(after);
  });
}

export async function removeTemplate(db: Db, user: SessionUser, key: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findTemplate(trx, key);
    if (!before) throw notFound(TEMPLATE_NOT_FOUND);
    if (before.built_in) throw conflict(BUILT_IN_NOT_DELETABLE);
    await deleteTemplate(trx, key);
    await recordAudit(trx, {
      actionType: 'CANDIDATE_TEMPLATE_DELETED',
      user,
      entityType: 'candidate_template',
      entityId: key,
      details: { name: before.name },
    });
  });
}

const NO_JOB_MESSAGE =
  'This applicant has no job to name in {{jobTitle}}: give them a job first, or write the e-mail without {{jobTitle}}.';
const NO_INTERVIEW_MESSAGE =
  'No interview is coming up for this job to name in {{interviewTime}}: schedule one first, or write the e-mail without {{interviewTime}}.';
const JOB_CHOICE_MESSAGE = 'Choose one of the jobs this applicant is considered for.';

/** The applicant, the job the e-mail is about (given, else their own job, else their only one) and the placeholders' values. */
async function mailContext(db: Db, user: SessionUser, applicantId: string, jobId: string | null | undefined) {
  const applicant = isRecordId(applicantId) ? await findRecipient(db, applicantId) : undefined;
  if (!applicant) throw notFound(APPLICANT_NOT_FOUND);
  const jobs = await recipientJobs(db, applicantId, applicant.job_id);
  const job = jobs.find((j) => j.jobId === (jobId ?? applicant.job_id)) ?? (jobId ? undefined : jobs[0]);
  if (jobId && !job) throw validationError(JOB_CHOICE_MESSAGE, { jobId: JOB_CHOICE_MESSAGE });
  const context: TemplateContext = {
    firstName: applicant.first_name,
    lastName: applicant.last_name,
    jobTitle: job?.title ?? '',
    companyName: site.firmName,
    recruiterName: user.fullName,
    interviewTime: (job ? await nextInterviewTime(db, applicant.applicant_id, job.jobId) : null) ?? '',
  };
  return { applicant, jobs, job, context };
}

const uses = (name: string, texts: string[]) => texts.some((t) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(t));

/** A placeholder with nothing to name is refused (400), never sent blank. */
function requireNamed(job: unknown, context: TemplateContext, ...texts: string[]) {
  if (!job && uses('jobTitle', texts)) throw validationError(NO_JOB_MESSAGE);
  if (!context.interviewTime && uses('interviewTime', texts)) throw validationError(NO_INTERVIEW_MESSAGE);
}

export async function previewCandidateEmail(
  db: Db,
  user: SessionUser,
  applicantId: string,
  templateKey: string,
  jobId?: string | null,
): Promise<CandidateEmailPreview> {
  const template = await findTemplate(db, templateKey);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const { applicant, jobs, job, context } = await mailContext(db, user, applicantId, jobId);
  requireNamed(job, context, template.subject, template.body);
  const rendered = renderText(template.subject, template.body, context);
  return { to: applicant.email, ...rendered, jobs, jobId: job?.jobId ?? null };
}

/**
 * Sends the (possibly edited) e-mail: the outbox mail, its delivery job and the audit entry on the
 * applicant's timeline commit together (decision 0018).
 */
export async function sendCandidateEmail(
  db: Db,
  jobsEngine: JobEngine,
  user: SessionUser,
  applicantId: string,
  input: CandidateEmailSendInput,
): Promise<CandidateEmailSent> {
  return db.transaction().execute(async (trx) => {
    const template = await findTemplate(trx, input.templateKey);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    const { applicant, job, context } = await mailContext(trx, user, applicantId, input.jobId);
    if (isErasedEmail(applicant.email)) throw conflict(ERASED_APPLICANT_MESSAGE);
    // The preview's values stay as they are, whatever braces they hold; only what was typed is checked.
    const { hide, show } = valuesSetAside(context);
    const [subject, body] = [hide(input.subject), hide(input.body)];
    for (const [field, text] of [
      ['subject', subject],
      ['body', body],
    ] as const) {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) throw validationError(unknownPlaceholderMessage(unknown), { [field]: unknownPlaceholderMessage(unknown) });
    }
    requireNamed(job, context, subject, body);
    const rendered = renderText(subject, body, context, show);
    const mailId = await queueMail(trx, jobsEngine, candidateMail(applicant.email, rendered));
    await recordAudit(trx, {
      actionType: 'CANDIDATE_EMAIL_SENT',
      user,
      entityType: 'applicant',
      entityId: applicant.applicant_id,
      details: { template: template.name, jobId: job?.jobId ?? null, mailId },
    });
    return { mailId, to: applicant.email, subject: rendered.subject };
  });
}
