import type { Kysely } from 'kysely';
import { part, runAll, searchIndex, searchTextColumn, type Statement } from './0001/sql';

/** The contact's own fields in search_text, exactly as 0001 wrote them. */
const CONTACT_OWN_PARTS = [
  `${part.text('first_name')} || ' ' || ${part.text('last_name')}`,
  part.text('email'),
  part.text('phone'),
  part.text('mobile_phone'),
  part.text('work_email'),
  part.text('home_email'),
  part.text('home_phone'),
  part.text('job_title'),
  part.text('description'),
  part.text('address'),
  part.text('address2'),
  part.text('city'),
  part.text('state'),
  part.text('zip_code'),
  part.text('country'),
  part.text('linkedin_profile'),
  part.text('instagram_profile'),
  part.text('instant_message_handles'),
  part.date('birthday'),
  part.array('tags'),
  part.date('last_contact_date'),
  part.text('created_by'),
  part.text('last_modified_by'),
  part.timestamp('created_at'),
  part.timestamp('updated_at'),
];

/**
 * Decision 0005: the contacts list shows the company name and the sales rep's name, sorts by the
 * rep's name and searches both, at a million rows. A join cannot be served by an index of
 * contacts, so each contact carries a copy of both names, kept exact by triggers:
 * - on a contact's insert, or an update touching the ids or the copies, they are read afresh;
 * - renaming a company or a user rewrites the copies of their contacts (a rare, bounded write).
 * The copies are part of search_text, and lower(sales_rep_name) has a sort index.
 */
const upStatements: Statement[] = [
  `ALTER TABLE contacts ADD COLUMN company_name text NULL, ADD COLUMN sales_rep_name text NULL`,
  `CREATE FUNCTION keel_contacts_copy_names() RETURNS trigger
     LANGUAGE plpgsql
     AS $$ BEGIN
       NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
       NEW.sales_rep_name := (SELECT full_name FROM users WHERE id = NEW.assigned_sales_rep_id);
       RETURN NEW;
     END $$`,
  `CREATE TRIGGER contacts_copy_names BEFORE INSERT OR UPDATE OF company_id, assigned_sales_rep_id, company_name, sales_rep_name
     ON contacts FOR EACH ROW EXECUTE FUNCTION keel_contacts_copy_names()`,
  `CREATE FUNCTION keel_companies_propagate_name() RETURNS trigger
     LANGUAGE plpgsql
     AS $$ BEGIN
       UPDATE contacts SET company_name = NEW.name WHERE company_id = NEW.id;
       RETURN NULL;
     END $$`,
  `CREATE TRIGGER companies_propagate_name AFTER UPDATE OF name ON companies
     FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION keel_companies_propagate_name()`,
  `CREATE FUNCTION keel_users_propagate_name() RETURNS trigger
     LANGUAGE plpgsql
     AS $$ BEGIN
       UPDATE contacts SET sales_rep_name = NEW.full_name WHERE assigned_sales_rep_id = NEW.id;
       RETURN NULL;
     END $$`,
  `CREATE TRIGGER users_propagate_name AFTER UPDATE OF full_name ON users
     FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION keel_users_propagate_name()`,
  `DROP TRIGGER contacts_set_updated_at ON contacts`,
  // Fill the copies of existing rows (the trigger reads them afresh) without touching updated_at.
  `UPDATE contacts SET company_name = NULL WHERE company_id IS NOT NULL OR assigned_sales_rep_id IS NOT NULL`,
  // A rename elsewhere (or a deleted company's ON DELETE SET NULL) is not an edit of the contact:
  // only statements issued outside a trigger move updated_at.
  `CREATE TRIGGER contacts_set_updated_at BEFORE UPDATE ON contacts
     FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION keel_set_updated_at()`,
  `ALTER TABLE contacts DROP COLUMN search_text`,
  `ALTER TABLE contacts ADD COLUMN ${searchTextColumn([...CONTACT_OWN_PARTS, part.text('company_name'), part.text('sales_rep_name')])}`,
  searchIndex('contacts'),
  `CREATE INDEX contacts_sort_sales_rep_idx ON contacts (lower(sales_rep_name), id)`,
  `CREATE INDEX contacts_sort_status_idx ON contacts (is_inquiry, id)`,
];

const downStatements: Statement[] = [
  `DROP INDEX IF EXISTS contacts_sort_status_idx`,
  `DROP INDEX IF EXISTS contacts_sort_sales_rep_idx`,
  `ALTER TABLE contacts DROP COLUMN search_text`,
  `ALTER TABLE contacts ADD COLUMN ${searchTextColumn(CONTACT_OWN_PARTS)}`,
  searchIndex('contacts'),
  `DROP TRIGGER IF EXISTS contacts_set_updated_at ON contacts`,
  `CREATE TRIGGER contacts_set_updated_at BEFORE UPDATE ON contacts FOR EACH ROW EXECUTE FUNCTION keel_set_updated_at()`,
  `DROP TRIGGER IF EXISTS users_propagate_name ON users`,
  `DROP FUNCTION IF EXISTS keel_users_propagate_name()`,
  `DROP TRIGGER IF EXISTS companies_propagate_name ON companies`,
  `DROP FUNCTION IF EXISTS keel_companies_propagate_name()`,
  `DROP TRIGGER IF EXISTS contacts_copy_names ON contacts`,
  `DROP FUNCTION IF EXISTS keel_contacts_copy_names()`,
  `ALTER TABLE contacts DROP COLUMN sales_rep_name, DROP COLUMN company_name`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Kysely Migration signature
export async function up(db: Kysely<any>): Promise<void> {
  await runAll(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Kysely Migration signature
export async function down(db: Kysely<any>): Promise<void> {
  await runAll(db, downStatements);
}
