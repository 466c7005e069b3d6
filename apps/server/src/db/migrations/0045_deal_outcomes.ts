import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/** The lost reasons a database starts with (admins edit the list); written out, as a migration never changes. */
const FIRST_LOST_REASONS = ['Price', 'Chose a competitor', 'No budget', 'No decision', 'Bad timing', 'Other'];

/**
 * Decision 0060: what a stage means for its deals, and when a deal closed.
 * - pipeline_stages.outcome: open, won or lost ('Closed Won' and 'Closed Lost' of the default board
 *   are won and lost); win_probability in percent: won 100, lost 0, the open stages evenly between
 *   (three open stages: 25, 50, 75).
 * - deals.closed_at: when the deal entered a won or lost stage, kept by a trigger whatever writes
 *   the deal (board, editor, import, merge); null while it is open. A deal already closed takes its
 *   last change as its close. expected_close_date and lost_reason (a label of lost_reasons, kept
 *   only while the deal is in a lost stage) are the rep's.
 * - lost_reasons: the admin-editable list a lost deal's reason comes from.
 */
const upStatements: Statement[] = [
  `ALTER TABLE pipeline_stages
     ADD COLUMN outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'won', 'lost')),
     ADD COLUMN win_probability integer NOT NULL DEFAULT 50 CHECK (win_probability BETWEEN 0 AND 100)`,
  `UPDATE pipeline_stages SET outcome = 'won', win_probability = 100 WHERE title = 'Closed Won'`,
  `UPDATE pipeline_stages SET outcome = 'lost', win_probability = 0 WHERE title = 'Closed Lost'`,
  `UPDATE pipeline_stages s SET win_probability = o.p
     FROM (SELECT id, (round(100.0 * row_number() OVER (ORDER BY position, id) / (count(*) OVER () + 1) / 5) * 5)::int AS p
             FROM pipeline_stages WHERE outcome = 'open') o
    WHERE o.id = s.id`,

  `CREATE TABLE lost_reasons (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    label text NOT NULL CHECK (length(btrim(label)) > 0),
    position integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX lost_reasons_label_key ON lost_reasons (lower(label))`,
  `INSERT INTO lost_reasons (label, position) VALUES ${FIRST_LOST_REASONS.map((label, i) => `('${label}', ${i})`).join(', ')}`,

  `ALTER TABLE deals
     ADD COLUMN closed_at timestamptz NULL,
     ADD COLUMN expected_close_date date NULL,
     ADD COLUMN lost_reason text NULL`,
  `UPDATE deals d SET closed_at = d.updated_at FROM pipeline_stages s WHERE s.id = d.stage_id AND s.outcome <> 'open'`,
  `CREATE INDEX deals_closed_at_idx ON deals (closed_at) WHERE closed_at IS NOT NULL`,
  `CREATE INDEX deals_expected_close_date_idx ON deals (expected_close_date) WHERE expected_close_date IS NOT NULL`,

  // A deal entering a won or lost stage closes now (unless the write sets closed_at itself); one
  // moving between two closed stages of the same outcome keeps its date; an open deal has no close
  // date and no lost reason, and only a lost one keeps its reason.
  `CREATE FUNCTION keel_deal_close() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      next_outcome text;
      prev_outcome text;
    BEGIN
      SELECT outcome INTO next_outcome FROM pipeline_stages WHERE id = NEW.stage_id;
      IF next_outcome IS NULL OR next_outcome = 'open' THEN
        NEW.closed_at := NULL;
        NEW.lost_reason := NULL;
        RETURN NEW;
      END IF;
      IF next_outcome <> 'lost' THEN
        NEW.lost_reason := NULL;
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.stage_id IS DISTINCT FROM OLD.stage_id AND NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
        SELECT outcome INTO prev_outcome FROM pipeline_stages WHERE id = OLD.stage_id;
        IF prev_outcome IS DISTINCT FROM next_outcome THEN
          NEW.closed_at := now();
        END IF;
      END IF;
      NEW.closed_at := coalesce(NEW.closed_at, now());
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER deals_close BEFORE INSERT OR UPDATE OF stage_id, closed_at, lost_reason ON deals
     FOR EACH ROW EXECUTE FUNCTION keel_deal_close()`,
];

const downStatements: Statement[] = [
  `DROP TRIGGER deals_close ON deals`,
  `DROP FUNCTION keel_deal_close()`,
  `ALTER TABLE deals DROP COLUMN closed_at, DROP COLUMN expected_close_date, DROP COLUMN lost_reason`,
  `DROP TABLE lost_reasons`,
  `ALTER TABLE pipeline_stages DROP COLUMN outcome, DROP COLUMN win_probability`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
