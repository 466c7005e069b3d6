import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ContactCsvColumn, ContactCsvValues, ContactTableColumn } from '@keel/shared/contact-import';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import type { FieldKind } from '@keel/shared/fields/field-registry';
import { DEFAULT_UPDATE_RULES, type UpdateRules } from '@keel/shared/import-files/update-rules';
import type { Database } from '../../db/types';
import { type ImportJournal, JOURNAL_MERGE } from './import-journal.repository';

/**
 * The PostgreSQL type of each CSV column that is not text, as the file's rows reach the statement:
 * one array parameter per column, unnested (~15 ms of database time per 5,000 rows, where a JSON
 * document and jsonb_to_recordset took ~40 ms). The two ids stay text there: the import compares
 * them as text (as changedColumns does) and casts them when writing. Tags travel as one array
 * literal per row, cast back row by row.
 */
const CONTACT_COLUMNS = CONTACT_FIELDS.fields();
const SQL_TYPE: Partial<Record<FieldKind, string>> = {
  date: 'date',
  tags: 'text[]',
  boolean: 'boolean',
  number: 'numeric',
  integer: 'integer',
};
/** Derived from the registry's kinds (decision 0043), so a new date, flag or number field is imported as one. */
const RECORD_TYPES: Partial<Record<ContactCsvColumn, string>> = Object.fromEntries(
  CONTACT_COLUMNS.flatMap((f) => (SQL_TYPE[f.kind] ? [[f.column, SQL_TYPE[f.kind]]] : [])),
);
const PARAMETER_TYPES: Partial<Record<ContactCsvColumn, string>> = Object.fromEntries(
  Object.entries(RECORD_TYPES).flatMap(([column, type]) => (type === 'text[]' ? [] : [[column, `${type}[]`]])),
);

/** A text[] literal: each element quoted, backslashes and quotes escaped (any text survives). */
const arrayLiteral = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
const ID_COLUMNS = CONTACT_COLUMNS.filter((f) => f.kind === 'reference').map((f) => f.column as ContactCsvColumn);

export interface Author {
  userId: string | null;
  name: string;
}

/** One valid row of the file: its record number and its values (e-mail lower-cased by the row rules). */
export interface ImportRow {
  row: number;
  values: Partial<ContactCsvValues> & { email: string };
}

export interface RoundResult {
  created: number;
  updated: number;
  /** Record numbers of the rows that matched a contact holding the same values. */
  unchanged: number[];
}

// Column names come from CONTACT_CSV_COLUMNS (never from the file), so sql.raw is safe here.
const ident = (column: string) => sql.raw(`"${column}"`);
const col = (alias: string, column: string) => sql.raw(`${alias}."${column}"`);

type Kind = 'text' | 'typed' | 'tags' | 'flag';
/** How a column is compared and when it is empty (update-rules.ts's ValueKind). */
const kindOf = (column: ContactCsvColumn): Kind =>
  column === 'tags'
    ? 'tags'
    : RECORD_TYPES[column] === 'boolean'
      ? 'flag'
      : RECORD_TYPES[column] || ID_COLUMNS.includes(column)
        ? 'typed'
        : 'text';

/** The file's value of a column (ids travel as text: cast to uuid). */
const incoming = (column: ContactCsvColumn) => (ID_COLUMNS.includes(column) ? sql`${col('i', column)}::uuid` : col('i', column));

/** SQL form of storedEmpty / incomingEmpty (update-rules.ts). */
function empty(alias: 'm' | 'i', column: ContactCsvColumn): RawBuilder<boolean> {
  const value = col(alias, column);
  switch (kindOf(column)) {
    case 'tags':
      return sql`coalesce(cardinality(${value}::text[]), 0) = 0`;
    case 'flag':
      return alias === 'm' ? sql`${value} is not true` : sql`${value} is null`;
    case 'typed':
      return sql`${value} is null`;
    default:
      return sql`nullif(btrim(${value}), '') is null`;
  }
}

/**
 * SQL form of mergedValue (update-rules.ts) for a matched contact: an empty cell keeps the stored
 * value; tags are added to the stored ones (letter case aside), or replace them as other fields;
 * 'fill' sets only an empty field, 'overwrite' any. A fast-check test holds the two to the same
 * answers (contact-import.repository.test.ts).
 */
function merged(column: ContactCsvColumn, rules: UpdateRules): RawBuilder<unknown> {
  const [m, i] = [col('m', column), incoming(column)];
  // (Stored tags holding every tag of the file already — the usual re-import — skip the per-row subquery.)
  if (column === 'tags' && rules.tags === 'add')
    return sql`case when ${empty('i', column)} or ${m} @> ${col('i', column)}::text[] then ${m} else coalesce(${m}, '{}') || coalesce(
      (select array_agg(t order by o) from unnest(${col('i', column)}::text[]) with ordinality as u(t, o)
       where lower(t) <> all (select lower(x) from unnest(coalesce(${m}, '{}')) as x)), '{}') end`;
  if (rules.update === 'overwrite') return sql`case when ${empty('i', column)} then ${m} else ${i} end`;
  return sql`case when ${empty('m', column)} and not ${empty('i', column)} then ${i} else ${m} end`;
}

