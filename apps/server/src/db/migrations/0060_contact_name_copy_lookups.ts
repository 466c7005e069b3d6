import { type Kysely, sql } from 'kysely';

/**
 * Decision 0086: the name-copy trigger of contacts (migration 0004, made cheaper by 0009 and 0010)
 * looks up only the names it can find. Its assignments `x := CASE WHEN id IS NULL THEN NULL ELSE
 * (SELECT …) END` hold a sub-select, so PL/pgSQL ran each of them as a query through SPI — two per
 * row, the rep's even for a contact naming only a company (every contact a deals import creates).
 * An IF on the id is a simple expression, evaluated without SPI; the look-up then runs only for an
 * id that is set. Same copies for every row.
 */
const FUNCTION = (body: string) => `CREATE OR REPLACE FUNCTION keel_contacts_copy_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    ${body}
    RETURN NEW;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      FUNCTION(`IF NEW.company_id IS NULL THEN
      NEW.company_name := NULL;
    ELSE
      NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
    END IF;
    IF NEW.assigned_sales_rep_id IS NULL THEN
      NEW.sales_rep_name := NULL;
    ELSE
      NEW.sales_rep_name := (SELECT full_name FROM users WHERE id = NEW.assigned_sales_rep_id);
    END IF;`),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      FUNCTION(`NEW.company_name := CASE WHEN NEW.company_id IS NULL THEN NULL ELSE (SELECT name FROM companies WHERE id = NEW.company_id) END;
    NEW.sales_rep_name := CASE WHEN NEW.assigned_sales_rep_id IS NULL THEN NULL ELSE (SELECT full_name FROM users WHERE id = NEW.assigned_sales_rep_id) END;`),
    )
    .execute(db);
}
