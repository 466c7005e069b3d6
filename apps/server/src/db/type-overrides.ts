/**
 * What the database cannot say about a column, read by type-generator.ts (decision 0044): a text
 * column that holds one of an enum's values, a jsonb column that holds a known shape, a column only
 * triggers write. Nullability and defaults still come from the schema: an override gives the
 * column's type without `| null` and without Generated<…>, and the generator adds them.
 * After changing this file, run `npm run db:types`.
 */

export interface ColumnOverride {
  /** The TypeScript type; its names must be listed in typeImports or in types/columns.ts. */
  type?: string;
  /** Written only by the database (triggers): never inserted or updated by the application. */
  readOnly?: boolean;
  /** A comment for the generated column. */
  doc?: string;
}

/** Where the override types come from. */
export const typeImports: Record<string, string[]> = {
  '@keel/shared/access': ['ApiKeyScope'],
  '@keel/shared/activities': ['ActivityKind', 'ActivityRecordType', 'CallOutcome'],
  '@keel/shared/applicants': ['ApplicantSource', 'ApplicantStatus'],
  '@keel/shared/audit': ['AuditActionType'],
  '@keel/shared/companies': ['Sector'],
  '@keel/shared/deal-figures': ['StageOutcome'],
  '@keel/shared/files': ['Bucket'],
  '@keel/shared/funnel': ['Industry', 'LeadSource', 'Priority', 'ServiceInterest'],
  '@keel/shared/interview-kits': ['StoredCompetency'],
  '@keel/shared/interviews': ['CompetencyRating', 'Recommendation'],
  '@keel/shared/job-facts': ['SalaryUnit', 'WorkplaceType'],
  '@keel/shared/jobs': ['EmploymentType', 'JobStatus'],
  '@keel/shared/notifications': ['NotificationDelivery', 'NotificationKind'],
  '@keel/shared/outbox': ['MailAttachment'],
  '@keel/shared/roles': ['Role'],
  '../columns': ['DashboardLayoutItem', 'DashboardWidget', 'LeadAddress', 'SocialProfiles'],
};

const IMPORT_KIND = "'contacts' | 'companies' | 'deals'";
const DUPLICATE_KIND = "'contacts' | 'companies' | 'applicants'";
const JSON_RECORD = 'JsonObject<{ [key: string]: JsonValue }>';
const COPY_OF_NAME = 'A copy of the name, kept exact by triggers (migration 0004).';