/**
 * Whether a column's value after the import differs from the stored one, as sameValue sees it:
 * empty text and NULL alike, tags compared joined with ';', ids as text.
 */
function differs(column: ContactCsvColumn): RawBuilder<boolean> {
  const [m, d] = [col('d', `m__${column}`), col('d', column)];
  if (column === 'tags') return sql`nullif(array_to_string(${m}, ';', ''), '') is distinct from nullif(array_to_string(${d}, ';', ''), '')`;
  if (kindOf(column) === 'typed' || kindOf(column) === 'flag') return sql`${m} is distinct from ${d}`;
  return sql`nullif(${m}, '') is distinct from nullif(${d}, '')`;
}

/** The value written for a column, from the decided rows `d`; a new contact's empty country is 'USA' (docs/product/records.md#contacts), an empty flag false. */
function written(column: ContactCsvColumn, inserting = false): RawBuilder<unknown> {
  if (column === 'country' && inserting) return sql`coalesce(d.country, 'USA')`;
  if (kindOf(column) === 'flag' && inserting) return sql`coalesce(${col('d', column)}, false)`;
  return col('d', column);
}

/**
 * One import at a time writes contacts, so two files naming one new e-mail cannot both insert it.
 * Either each batch's transaction takes the lock (batches written one after the other), or the
 * import holds it on a connection of its own from its first batch to its end (batches written
 * side by side). Both forms exclude each other.
 */
const IMPORT_LOCK = sql`hashtext('keel.contacts.import')`;

/**
 * Starts a batch's transaction (one round trip), with, for batches written one after the other,
 * the import lock. Two planner settings for this transaction only, both measured:
 * - enable_seqscan off: with thousands of e-mails to match, and statistics that lag behind a table
 *   an import is filling (no statistics at all for lower(email) until the first ANALYZE), the
 *   planner otherwise reads the whole table for each batch (340 ms for one batch's match at
 *   370,000 contacts) instead of probing contacts_sort_email_idx (~10 ms);
 * - jit off: a plan's estimated cost can pass jit_above_cost (it always does when a penalised
 *   sequential scan remains), and compiling one batch's statement took 1.2 s.
 */
export async function beginImportBatch(db: Kysely<Database>, { lock }: { lock: boolean }) {
  await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)${lock ? sql`, pg_advisory_xact_lock(${IMPORT_LOCK})` : sql``}`.execute(
    db,
  );
}

/** How long an import waiting for another one's lock waits between two attempts. */
const LOCK_RETRY_MS = 200;

/**
 * Takes the import lock for a whole import on a pooled connection kept for it, and resolves to the
 * function that releases both. Waiting imports hold no connection (they try again every
 * LOCK_RETRY_MS): blocked in pg_advisory_lock, enough of them could take every connection of the
 * pool, and the import holding the lock could then not write its batches.
 */
export async function holdContactImportLock(db: Kysely<Database>): Promise<() => Promise<void>> {
  for (;;) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answer!: (locked: boolean) => void;
    const answered = new Promise<boolean>((resolve) => (answer = resolve));
    const done = db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${IMPORT_LOCK}) as locked`.execute(connection);
      answer(rows[0].locked);
      if (!rows[0].locked) return;
      await released;
      await sql`select pg_advisory_unlock(${IMPORT_LOCK})`.execute(connection);
    });
    if (await Promise.race([answered, done.then(() => false)])) {
      return async () => {
        release();
        await done.catch(() => undefined); // a lost connection has released the lock already
      };
    }
    await done;
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

/**
 * Writes rows whose e-mails are all different, in ONE statement (docs/product/data-import-export.md#csv-import): each row
 * matches the oldest contact with its lower-case e-mail (index contacts_sort_email_idx, see
 * beginImportBatch); no match → inserted (columns absent from the file take the table's
 * defaults); a match → each column merged by the update rules (an empty cell never erases a
 * value, update-rules.ts) and the contact updated when a column changes (the e-mail stays as
 * stored); else left unchanged. Returns the counts and the record numbers of unchanged rows.
 */
