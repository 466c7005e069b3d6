import { type Kysely, sql } from 'kysely';
import type { PrivacySubjectKind } from '@keel/shared/privacy';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** Everything stored about one person for the export: their record, links, history and mails. */
export async function findApplicantRecord(db: Db, id: string, forUpdate = false) {
  return db
    .selectFrom('applicants')
    .selectAll()
    .where('applicant_id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function findContactRecord(db: Db, id: string, forUpdate = false) {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function applicationsOf(db: Db, applicantId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.job_id', 'applications.job_id')
    .select([
      'applications.application_id',
      'applications.job_id',
      'jobs.title as job_title',
      'applications.stage',
      'applications.source',
      'applications.cover_note',
      'applications.stage_changed_at',
      'applications.created_at',
      'applications.updated_at',
      'applications.ats_score',
      'applications.ats_keywords_matched',
      'applications.ats_last_screened',
    ])
    .where('applications.applicant_id', '=', applicantId)
    .orderBy('applications.created_at')
    .execute();
}

export function dealsOf(db: Db, contactId: string) {
  return db
    .selectFrom('deals')
    .select([
      'id',
      'name',
      'stage_id',
      'status',
      'first_name',
      'last_name',
      'email',
      'work_email',
      'phone',
      'mobile_phone',
      'description',
      'meeting_notes',
      'created_at',
      'updated_at',
    ])
    .where(sql<boolean>`contact_ids @> ARRAY[${contactId}]::uuid[]`)
    .orderBy('created_at')
    .execute();
}

export function activitiesOf(db: Db, kind: PrivacySubjectKind, id: string) {
  return db
    .selectFrom('activities')
    .innerJoin('activity_links', 'activity_links.activity_id', 'activities.id')
    .select([
      'activities.id',
      'activities.kind',
      'activities.title',
      'activities.body',
      'activities.author_name',
      'activities.due_date',
      'activities.done_at',
      'activities.created_at',
      'activities.updated_at',
    ])
    .where('activity_links.record_type', '=', kind)
    .where('activity_links.record_id', '=', id)
    .orderBy('activities.created_at')
    .execute();
}

export function auditEntriesAbout(db: Db, kind: PrivacySubjectKind, id: string) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action_type', 'user_name', 'details'])
    .where('entity_type', '=', kind)
    .where('entity_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function mailsTo(db: Db, email: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'subject', 'text_body', 'status', 'created_at', 'sent_at'])
    .where(sql<boolean>`lower(to_address) = lower(${email})`)
    .orderBy('created_at')
    .execute();
}

export function messagesFrom(db: Db, email: string) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'subject', 'message', 'created_at'])
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .orderBy('created_at')
    .execute();
}
