import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/** The rejection reasons a database starts with (admins edit the list); written out, as a migration never changes. */
const FIRST_REJECTION_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Salary expectations',
  'Position filled',
  'Withdrew',
  'Other',
];

const STATUSES_BEFORE = `'New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold'`;
const STATUSES_AFTER = `${STATUSES_BEFORE}, 'Withdrawn'`;
const KINDS_BEFORE = `'task_assigned', 'task_due', 'mention', 'inquiry_assigned', 'new_applicant'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'application_withdrawn'`;

/**
 * Decision 0078:
 * - rejection_reasons: the admin-editable list a rejected application's reason comes from. A reason
 *   given to an application cannot be deleted (the foreign key refuses); it can be retired, which
 *   keeps it on the applications that have it and off the list offered for new rejections.
 * - applications.rejection_reason_id: why the application was rejected, kept only while it is.
 * - the status 'Withdrawn', for an application the candidate withdrew (closed like Rejected).
 * - applications.withdraw_token_hash / withdraw_token_expires_at: the candidate's link to withdraw,
 *   mailed with the careers acknowledgement; only a SHA-256 hash of its token is kept.
 * - the notification kind 'application_withdrawn', which tells the job's recruiter.
 */
const upStatements: Statement[] = [
  `CREATE TABLE rejection_reasons (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    label text NOT NULL CHECK (length(btrim(label)) > 0),
    position integer NOT NULL,
    retired boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX rejection_reasons_label_key ON rejection_reasons (lower(label))`,
  `INSERT INTO rejection_reasons (label, position) VALUES ${FIRST_REJECTION_REASONS.map((label, i) => `('${label}', ${i})`).join(', ')}`,
  `ALTER TABLE applications
     ADD COLUMN rejection_reason_id uuid NULL REFERENCES rejection_reasons (id) ON DELETE RESTRICT,
     ADD COLUMN withdraw_token_hash text NULL,
     ADD COLUMN withdraw_token_expires_at timestamptz NULL`,
  `CREATE INDEX applications_rejection_reason_idx ON applications (rejection_reason_id) WHERE rejection_reason_id IS NOT NULL`,
  `CREATE UNIQUE INDEX applications_withdraw_token_key ON applications (withdraw_token_hash) WHERE withdraw_token_hash IS NOT NULL`,
  `ALTER TABLE applications DROP CONSTRAINT applications_stage_check`,
  `ALTER TABLE applications ADD CONSTRAINT applications_stage_check CHECK (stage IN (${STATUSES_AFTER}))`,
  `ALTER TABLE applicants DROP CONSTRAINT applicants_status_check`,
  `ALTER TABLE applicants ADD CONSTRAINT applicants_status_check CHECK (status IN (${STATUSES_AFTER}))`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS_AFTER}))`,
  `ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check`,
  `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (${KINDS_AFTER}))`,
];

const downStatements: Statement[] = [
  `DELETE FROM notifications WHERE kind = 'application_withdrawn'`,
  `DELETE FROM notification_preferences WHERE kind = 'application_withdrawn'`,
  `ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check`,
  `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (${KINDS_BEFORE}))`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS_BEFORE}))`,
  `UPDATE applications SET stage = 'Rejected' WHERE stage = 'Withdrawn'`,
  `UPDATE applicants SET status = 'Rejected' WHERE status = 'Withdrawn'`,
  `ALTER TABLE applicants DROP CONSTRAINT applicants_status_check`,
  `ALTER TABLE applicants ADD CONSTRAINT applicants_status_check CHECK (status IN (${STATUSES_BEFORE}))`,
  `ALTER TABLE applications DROP CONSTRAINT applications_stage_check`,
  `ALTER TABLE applications ADD CONSTRAINT applications_stage_check CHECK (stage IN (${STATUSES_BEFORE}))`,
  `ALTER TABLE applications DROP COLUMN withdraw_token_expires_at, DROP COLUMN withdraw_token_hash, DROP COLUMN rejection_reason_id`,
  `DROP TABLE rejection_reasons`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
