import type { Kysely } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import type { Database } from '../../db/types';

export interface NewWebsiteApplication {
  applicantId: string;
  jobId: string;
  stage: ApplicantStatus;
  source: ApplicantSource;
  /** The normalised `?source=` tag (decision 0077), or null. */
  sourceChannel: string | null;
  coverNote: string | null;
  consentNoticeVersion: string;
  consentGivenAt: Date;
}

/** Inserts the application; undefined when this applicant already applied for this job (unique key). */
export async function insertWebsiteApplication(trx: Kysely<Database>, a: NewWebsiteApplication) {
  return trx
    .insertInto('applications')
    .values({
      applicant_id: a.applicantId,
      job_id: a.jobId,
      stage: a.stage,
      source: a.source,
      source_channel: a.sourceChannel,
      cover_note: a.coverNote,
      consent_notice_version: a.consentNoticeVersion,
      consent_given_at: a.consentGivenAt,
    })
    .onConflict((oc) => oc.columns(['applicant_id', 'job_id']).doNothing())
    .returning('application_id')
    .executeTakeFirst();
}
