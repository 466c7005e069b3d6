import { type Kysely, sql } from 'kysely';

/**
 * Decision 0033: likely duplicates.
 * - keel_company_key(name): a company name without case, punctuation and a legal-form suffix
 *   ('Acme, Inc.' and 'ACME' → 'acme'), the key companies are matched by.
 * - keel_phone_key(phone): the digits of a phone number (NULL under 7 digits), with the last name the
 *   key applicants are matched by.
 * - contacts_duplicate_name_idx: a contact's company and last name, then first name: the form's check
 *   probes it and the scan walks it in order, comparing neighbours (sorted neighbourhood).
 * The e-mail rules use the existing lower(email) sort indexes; the domain rule companies_web_domain_idx (0025).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION keel_company_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT nullif(regexp_replace(
      regexp_replace(lower(btrim(name)), '[[:space:][:punct:]]+(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|plc|ag|sa)[[:punct:]]*$', ''),
      '[^[:alnum:]]+', '', 'g'), '')
  $$`.execute(db);
  await sql`CREATE FUNCTION keel_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7 THEN regexp_replace(phone, '[^0-9]', '', 'g') END
  $$`.execute(db);
  await sql`CREATE INDEX contacts_duplicate_name_idx ON contacts (company_id, lower(last_name), lower(first_name), id)
    WHERE company_id IS NOT NULL AND last_name <> ''`.execute(db);
  await sql`CREATE INDEX companies_duplicate_name_idx ON companies (keel_company_key(name))`.execute(db);
  await sql`CREATE INDEX companies_email_idx ON companies (lower(email)) WHERE email IS NOT NULL`.execute(db);
  await sql`CREATE INDEX applicants_duplicate_phone_idx ON applicants (keel_phone_key(phone), lower(last_name)) WHERE phone IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applicants_duplicate_phone_idx`.execute(db);
  await sql`DROP INDEX companies_email_idx`.execute(db);
  await sql`DROP INDEX companies_duplicate_name_idx`.execute(db);
  await sql`DROP INDEX contacts_duplicate_name_idx`.execute(db);
  await sql`DROP FUNCTION keel_phone_key(text)`.execute(db);
  await sql`DROP FUNCTION keel_company_key(text)`.execute(db);
}