/** 'table.column' → its narrower type. */
export const columnOverrides: Record<string, string | ColumnOverride> = {
  // identity and account security
  'users.role': 'Role',
  'demo_accounts.origin': "'seed' | 'test-user'",
  'auth_rate_limits.next_attempt_at': {
    doc: "For an e-mail's counter: when an address that has failed for it may try again (decision 0014).",
  },
  'two_factors.secret': { doc: 'Encrypted by better-auth, as are the backup codes.' },
  'calendar_feeds.token_hash': { doc: "SHA-256 (hex) of the secret token in the feed's URL." },
  'api_keys.scope': { type: 'ApiKeyScope', doc: 'What the key may do, chosen at its creation (decision 0067).' },
  'totp_used_codes.code_hash': { doc: 'SHA-256 (hex) of the user and an accepted TOTP code (decision 0068).' },
  'users.password_change_required': { doc: 'An admin chose the password: the member must choose a new one first (decision 0068).' },
  'sign_in_addresses.address_hash': {
    doc: 'HMAC-SHA256 (hex), keyed from the auth secret, of an address the user signed in from; never the address (decision 0073).',
  },
  'users.secret_views_seen_at': { doc: 'When the user was last told who viewed their one-time links in the Outbox (decision 0066).' },
  'users.time_zone': {
    doc: "The member's IANA time zone; null until chosen or taken from the browser at the first sign-in (decision 0080).",
  },

  // CRM and funnel
  'companies.sector': 'Sector',
  'contacts.created_by': { doc: "Name of the creating user, 'CSV Import' or 'Public Inquiry Form'." },
  'contacts.company_name': { readOnly: true, doc: COPY_OF_NAME },
  'contacts.sales_rep_name': { readOnly: true, doc: COPY_OF_NAME },
  'client_logos.image_url': { doc: 'Path in the client-logos bucket.' },
  'deals.priority': 'Priority',
  'deals.lead_source': 'LeadSource',
  'deals.industry': 'Industry',
  'deals.service_interest': 'ServiceInterest',
  'deals.social_profiles': 'JsonObject<SocialProfiles>',
  'deals.address': 'JsonObject<LeadAddress>',
  'deals.business_address': 'JsonObject<LeadAddress>',
  'deals.home_address': 'JsonObject<LeadAddress>',
  'deals.closed_at': { doc: 'When the deal entered a won or lost stage; kept by the deals_close trigger (migration 0045).' },
  'pipeline_stages.outcome': 'StageOutcome',
  'activities.call_outcome': 'CallOutcome',
  'notifications.activity_kind': 'ActivityKind',

  // recruitment
  'jobs.employment_type': 'EmploymentType',
  'jobs.status': 'JobStatus',
  'jobs.workplace_type': 'WorkplaceType',
  'jobs.salary_unit': 'SalaryUnit',
  'applicants.status': 'ApplicantStatus',
  'applicants.source': 'ApplicantSource',
  'applicants.resume_file_path': { doc: 'Path in the resumes bucket.' },
  'applications.stage': 'ApplicantStatus',
  'applications.source': 'ApplicantSource',
  'applications.consent_notice_version': { doc: 'The privacy notice version a careers-form candidate agreed to (migration 0034).' },
  'applications.rejection_reason_id': {
    doc: 'Why the application was rejected (a rejection_reasons row), kept only while it is (migration 0055).',
  },
  'applications.withdraw_token_hash': { doc: "SHA-256 of the candidate's link to withdraw the application (migration 0055)." },
  'applications.ats_score': { doc: "This application's screening: the applicant's resume against this job (migration 0037)." },
  'interviews.time_zone': { doc: 'The IANA zone it was scheduled in (decision 0039).' },
  'interviews.sequence': { doc: 'The iCalendar SEQUENCE of the latest invitation.' },
  'interview_scorecards.legacy_rating': { doc: 'The 1–5 rating of a scorecard recorded before migration 0058; null on newer ones.' },
  'interview_scorecards.recommendation': {
    type: 'Recommendation',
    doc: 'The overall recommendation (decision 0082); null only on an old scorecard rated 3 of 5.',
  },
  'interview_scorecards.ratings': {
    type: 'JsonArray<CompetencyRating>',
    doc: "Each competency of the job's kit rated 1–4 with notes, its name as it was (decision 0082).",
  },
  'interview_kit_templates.competencies': 'JsonArray<StoredCompetency>',
  'job_interview_kits.competencies': 'JsonArray<StoredCompetency>',
  'job_hiring_team.team_role': "'hiring_manager' | 'interviewer'",
  'candidate_mail_templates.key': { doc: "'acknowledgement', 'rejection', 'interview-invitation' or 'custom-{uuid}'." },

  // activities and notifications
  'activities.kind': 'ActivityKind',
  'activities.priority': 'Priority',
  'activities.body': { doc: 'Plain text; line breaks and links are rendered by the web app, never HTML.' },
  'activities.due_schedule_key': { doc: "The key of the task's current due-notification job (migration 0029); null when none is due." },
  'activity_links.record_type': 'ActivityRecordType',
  'activity_links.kind': { type: 'ActivityKind', doc: "The activity's kind and creation time, copied so the timeline walks one index." },
  'notifications.kind': 'NotificationKind',
  'notifications.record_type': 'ActivityRecordType',
  'notifications.dedupe_key': { doc: 'Unique when set: the same event never notifies twice (due tasks).' },
  'notification_preferences.kind': 'NotificationKind',
  'notification_preferences.delivery': 'NotificationDelivery',

  // dashboards, reports, saved views
  'dashboards.id': { doc: "'dash-…' (checked)." },
  'dashboards.layout': 'JsonArray<DashboardLayoutItem>',
  'dashboards.widgets': 'JsonObject<Record<string, DashboardWidget>>',
  'dashboard_templates.layout': 'JsonArray<DashboardLayoutItem>',
  'dashboard_templates.widgets': 'JsonObject<Record<string, DashboardWidget>>',
  'saved_reports.definition': { type: JSON_RECORD, doc: 'ReportDefinition of packages/shared/src/reports.ts, checked on every save.' },
  'saved_reports.shared': { doc: 'Private to its owner unless shared with the team.' },
  'saved_views.list': "'contacts' | 'companies' | 'jobs' | 'applicants'",
  'saved_views.state': { type: JSON_RECORD, doc: 'SavedViewState of packages/shared/src/saved-views.ts.' },

  // platform: audit trail, files, mail
  'audit_log.action_type': {
    type: 'ColumnType<string, AuditActionType, AuditActionType>',
    doc: 'Written only with a known action type; read as string (older rows may hold retired types).',
  },
  'audit_log.details': JSON_RECORD,
  'stored_files.bucket': 'Bucket',
  'mail_outbox.status': "'pending' | 'sent' | 'failed'",
  'mail_outbox.attachments': {
    type: 'JsonArray<MailAttachment>',
    doc: 'Files sent with the mail (e.g. .ics invitations), as text (migration 0035).',
  },

  // data management
  'imports.kind': IMPORT_KIND,
  'imports.status': "'in progress' | 'completed' | 'stopped' | 'undoing' | 'undone'",
  'imports.journal_pruned_at': { doc: 'When the daily job deleted its undo journal (past the undo window, migration 0039).' },
  'import_changes.entity': IMPORT_KIND,
  'import_changes.before': {
    type: 'JsonValue',
    doc: "Null when the import created the record; else the changed fields' values before it.",
  },
  'import_changes.outcome': "'removed' | 'restored' | 'kept' | 'gone'",
  'import_mappings.kind': IMPORT_KIND,
  'import_mappings.columns': 'JsonArray<string | null>',
  'duplicate_dismissals.kind': DUPLICATE_KIND,
  'duplicate_scans.kind': DUPLICATE_KIND,
  'duplicate_scans.status': "'running' | 'done' | 'failed'",
  'duplicate_scan_pairs.kind': DUPLICATE_KIND,
};

