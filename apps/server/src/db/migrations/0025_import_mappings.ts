import { type Kysely, sql } from 'kysely';

/**
 * Decision 0027: imports of companies and deals, with a column mapping remembered per user.
 * - keel_web_domain(website): the domain a company is matched by ('https://www.Acme.com/x' →
 *   'acme.com'; NULL when there is none), the same rule as webDomain in packages/shared, with an
 *   index so a batch's domains are probed, not scanned.
 * - deals_import_key_idx: a deal is matched by its name and its company's name, case-insensitively.
 * - import_mappings: the mapping a user last chose for a file with these headers (kind + headers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION keel_web_domain(website text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT nullif(regexp_replace(regexp_replace(regexp_replace(lower(btrim(website)), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.', ''), '[/:?#].*$', ''), '')
  $$`.execute(db);
  await sql`CREATE INDEX companies_web_domain_idx ON companies (keel_web_domain(website)) WHERE website IS NOT NULL`.execute(db);
  await sql`CREATE INDEX deals_import_key_idx ON deals (lower(name), lower(coalesce(company, '')))`.execute(db);
  await sql`CREATE TABLE import_mappings (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('contacts', 'companies', 'deals')),
    headers_key text NOT NULL,
    columns jsonb NOT NULL CHECK (jsonb_typeof(columns) = 'array'),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind, headers_key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_mappings`.execute(db);
  await sql`DROP INDEX deals_import_key_idx`.execute(db);
  await sql`DROP INDEX companies_web_domain_idx`.execute(db);
  await sql`DROP FUNCTION keel_web_domain(text)`.execute(db);
}
