import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0105: cheaper writes of contacts and deals (what an import spends its time on), same
 * results.
 *
 * - contacts keep one index on lower(email). contacts_sort_email_idx (lower(email), id) — the
 *   list's e-mail sort — answers every equality look-up on lower(email) (the import's match, the
 *   public inquiry's, the duplicates rule) as a probe of its leading column, so
 *   contacts_lower_email_idx (lower(email)), added by migration 0027 for the inquiry, only cost
 *   every insert and every non-HOT update one more index entry.
 * - a deal's stage entries (migration 0065) are written once per statement from its transition
 *   tables instead of by a row trigger: the row trigger ran a PL/pgSQL function and an INSERT
 *   through SPI for every deal, about a third of inserting a deal on the embedded database. The
 *   same entries: one per inserted deal, one per updated deal whose stage changed, at now().
 *   (A trigger with transition tables cannot name columns, so the update one fires for every
 *   update of deals and finds nothing to write when no stage changed.)
 */
const ROW_TRIGGER: Statement[] = [
  `CREATE FUNCTION keel_deal_stage_entry() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.stage_id IS DISTINCT FROM OLD.stage_id THEN
        INSERT INTO deal_stage_entries (deal_id, stage_id) VALUES (NEW.id, NEW.stage_id);
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER deals_stage_entry AFTER INSERT OR UPDATE OF stage_id ON deals
     FOR EACH ROW EXECUTE FUNCTION keel_deal_stage_entry()`,
];

const upStatements: Statement[] = [
  `DROP INDEX IF EXISTS contacts_lower_email_idx`,
  `DROP TRIGGER deals_stage_entry ON deals`,
  `DROP FUNCTION keel_deal_stage_entry()`,
  `CREATE FUNCTION keel_deals_inserted_stage_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO deal_stage_entries (deal_id, stage_id) SELECT id, stage_id FROM inserted_deals;
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION keel_deals_updated_stage_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO deal_stage_entries (deal_id, stage_id)
        SELECT n.id, n.stage_id FROM updated_deals_after AS n JOIN updated_deals_before AS o ON o.id = n.id
        WHERE n.stage_id IS DISTINCT FROM o.stage_id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER deals_inserted_stage_entries AFTER INSERT ON deals
     REFERENCING NEW TABLE AS inserted_deals
     FOR EACH STATEMENT EXECUTE FUNCTION keel_deals_inserted_stage_entries()`,
  `CREATE TRIGGER deals_updated_stage_entries AFTER UPDATE ON deals
     REFERENCING OLD TABLE AS updated_deals_before NEW TABLE AS updated_deals_after
     FOR EACH STATEMENT EXECUTE FUNCTION keel_deals_updated_stage_entries()`,
];

const downStatements: Statement[] = [
  `DROP TRIGGER deals_updated_stage_entries ON deals`,
  `DROP TRIGGER deals_inserted_stage_entries ON deals`,
  `DROP FUNCTION keel_deals_updated_stage_entries()`,
  `DROP FUNCTION keel_deals_inserted_stage_entries()`,
  ...ROW_TRIGGER,
  `CREATE INDEX IF NOT EXISTS contacts_lower_email_idx ON contacts (lower(email))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
