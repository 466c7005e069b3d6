import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { Author } from './contact-import.repository';
import type { ImportJournal } from './import-journal.repository';
import { insertRows } from './import-write.repository';

/**
 * The records an import's rows name by name (decision 0058): companies matched as the duplicates rule
 * matches them (keel_company_key, migration 0031: case, spaces, punctuation and a legal-form
 * suffix aside — 'ACME, Inc.' is 'Acme'), and team members by full name or e-mail.
 */

export type NamedRecord = { id: string; name: string };

/** What the lookups answer for each name given (as written in the file). */
export type ByName = Map<string, NamedRecord>;

/**
 * The company each name stands for (the oldest of its key, index companies_duplicate_name_idx),
 * and the key of each name. A name whose key is empty ('Inc.') matches none.
 */
export async function companiesByKey(db: Kysely<Database>, names: readonly string[]) {
  const found: ByName = new Map();
  const keys = new Map<string, string>();
  if (names.length === 0) return { found, keys };
  const { rows } = await sql<{ name: string; key: string | null; id: string | null; stored: string | null }>`
    select n.name, n.key, c.id, c.name as stored
    from (select distinct x as name, keel_company_key(x) as key from unnest(${names}::text[]) as x) as n
    left join lateral (
      select id, name from companies where keel_company_key(name) = n.key order by created_at, id limit 1
    ) as c on n.key is not null`.execute(db);
  for (const r of rows) {
    keys.set(r.name, r.key ?? `\u0000${r.name.toLowerCase()}`);
    if (r.id) found.set(r.name, { id: r.id, name: r.stored! });
  }
  return { found, keys };
}

/**
 * The companies these names stand for; with `create`, those matching none are created (one per
 * key, named as the first row naming it writes it; country USA as the form's default) and
 * recorded in the import's journal. Returns them by name as written, and the keys created.
 */
export async function ensureCompaniesByName(
  db: Kysely<Database>,
  names: readonly string[],
  { create, author, journal }: { create: boolean; author: Author; journal: ImportJournal },
): Promise<{ found: ByName; created: Set<string>; keys: Map<string, string> }> {
  const { found, keys } = await companiesByKey(db, names);
  const byKey = new Map<string, NamedRecord>();
  for (const [name, record] of found) byKey.set(keys.get(name)!, record);
  const missing = new Map<string, string>(); // key → the name to create it with
  for (const name of names) {
    const key = keys.get(name)!;
    if (!byKey.has(key) && !missing.has(key)) missing.set(key, name);
  }
  const created = new Set<string>();
  if (create && missing.size > 0) {
    const userId = sql`${author.userId}::uuid`;
    const ids = await insertRows(
      db,
      'companies',
      [
        { name: 'name', kind: 'text' },
        { name: 'country', kind: 'text' },
      ],
      [...missing.values()].map((name) => [name, 'USA']),
      { created_by_user_id: userId, last_modified_by_user_id: userId },
      journal,
    );
    [...missing].forEach(([key, name], i) => {
      byKey.set(key, { id: ids[i], name });
      created.add(key);
    });
  }
  for (const name of names) {
    const record = byKey.get(keys.get(name)!);
    if (record) found.set(name, record);
  }
  return { found, created, keys };
}

/** Team members by full name or e-mail, without regard to case (an e-mail first; else the oldest account of that name). */
export async function usersByNameOrEmail(db: Kysely<Database>, values: readonly string[]): Promise<ByName> {
  const found: ByName = new Map();
  const wanted = [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return found;
  const { rows } = await sql<{ value: string; id: string; name: string }>`
    select distinct on (v.value) v.value, u.id, u.full_name as name
    from unnest(${wanted}::text[]) as v(value)
    join users as u on lower(u.email) = v.value or lower(u.full_name) = v.value
    order by v.value, (lower(u.email) = v.value) desc, u.created_at, u.id`.execute(db);
  for (const r of rows) found.set(r.value, { id: r.id, name: r.name });
  return found;
}

/** The key usersByNameOrEmail finds a value by. */
export const personKey = (value: string) => value.trim().toLowerCase();
