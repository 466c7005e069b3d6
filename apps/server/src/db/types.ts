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
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UsersTable, DemoAccountsTable, TwoFactorsTable, SessionsTable, ApiKeysTable, AccountsTable, VerificationsTable, AuthRateLimitsTable } from './types/auth-tables';
import type { CompaniesTable, ContactsTable, ClientLogosTable, ContactMessagesTable, PipelineStagesTable, DealsTable } from './types/crm-tables';
import type { ActivitiesTable, ActivityLinksTable, CalendarFeedsTable, DashboardTemplatesTable } from './types/activity-tables';
import type { NotificationDigestsTable, NotificationPreferencesTable, NotificationsTable } from './types/notification-tables';
import type { SavedReportsTable } from './types/reports-tables';
import type { InterviewsTable, InterviewInterviewersTable, InterviewScorecardsTable } from './types/interview-tables';
import type { ImportChangesTable, ImportsTable } from './types/import-tables';
import type { CandidateMailTemplatesTable } from './types/candidate-mail-tables';
import type { DuplicateDismissalsTable, DuplicateScanFoundTable, DuplicateScanPairsTable, DuplicateScansTable } from './types/duplicate-tables';
import type { JobsTable, ApplicantsTable, ApplicationsTable, DashboardsTable, AuditLogTable, StoredFilesTable, MailOutboxTable, PasswordResetRequestsTable, SavedViewsTable, ImportMappingsTable } from './types/recruitment-and-more-tables';

export type * from './types/columns';
export type * from './types/auth-tables';
export type * from './types/crm-tables';
export type * from './types/recruitment-and-more-tables';
export type * from './types/activity-tables';
export type * from './types/notification-tables';
export type * from './types/import-tables';
export type * from './types/candidate-mail-tables';
export type * from './types/duplicate-tables';

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
  applications: ApplicationsTable;
  dashboards: DashboardsTable;
  audit_log: AuditLogTable;
  stored_files: StoredFilesTable;
  mail_outbox: MailOutboxTable;
  password_reset_requests: PasswordResetRequestsTable;
  demo_accounts: DemoAccountsTable;
  saved_views: SavedViewsTable;
  saved_reports: SavedReportsTable;
  activities: ActivitiesTable;
  activity_links: ActivityLinksTable;
  calendar_feeds: CalendarFeedsTable;
  dashboard_templates: DashboardTemplatesTable;
  import_mappings: ImportMappingsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digests: NotificationDigestsTable;
  interviews: InterviewsTable;
  interview_interviewers: InterviewInterviewersTable;
  interview_scorecards: InterviewScorecardsTable;
  imports: ImportsTable;
  import_changes: ImportChangesTable;
  candidate_mail_templates: CandidateMailTemplatesTable;
  duplicate_dismissals: DuplicateDismissalsTable;
  duplicate_scans: DuplicateScansTable;
  duplicate_scan_pairs: DuplicateScanPairsTable;
  duplicate_scan_found: DuplicateScanFoundTable;
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
