/**
 * The one place the Kysely table types live; they mirror migrations/0001_core_schema.ts.
 *
 * Runtime representations assumed (node-postgres, also through PGlite's node-postgres adapter):
 * - timestamptz → Date; numeric and bigint → string (pg's defaults);
 * - date → 'YYYY-MM-DD' string: the db plugin must register `types.setTypeParser(1082, (v) => v)`
 *   (pg's default turns a date into a Date at local midnight);
 * - jsonb → parsed value. On insert/update pass JSON text (JSON.stringify) for arrays: pg would
 *   send a JS array as a PostgreSQL array literal, not JSON. Objects may be passed as is.
 * - text[] / uuid[] → string[]; bytea → Buffer.
 */
import type { ColumnType, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicantSource, ApplicantStatus } from '@keel/shared/applicants';
import type { AuditActionType } from '@keel/shared/audit';
import type { Sector } from '@keel/shared/companies';
import type { Bucket } from '@keel/shared/files';
import type { Industry, LeadSource, Priority, ServiceInterest } from '@keel/shared/funnel';
import type { EmploymentType, JobStatus } from '@keel/shared/jobs';
import type { Role } from '@keel/shared/roles';

// ---- column helpers -------------------------------------------------------------------------

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** timestamptz NOT NULL without default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz NOT NULL DEFAULT now(). */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz NULL. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date, as 'YYYY-MM-DD' (see the note at the top about type parser 1082). */
export type DateString = string;
/** numeric NOT NULL DEFAULT …: pg returns numeric as a string. */
export type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
/** numeric NULL. */
export type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** A jsonb object column: insert/update the object itself or its JSON text. */
export type JsonObject<T extends object> = ColumnType<T, T | string | undefined, T | string>;
/** A nullable jsonb object column. */
export type NullableJsonObject<T extends object> = ColumnType<T | null, T | string | null | undefined, T | string | null>;
/** A jsonb array column: insert/update JSON text only (JSON.stringify), see the note at the top. */
export type JsonArray<T> = ColumnType<T[], string | undefined, string>;
/** A uuid primary key (generated in JS, with gen_random_uuid() as the database default). */
type Id = WithDefault<string>;

