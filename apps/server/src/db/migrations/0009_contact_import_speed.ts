import { type Kysely, sql } from 'kysely';

/**
 * Decision 0008: the CSV import writes a thousand contacts per statement, and 0004's name-copy
 * trigger ran two lookups for every row even when it names no company and no sales rep (the
 * usual imported row). Same results, without the lookups that can only find nothing.
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
      FUNCTION(`NEW.company_name := CASE WHEN NEW.company_id IS NULL THEN NULL ELSE (SELECT name FROM companies WHERE id = NEW.company_id) END;
    NEW.sales_rep_name := CASE WHEN NEW.assigned_sales_rep_id IS NULL THEN NULL ELSE (SELECT full_name FROM users WHERE id = NEW.assigned_sales_rep_id) END;`),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      FUNCTION(`NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
    NEW.sales_rep_name := (SELECT full_name FROM users WHERE id = NEW.assigned_sales_rep_id);`),
    )
    .execute(db);
}
