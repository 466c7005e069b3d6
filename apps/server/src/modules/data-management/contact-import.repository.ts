import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ContactCsvColumn, ContactCsvValues, StoredContactFields } from '@keel/shared/contact-import';
import type { Database } from '../../db/types';

/** The PostgreSQL type of each CSV column that is not text (for jsonb_to_recordset). */
const SQL_TYPES: Partial<Record<ContactCsvColumn, string>> = {
  birthday: 'date',
  last_contact_date: 'date',
  tags: 'text[]',
  is_inquiry: 'boolean',
  company_id: 'uuid',
  assigned_sales_rep_id: 'uuid',
};

export interface Author {
  userId: string | null;
  name: string;
}

export type StoredContact = StoredContactFields & { id: string; match_email: string };

// Column names come from CONTACT_CSV_COLUMNS (never from the file), so sql.raw is safe here.
const ident = (column: string) => sql.raw(`"${column}"`);
const recordType = (columns: readonly ContactCsvColumn[], extra = '') =>
  sql.raw(`${extra}${columns.map((c) => `"${c}" ${SQL_TYPES[c] ?? 'text'}`).join(', ')}`);
const recordset = (rows: readonly object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

/** One import at a time writes contacts, so two files naming one new e-mail cannot both insert it. */
export async function lockContactImports(db: Kysely<Database>) {
  await sql`select pg_advisory_xact_lock(hashtext('keel.contacts.import'))`.execute(db);
}

/** The contact each e-mail matches (lower-case; the oldest when several share it), by lower(email). */
export async function findContactsByEmail(db: Kysely<Database>, emails: readonly string[], columns: readonly ContactCsvColumn[]) {
  if (emails.length === 0) return new Map<string, StoredContact>();
  const { rows } = await sql<StoredContact>`
    select distinct on (lower(email)) id, lower(email) as match_email, ${sql.join(columns.map(ident))}
    from contacts where lower(email) = any(${emails}::text[])
    order by lower(email), created_at, id`.execute(db);
  return new Map(rows.map((row) => [row.match_email, row]));
}

/** Inserts the rows in one statement; columns absent from the file take the table's defaults. */
export async function insertContactRows(db: Kysely<Database>, columns: readonly ContactCsvColumn[], rows: readonly Partial<ContactCsvValues>[], author: Author) {
  if (rows.length === 0) return;
  const values: RawBuilder<unknown>[] = columns.map((c) => (c === 'country' ? sql`coalesce(r.country, 'USA')` : sql`r.${ident(c)}`));
  await sql`
    insert into contacts (${sql.join(columns.map(ident))}, created_by, last_modified_by, created_by_user_id, last_modified_by_user_id)
    select ${sql.join(values)}, ${author.name}, ${author.name}, ${author.userId}::uuid, ${author.userId}::uuid
    from ${recordset(rows)} as r(${recordType(columns)})`.execute(db);
}

/** Updates the rows (each with the id of its match) in one statement; the e-mail stays as stored. */
export async function updateContactRows(db: Kysely<Database>, columns: readonly ContactCsvColumn[], rows: readonly (Partial<ContactCsvValues> & { id: string })[], author: Author) {
  if (rows.length === 0) return;
  const set = columns.filter((c) => c !== 'email');
  const assignments = set.map((c) => sql`${ident(c)} = r.${ident(c)}`);
  await sql`
    update contacts as c set ${sql.join([...assignments, sql`last_modified_by = ${author.name}`, sql`last_modified_by_user_id = ${author.userId}::uuid`, sql`updated_at = now()`])}
    from ${recordset(rows)} as r(${recordType(set, 'id uuid, ')})
    where c.id = r.id`.execute(db);
}

/** Which of these company and user ids exist (so a row naming a missing one is skipped, not the batch). */
export async function existingReferences(db: Kysely<Database>, companyIds: readonly string[], userIds: readonly string[]) {
  const [companies, users] = await Promise.all([
    companyIds.length ? db.selectFrom('companies').select('id').where('id', 'in', companyIds).execute() : [],
    userIds.length ? db.selectFrom('users').select('id').where('id', 'in', userIds).execute() : [],
  ]);
  return { companies: new Set(companies.map((r) => r.id)), users: new Set(users.map((r) => r.id)) };
}

/** The id of the audit entry an import keeps up to date (it writes it in its first batch). */
export async function findImportAuditId(db: Kysely<Database>, importId: string) {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action_type', '=', 'CONTACTS_IMPORTED')
    .where(sql<boolean>`details->>'importId' = ${importId}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function updateImportAudit(db: Kysely<Database>, id: string, details: Record<string, string | number>) {
  await sql`update audit_log set details = details || ${JSON.stringify(details)}::jsonb where id = ${id}`.execute(db);
}