// ---- JSON shapes ----------------------------------------------------------------------------

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A lead-card address group: address, business address, home address (SPEC §3). */
export interface LeadAddress {
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

/** Lead social profiles, e.g. { linkedin, instagram, twitter }. */
export type SocialProfiles = Record<string, string>;

/** One dashboard grid item (SPEC §3): i is the widget id. */
export interface DashboardLayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One dashboard widget (SPEC §3). */
export interface DashboardWidget {
  id: string;
  type: string;
  title: string;
  config: { [key: string]: JsonValue };
}

// ---- auth (better-auth models mapped to snake_case) -----------------------------------------

export interface UsersTable {
  id: Id;
  full_name: string;
  email: string;
  email_verified: WithDefault<boolean>;
  two_factor_enabled: WithDefault<boolean>;
  avatar_url: string | null;
  role: WithDefault<Role>;
  phone: string | null;
  banned: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  ban_reason: string | null;
  ban_expires: NullableTimestamp;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** An account demo mode made (migration 0016): disabled whenever the app starts without demo mode. */
export interface DemoAccountsTable {
  user_id: string;
  origin: 'seed' | 'test-user';
  created_at: TimestampDefault;
}

/** better-auth's twoFactor model (migration 0022): secret and recovery codes encrypted. */
export interface TwoFactorsTable {
  id: Id;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: WithDefault<boolean>;
  failed_verification_count: WithDefault<number>;
  locked_until: NullableTimestamp;
}

export interface SessionsTable {
  id: Id;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface ApiKeysTable {
  id: Id;
  user_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: TimestampDefault;
}

export interface AccountsTable {
  id: Id;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: NullableTimestamp;
  refresh_token_expires_at: NullableTimestamp;
  scope: string | null;
  password: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface VerificationsTable {
  id: Id;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface AuthRateLimitsTable {
  key: string;
  failures: WithDefault<number>;
  window_started_at: TimestampDefault;
  /** For an e-mail's counter: when an address that has failed for it may try again (decision 0014). */
  next_attempt_at: Date | null;
}

// ---- CRM ------------------------------------------------------------------------------------

/** Audit fields of SPEC §3. */
interface AuditFields {
  /** Optimistic concurrency (decision 0016): bumped by every edit, compared on save. */
  version: WithDefault<number>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  created_by_user_id: string | null;
  last_modified_by_user_id: string | null;
}

export interface CompaniesTable extends AuditFields {
  id: Id;
  name: string;
  sector: Sector | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  linkedin_url: string | null;
  number_of_employees: number | null;
  annual_revenue: NullableNumeric;
  tags: WithDefault<string[]>;
  description: string | null;
  search_text: GeneratedAlways<string>;
}

export interface ContactsTable extends AuditFields {
  id: Id;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  email: string;
  phone: string | null;
  mobile_phone: string | null;
  work_email: string | null;
  home_email: string | null;
  home_phone: string | null;
  company_id: string | null;
  job_title: string | null;
  description: string | null;
  avatar_url: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  linkedin_profile: string | null;
  instagram_profile: string | null;
  instant_message_handles: string | null;
  birthday: DateString | null;
  tags: WithDefault<string[]>;
  is_inquiry: WithDefault<boolean>;
  assigned_sales_rep_id: string | null;
  last_contact_date: DateString | null;
  /** Name of the creating user, 'CSV Import' or 'Public Inquiry Form'. */
  created_by: string | null;
  last_modified_by: string | null;
  /** Copies of companies.name and users.full_name, kept exact by triggers (migration 0004). */
  company_name: GeneratedAlways<string | null>;
  sales_rep_name: GeneratedAlways<string | null>;
  search_text: GeneratedAlways<string>;
}

export interface ClientLogosTable {
  id: Id;
  name: string;
  /** Path in the client-logos bucket. */
  image_url: string;
  created_at: TimestampDefault;
  created_by_user_id: string | null;
}

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: TimestampDefault;
  handled_at: NullableTimestamp;
  handled_by_user_id: string | null;
}

// ---- funnel ---------------------------------------------------------------------------------

export interface PipelineStagesTable {
  id: Id;
  title: string;
  color: string;
  position: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface DealsTable extends AuditFields {
  id: Id;
  stage_id: string;
  position: WithDefault<number>;
  name: string;
  amount: NumericDefault;
  company_id: string | null;
  contact_ids: WithDefault<string[]>;
  description: string | null;
  type: string | null;
  priority: WithDefault<Priority>;
  assigned_sales_rep_id: string | null;
  assigned_sales_rep: WithDefault<string>;
  tags: WithDefault<string[]>;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  work_email: string | null;
  email: string | null;
  mobile_phone: string | null;
  phone: string | null;
  job_title: string | null;
  lead_source: WithDefault<LeadSource>;
  status: WithDefault<string>;
  inquiry_date: DateString | null;
  last_contact_date: DateString | null;
  next_contact_date: DateString | null;
  sales_stage: WithDefault<string>;
  deal_value: NullableNumeric;
  meeting_notes: string | null;
  industry: WithDefault<Industry>;
  source_campaign: string | null;
  utm_parameters: string | null;
  service_interest: ServiceInterest | null;
  budget_range: string | null;
  timeline: string | null;
  website: string | null;
  social_profiles: JsonObject<SocialProfiles>;
  instant_message_handles: string | null;
  birthday: DateString | null;
  location: string | null;
  address: NullableJsonObject<LeadAddress>;
  business_address: NullableJsonObject<LeadAddress>;
  home_address: NullableJsonObject<LeadAddress>;
  created_by: string | null;
  last_modified_by: string | null;
  /** Name, company, person, e-mails and phones, for the global search (migration 0017). */
  search_text: GeneratedAlways<string>;
}

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

// ---- the database ---------------------------------------------------------------------------

export interface Database {
  users: UsersTable;
  two_factors: TwoFactorsTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  verifications: VerificationsTable;
  auth_rate_limits: AuthRateLimitsTable;
  companies: CompaniesTable;
  contacts: ContactsTable;
  client_logos: ClientLogosTable;
  contact_messages: ContactMessagesTable;
  pipeline_stages: PipelineStagesTable;
  deals: DealsTable;
  jobs: JobsTable;
  applicants: ApplicantsTable;
  dashboards: DashboardsTable;
  audit_log: AuditLogTable;
  stored_files: StoredFilesTable;
  mail_outbox: MailOutboxTable;
  password_reset_requests: PasswordResetRequestsTable;
  demo_accounts: DemoAccountsTable;
  saved_views: SavedViewsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type Verification = Selectable<VerificationsTable>;
export type NewVerification = Insertable<VerificationsTable>;
export type VerificationUpdate = Updateable<VerificationsTable>;
export type AuthRateLimit = Selectable<AuthRateLimitsTable>;
export type NewAuthRateLimit = Insertable<AuthRateLimitsTable>;
export type AuthRateLimitUpdate = Updateable<AuthRateLimitsTable>;
export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
export type ContactUpdate = Updateable<ContactsTable>;
export type ClientLogo = Selectable<ClientLogosTable>;
export type NewClientLogo = Insertable<ClientLogosTable>;
export type ClientLogoUpdate = Updateable<ClientLogosTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type ContactMessageUpdate = Updateable<ContactMessagesTable>;
export type PipelineStage = Selectable<PipelineStagesTable>;
export type NewPipelineStage = Insertable<PipelineStagesTable>;
export type PipelineStageUpdate = Updateable<PipelineStagesTable>;
export type Deal = Selectable<DealsTable>;
export type NewDeal = Insertable<DealsTable>;
export type DealUpdate = Updateable<DealsTable>;
export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;
export type Applicant = Selectable<ApplicantsTable>;
export type NewApplicant = Insertable<ApplicantsTable>;
export type ApplicantUpdate = Updateable<ApplicantsTable>;
export type Dashboard = Selectable<DashboardsTable>;
export type NewDashboard = Insertable<DashboardsTable>;
export type DashboardUpdate = Updateable<DashboardsTable>;
export type AuditLogEntry = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
export type StoredFile = Selectable<StoredFilesTable>;
export type NewStoredFile = Insertable<StoredFilesTable>;
export type StoredFileUpdate = Updateable<StoredFilesTable>;