export async function writeContactRound(
  db: Kysely<Database>,
  columns: readonly ContactTableColumn[],
  rows: readonly ImportRow[],
  author: Author,
  journal: ImportJournal,
  rules: UpdateRules = DEFAULT_UPDATE_RULES,
): Promise<RoundResult> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: [] };
  const compared = columns.filter((c) => c !== 'email');
  const parameters = columns.map((c) => {
    const values = rows.map((r) => (c === 'tags' ? arrayLiteral(r.values.tags ?? []) : (r.values[c] ?? null)));
    return sql`${values}::${sql.raw(PARAMETER_TYPES[c] ?? 'text[]')}`;
  });
  const changed = compared.length > 0 ? sql.join(compared.map(differs), sql` or `) : sql`false`;
  // The journal's 'before' of an updated contact: the fields that change, as they were (decision 0032):
  // one object of every compared field (at most 2 × 28 + 4 of jsonb_build_object's 100 arguments), less the unchanged ones.
  const pairs = [
    ...compared.flatMap((c) => [sql`${c}::text`, col('d', `m__${c}`)]),
    sql`'last_modified_by'`,
    sql`d.m__last_modified_by`,
    sql`'last_modified_by_user_id'`,
    sql`d.m__last_modified_by_user_id`,
  ];
  const unchanged = compared.map((c) => sql`case when ${differs(c)} then null else ${c}::text end`);
  const before = sql`jsonb_build_object(${sql.join(pairs)}) - array_remove(array[${sql.join([...unchanged, sql`null`])}]::text[], null)`;
  const {
    rows: [result],
  } = await sql<RoundResult>`
    with i as (
      select r.n${sql.join(
        columns.map((c) => (c === 'tags' ? sql`, r.tags::text[] as tags` : sql`, ${col('r', c)}`)),
        sql``,
      )}
      from unnest(${rows.map((r) => r.row)}::int[], ${sql.join(parameters)}) as r(n, ${sql.join(columns.map(ident))})
    ), m as (
      select distinct on (lower(c.email)) lower(c.email) as match_email, c.id, c.last_modified_by, c.last_modified_by_user_id${sql.join(
        compared.map((c) => sql`, ${col('c', c)}`),
        sql``,
      )}
      from contacts as c where lower(c.email) = any(${rows.map((r) => r.values.email)}::text[])
      order by lower(c.email), c.created_at, c.id
    ), d as (
      select i.n, i.email, m.id as match_id, m.last_modified_by as m__last_modified_by, m.last_modified_by_user_id as m__last_modified_by_user_id${sql.join(
        compared.map(
          (c) =>
            sql`, case when m.id is null then ${incoming(c)} else ${merged(c, rules)} end as ${ident(c)}, ${col('m', c)} as ${ident(`m__${c}`)}`,
        ),
        sql``,
      )}
      from i left join m on m.match_email = i.email
    ), e as (
      select d.*, (${changed}) as changed, case when d.match_id is not null and (${changed}) then ${before} end as before from d
    ), inserted as (
      insert into contacts (${sql.join(columns.map(ident))}, created_by, last_modified_by, created_by_user_id, last_modified_by_user_id)
      select ${sql.join(columns.map((c) => written(c, true)))}, ${author.name}, ${author.name}, ${author.userId}::uuid, ${author.userId}::uuid
      from e as d where d.match_id is null
      returning id, version
    ), updated as (
      update contacts as c set ${sql.join([
        ...compared.map((c) => sql`${ident(c)} = ${written(c)}`),
        sql`last_modified_by = ${author.name}`,
        sql`last_modified_by_user_id = ${author.userId}::uuid`,
        sql`version = c.version + 1`, // a form open meanwhile gets a 409, not the last word (decision 0016)
        sql`updated_at = now()`, // the updated_at trigger then has nothing to do (migration 0010)
      ])}
      from e as d where d.match_id is not null and d.changed and c.id = d.match_id
      returning c.id, c.version, d.before
    ), recorded_new as (
      -- A new contact cannot be in the journal yet: a plain insert (ON CONFLICT doubled its cost).
      insert into import_changes (import_id, entity, record_id, before, version_after)
      select ${journal.importId}::uuid, 'contacts', id, null, version from inserted
    ), recorded as (
      insert into import_changes (import_id, entity, record_id, before, version_after)
      select ${journal.importId}::uuid, 'contacts', id, before, version from updated
      ${JOURNAL_MERGE}
    )
    select (select count(*) from inserted)::int as created, (select count(*) from updated)::int as updated,
      coalesce((select array_agg(d.n order by d.n) from e as d where d.match_id is not null and not d.changed), '{}') as unchanged`.execute(
    db,
  );
  return result;
}

/** Which of these (lower-case) e-mails belong to a contact that has a company (the oldest of each e-mail, as the import matches). */
export async function contactsWithCompany(db: Kysely<Database>, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await sql<{ email: string }>`
    select m.email from (
      select distinct on (lower(c.email)) lower(c.email) as email, c.company_id from contacts as c
      where lower(c.email) = any(${emails}::text[]) order by lower(c.email), c.created_at, c.id
    ) as m where m.company_id is not null`.execute(db);
  return new Set(rows.map((r) => r.email));
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
export async function findImportAuditId(db: Kysely<Database>, actionType: string, importId: string) {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action_type', '=', actionType)
    .where(sql<boolean>`details->>'importId' = ${importId}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
