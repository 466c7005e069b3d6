import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0012: cheaper writes to contacts (and every table with a search_text), same results.
 *
 * Triggers. A row trigger written in PL/pgSQL costs a function call per row, and the name-copy
 * trigger's CASE with a sub-select runs through SPI even when it can only find NULL — about 15 %
 * of a bulk insert into contacts (measured with perf). A WHEN condition is evaluated by the
 * executor itself, so both triggers now fire only when they can change something:
 * - the name copies: when the row names a company or a rep, or carries a copy (which the trigger
 *   must then correct). A row with all four NULL already has the right copies (NULL).
 * - updated_at: unless the statement already set it to now() (the trigger would write the same).
 *
 * Search text helpers. The keel_* helpers of the generated search_text columns were SQL functions
 * that cannot be inlined (IMMUTABLE wrappers of STABLE functions), so each call started an
 * executor: five calls per contact row, ~9 % of an insert. The same expressions in PL/pgSQL are
 * evaluated as simple expressions, about three times cheaper per call. Same text for every input,
 * so stored search_text values stay valid.
 */
const helpers = (language: 'sql' | 'plpgsql'): Statement[] => {
  const body = (expression: string) => (language === 'sql' ? `$$ SELECT ${expression} $$` : `$$ BEGIN RETURN ${expression}; END $$`);
  return [
    `CREATE OR REPLACE FUNCTION keel_text_array(value text[]) RETURNS text
       LANGUAGE ${language} IMMUTABLE PARALLEL SAFE
       AS ${body(`coalesce(array_to_string(value, ', '), '')`)}`,
    `CREATE OR REPLACE FUNCTION keel_date_text(value date) RETURNS text
       LANGUAGE ${language} IMMUTABLE PARALLEL SAFE
       AS ${body(`coalesce(to_char(value::timestamp, 'YYYY-MM-DD'), '')`)}`,
    `CREATE OR REPLACE FUNCTION keel_ts_text(value timestamptz) RETURNS text
       LANGUAGE ${language} IMMUTABLE PARALLEL SAFE
       AS ${body(`coalesce(to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '')`)}`,
  ];
};

const upStatements: Statement[] = [
  `DROP TRIGGER contacts_copy_names ON contacts`,
  `CREATE TRIGGER contacts_copy_names BEFORE INSERT OR UPDATE OF company_id, assigned_sales_rep_id, company_name, sales_rep_name
     ON contacts FOR EACH ROW
     WHEN (NEW.company_id IS NOT NULL OR NEW.assigned_sales_rep_id IS NOT NULL OR NEW.company_name IS NOT NULL OR NEW.sales_rep_name IS NOT NULL)
     EXECUTE FUNCTION keel_contacts_copy_names()`,
  `DROP TRIGGER contacts_set_updated_at ON contacts`,
  `CREATE TRIGGER contacts_set_updated_at BEFORE UPDATE ON contacts
     FOR EACH ROW WHEN (pg_trigger_depth() = 0 AND NEW.updated_at IS DISTINCT FROM now()) EXECUTE FUNCTION keel_set_updated_at()`,
  ...helpers('plpgsql'),
];

const downStatements: Statement[] = [
  ...helpers('sql'),
  `DROP TRIGGER contacts_set_updated_at ON contacts`,
  `CREATE TRIGGER contacts_set_updated_at BEFORE UPDATE ON contacts
     FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION keel_set_updated_at()`,
  `DROP TRIGGER contacts_copy_names ON contacts`,
  `CREATE TRIGGER contacts_copy_names BEFORE INSERT OR UPDATE OF company_id, assigned_sales_rep_id, company_name, sales_rep_name
     ON contacts FOR EACH ROW EXECUTE FUNCTION keel_contacts_copy_names()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
