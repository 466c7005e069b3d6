import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

const KINDS_BEFORE = `'task_assigned', 'task_due', 'mention', 'inquiry_assigned', 'new_applicant', 'application_withdrawn'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'capacity_gap', 'deal_unstaffed'`;

/**
 * Decision 0098 (capacity forecast and time-to-staff):
 * - deal_stage_entries: each time a deal enters a funnel stage (on insert, and on every change of
 *   stage_id), kept by a trigger whatever writes the deal (board, editor, import, merge), so the
 *   time-to-staff clock can start at "the deal entered stage X". Deals that exist already get one
 *   entry for the stage they are in, dated by their close (won/lost) or else their last change: the
 *   best moment the database still knows.
 * - the notification kinds 'capacity_gap' (a skill short of people in a coming week) and
 *   'deal_unstaffed' (a won deal starting within 14 days with a demand nobody is confirmed for).
 */
const upStatements: Statement[] = [
  `CREATE TABLE deal_stage_entries (
    entry_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    stage_id uuid NOT NULL REFERENCES pipeline_stages (id) ON DELETE CASCADE,
    entered_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX deal_stage_entries_deal_idx ON deal_stage_entries (deal_id, entered_at)`,
  `INSERT INTO deal_stage_entries (deal_id, stage_id, entered_at)
     SELECT id, stage_id, coalesce(closed_at, updated_at) FROM deals`,
  `CREATE FUNCTION keel_deal_stage_entry() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.stage_id IS DISTINCT FROM OLD.stage_id THEN
        INSERT INTO deal_stage_entries (deal_id, stage_id) VALUES (NEW.id, NEW.stage_id);
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER deals_stage_entry AFTER INSERT OR UPDATE OF stage_id ON deals
     FOR EACH ROW EXECUTE FUNCTION keel_deal_stage_entry()`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS_AFTER}))`,
  `ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check`,
  `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (${KINDS_AFTER}))`,
];

const downStatements: Statement[] = [
  `DELETE FROM notifications WHERE kind IN ('capacity_gap', 'deal_unstaffed')`,
  `DELETE FROM notification_preferences WHERE kind IN ('capacity_gap', 'deal_unstaffed')`,
  `ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check`,
  `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (${KINDS_BEFORE}))`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS_BEFORE}))`,
  `DROP TRIGGER deals_stage_entry ON deals`,
  `DROP FUNCTION keel_deal_stage_entry()`,
  `DROP TABLE deal_stage_entries`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
