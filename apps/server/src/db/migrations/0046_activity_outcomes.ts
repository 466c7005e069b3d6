import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0063: a logged call or meeting says when it happened (occurred_on: the day, which moves
 * the linked contacts' and deals' last contact date forward), and a call how it went (call_outcome)
 * and how long it took (duration_minutes). A notification remembers the activity it is about
 * (activity_id, activity_kind), so its text names the kind and its link opens the record at it.
 */
const upStatements: Statement[] = [
  `ALTER TABLE activities
     ADD COLUMN occurred_on date NULL,
     ADD COLUMN call_outcome text NULL CHECK (call_outcome IN ('connected', 'voicemail', 'no_answer', 'wrong_number')),
     ADD COLUMN duration_minutes integer NULL CHECK (duration_minutes BETWEEN 0 AND 1440),
     ADD CONSTRAINT activities_call_fields_check CHECK (kind = 'call' OR (call_outcome IS NULL AND duration_minutes IS NULL)),
     ADD CONSTRAINT activities_occurred_on_check CHECK (kind IN ('call', 'meeting') OR occurred_on IS NULL)`,
  `ALTER TABLE notifications
     ADD COLUMN activity_id uuid NULL REFERENCES activities (id) ON DELETE SET NULL,
     ADD COLUMN activity_kind text NULL CHECK (activity_kind IN ('note', 'call', 'meeting', 'task'))`,
];

const downStatements: Statement[] = [
  `ALTER TABLE notifications DROP COLUMN activity_id, DROP COLUMN activity_kind`,
  `ALTER TABLE activities DROP CONSTRAINT activities_occurred_on_check, DROP CONSTRAINT activities_call_fields_check,
     DROP COLUMN occurred_on, DROP COLUMN call_outcome, DROP COLUMN duration_minutes`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
