/** Recruitment, dashboards, the audit trail, stored files, mail and saved views. */
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import type { AuditActionType } from '@keel/shared/audit';
import type { Bucket } from '@keel/shared/files';
import type { MailAttachment } from '@keel/shared/outbox';
import type { EmploymentType, JobStatus } from '@keel/shared/jobs';
import type { WithDefault, TimestampDefault, NullableTimestamp, JsonObject, JsonArray, Id, JsonValue, DashboardLayoutItem, DashboardWidget } from './columns';
import type { AuditFields } from './crm-tables';

// ---- recruitment ----------------------------------------------------------------------------

export interface JobsTable extends AuditFields {
  job_id: Id;
  company_id: string | null;
  title: string;
  department: string | null;
  description: string;
  requirements: string;
  ats_keywords: string | null;
  ats_job_analysis: string | null;
  salary_range: string | null;
  location: string | null;
  employment_type: EmploymentType | null;
  openings: WithDefault<number>;
  status: WithDefault<JobStatus>;
  date_posted: TimestampDefault;
  date_closed: NullableTimestamp;
  recruiter_id: string | null;
  notes: string | null;
  tags: WithDefault<string[]>;
  search_text: GeneratedAlways<string>;
}

export interface ApplicantsTable extends AuditFields {
  applicant_id: Id;
  job_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  resume_on_file: WithDefault<boolean>;
  /** Path in the resumes bucket. */
  resume_file_path: string | null;
  linkedin_url: string | null;
  other_social_links: string | null;
  job_preferences: string | null;
  status: WithDefault<ApplicantStatus>;
  source: ApplicantSource | null;
  ats_score: number | null;
  ats_keywords_matched: WithDefault<string[]>;
  ats_last_screened: NullableTimestamp;
  notes: string | null;
  tags: WithDefault<string[]>;
  date_added: TimestampDefault;
  pay_rate_expected: string | null;
  search_text: GeneratedAlways<string>;
}

/** One applicant considered for one job (decision 0030); unique per (applicant, job). */
export interface ApplicationsTable extends AuditFields {
  application_id: Id;
  applicant_id: string;
  job_id: string;
  stage: WithDefault<ApplicantStatus>;
  source: ApplicantSource | null;
  cover_note: string | null;
  stage_changed_at: TimestampDefault;
  /** The privacy notice version a careers-form candidate agreed to, and when (migration 0034). */
  consent_notice_version: string | null;
  consent_given_at: NullableTimestamp;
  /** This application's screening: the applicant's resume against this job (migration 0037). */
  ats_score: number | null;
  ats_keywords_matched: WithDefault<string[]>;
  ats_last_screened: NullableTimestamp;
}

// ---- dashboards, audit trail, files ---------------------------------------------------------

export interface DashboardsTable {
  /** 'dash-…' (checked). */
  id: string;
  owner_id: string;
  name: string;
  layout: JsonArray<DashboardLayoutItem>;
  widgets: JsonObject<Record<string, DashboardWidget>>;
  is_default: WithDefault<boolean>;
  is_favorite: WithDefault<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface AuditLogTable {
  /** bigint identity: a string in JS. */
  id: GeneratedAlways<string>;
  created_at: TimestampDefault;
  /** Written only with a known action type; read as string (older rows may hold retired types). */
  action_type: ColumnType<string, AuditActionType, AuditActionType>;
  user_id: string | null;
  user_name: string | null;
  entity_type: string | null;
  entity_id: string | null;
  dashboard_id: string | null;
  details: JsonObject<{ [key: string]: JsonValue }>;
}

export interface StoredFilesTable {
  id: Id;
  bucket: Bucket;
  path: string;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: TimestampDefault;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Id;
  kind: string;
  to_address: string;
  subject: string;
  html_body: string;
  text_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: WithDefault<number>;
  last_error: string | null;
  created_at: TimestampDefault;
  sent_at: NullableTimestamp;
  /** Files sent with the mail (e.g. .ics invitations), as text (migration 0035). */
  attachments: JsonArray<MailAttachment>;
}

export interface PasswordResetRequestsTable {
  id: GeneratedAlways<string>;
  email: string;
  ip: string;
  created_at: TimestampDefault;
}

export interface SavedViewsTable {
  id: Id;
  user_id: string;
  list: 'contacts' | 'companies' | 'jobs' | 'applicants';
  name: string;
  /** SavedViewState of packages/shared/src/saved-views.ts. */
  state: JsonObject<{ [key: string]: JsonValue }>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

// ---- data management ------------------------------------------------------------------------

/** The column mapping a user last chose for a file with these headers (migration 0025). */
export interface ImportMappingsTable {
  user_id: string;
  kind: 'contacts' | 'companies' | 'deals';
  headers_key: string;
  columns: JsonArray<string | null>;
  updated_at: TimestampDefault;
}
