/**
 * The Kysely table types: generated from the migrated schema into types/generated/ (a file per
 * server group, decision 0112) by `npm run db:types` (decision 0044), re-exported here with row
 * aliases so importers need not know.
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
import type {
  AccountsTable,
  ApplicantsTable,
  AuditLogTable,
  AuthRateLimitsTable,
  ClientLogosTable,
  CompaniesTable,
  ContactMessagesTable,
  ContactsTable,
  DashboardsTable,
  DealsTable,
  JobsTable,
  PipelineStagesTable,
  SessionsTable,
  StoredFilesTable,
  UsersTable,
  VerificationsTable,
} from './types/generated/database';

export type * from './types/columns';
export type * from './types/generated/database';

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