/** Comments for the generated table interfaces. */
export const tableDocs: Record<string, string> = {
  app_settings: 'Instance-wide settings shared by every process (e.g. the generated session-signing secret).',
  demo_accounts: 'An account demo mode made (migration 0016): disabled whenever the app starts without demo mode.',
  two_factors: "better-auth's twoFactor model (migration 0022).",
  totp_used_codes: 'TOTP codes accepted in the last minutes, so each is accepted once (migration 0049, decision 0068).',
  deals: 'Funnel leads: a deal carries every lead-card field; its stage is the funnel column it is in.',
  applications: 'One applicant considered for one job (decision 0030); unique per (applicant, job).',
  activities: 'Notes, calls, meetings and tasks (migration 0024, decision 0026).',
  job_hiring_team: "A job's hiring manager and interviewers, any role (migration 0057, decision 0081).",
  interview_kit_templates: 'Reusable interview kits: competencies with weights and guiding questions (migration 0058, decision 0082).',
  job_interview_kits: "A job's interview kit, the competencies its scorecards rate (migration 0058, decision 0082).",
  dashboard_templates: "A dashboard's layout and widget configurations kept as a template (decision 0035).",
  interviews: 'Interviews of applications (migration 0035, decision 0037).',
  candidate_mail_templates: 'Candidate e-mail templates (migration 0036, decision 0038).',
  imports: "An import in its tab's history (migration 0030, decision 0032).",
  import_changes: 'One record an import created or updated, for its undo.',
  import_mappings: 'The column mapping a user last chose for a file with these headers (migration 0025).',
  duplicate_dismissals: "A pair an admin marked 'Not a duplicate' (decision 0040); first_id < second_id.",
  duplicate_scans: 'The last scan of a kind: its progress while it runs, then when and how many pairs.',
  duplicate_scan_pairs: "The last finished scan's pairs, ranked best first.",
  duplicate_scan_found: "A running scan's pairs, one row per rule met, until they are ranked.",
  saved_reports: 'Saved reports (migration 0026).',
};
