import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { Author } from './contact-import.repository';
import type { ImportJournal } from './import-journal.repository';
import { insertRows } from './import-write.repository';

/** The funnel's columns by lower-case title. */
export async function stagesByTitle(db: Kysely<Database>) {
  const rows = await db.selectFrom('pipeline_stages').select(['id', 'title']).orderBy('position').orderBy('id').execute();
  return { first: rows[0], byTitle: new Map(rows.map((r) => [r.title.toLowerCase(), r])), titles: rows.map((r) => r.title) };
}

/** What ensureContacts answers: each record by its key, and the keys of those it created (not committed yet). */
export type Ensured<T> = { found: Map<string, T>; created: Set<string> };

export type NewContact = { email: string; first_name: string; last_name: string; company_id: string | null };

/** The contacts of these e-mails (lower case; the oldest when several), created when missing (one lookup, then one insert recorded in the journal); returns ids by e-mail. */
export async function ensureContacts(
  db: Kysely<Database>,
  contacts: ReadonlyMap<string, NewContact>,
  author: Author,
  journal: ImportJournal,
): Promise<Ensured<string>> {
  const found = new Map<string, string>();
  if (contacts.size === 0) return { found, created: new Set() };
  const { rows } = await sql<{ key: string; id: string }>`
    select distinct on (lower(email)) lower(email) as key, id from contacts
    where lower(email) = any(${[...contacts.keys()]}::text[]) order by lower(email), created_at, id`.execute(db);
  for (const r of rows) found.set(r.key, r.id);
  const missing = [...contacts].filter(([key]) => !found.has(key));
  const columns = [
    { name: 'email', kind: 'text' },
    { name: 'first_name', kind: 'text' },
    { name: 'last_name', kind: 'text' },
    { name: 'company_id', kind: 'uuid' },
  ] as const;
  const userId = sql`${author.userId}::uuid`;
  const cells = missing.map(([, c]) => [c.email, c.first_name, c.last_name, c.company_id]);
  const ids = await insertRows(
    db,
    'contacts',
    columns,
    cells,
    {
      created_by: sql`${author.name}`,
      last_modified_by: sql`${author.name}`,
      created_by_user_id: userId,
      last_modified_by_user_id: userId,
    },
    journal,
  );
  missing.forEach(([key], i) => found.set(key, ids[i]));
  return { found, created: new Set(missing.map(([key]) => key)) };
}

export type StoredDeal = Record<string, unknown> & { id: string; name_key: string; company_key: string; contact_ids: string[] };

/** The deals of these (lower-case name, lower-case company name or '') pairs, the oldest of each (index deals_import_key_idx). */
export async function findDeals(
  db: Kysely<Database>,
  keys: readonly (readonly [string, string])[],
  columns: readonly string[],
): Promise<StoredDeal[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<StoredDeal>`
    select distinct on (lower(d.name), lower(coalesce(d.company, ''))) lower(d.name) as name_key, lower(coalesce(d.company, '')) as company_key, d.id, d.contact_ids${sql.join(
      columns.map((c) => sql`, d.${sql.raw(`"${c}"`)}`),
      sql``,
    )}
    from deals as d
    where (lower(d.name), lower(coalesce(d.company, ''))) in (select * from unnest(${keys.map((k) => k[0])}::text[], ${keys.map((k) => k[1])}::text[]))
    order by lower(d.name), lower(coalesce(d.company, '')), d.created_at, d.id`.execute(db);
  return rows;
}

/**
 * The last position of each of these columns (new cards go below it): one backward step of
 * deals_stage_position_idx per column, where max() … group by read every card of the column (a
 * whole-table scan per batch, growing with the funnel).
 */
export async function lastPositions(db: Kysely<Database>, stageIds: readonly string[]) {
  if (stageIds.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ stage_id: string; last: number | null }>`
    select s.id as stage_id, (select d.position from deals as d where d.stage_id = s.id order by d.position desc limit 1) as last
    from unnest(${stageIds}::uuid[]) as s(id)`.execute(db);
  return new Map(rows.flatMap((r) => (r.last === null ? [] : [[r.stage_id, Number(r.last)] as const])));
}
