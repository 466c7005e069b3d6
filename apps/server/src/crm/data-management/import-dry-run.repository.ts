import { type Kysely, sql } from 'kysely';
import type { JournalTable } from './import-journal.repository';
import type { Database } from '../../db/types';

/**
 * What a dry run reads back from its own (not yet rolled back) transaction: the journal of the
 * import (decision 0032) — each updated record's changed fields as they were — and the records as
 * the import left them.
 */

export type JournalledUpdate = { id: string; before: Record<string, unknown>; after: Record<string, unknown> };

/** Up to `limit` records the import updated, each with its changed fields' values before and now. */
export async function journalledUpdates(
  db: Kysely<Database>,
  importId: string,
  table: JournalTable,
  limit: number,
): Promise<JournalledUpdate[]> {
  // Table names come from JournalTable (never from a request), so sql.raw is safe.
  const { rows } = await sql<JournalledUpdate>`
    select j.record_id as id, j.before, to_jsonb(t) as after
    from import_changes as j join ${sql.raw(`"${table}"`)} as t on t.id = j.record_id
    where j.import_id = ${importId}::uuid and j.entity = ${table} and j.before is not null
    order by j.ctid
    limit ${limit}`.execute(db);
  return rows;
}

/** How many records of each table the import created. */
export async function journalledCreations(db: Kysely<Database>, importId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ entity: string; n: number }>`
    select entity, count(*)::int as n from import_changes
    where import_id = ${importId}::uuid and before is null group by entity`.execute(db);
  return new Map(rows.map((r) => [r.entity, r.n]));
}

/** The names of these companies and team members (a dry run shows a contact's company and rep by name, not by id). */
export async function namesOf(db: Kysely<Database>, companyIds: readonly string[], userIds: readonly string[]) {
  const [companies, users] = await Promise.all([
    companyIds.length ? db.selectFrom('companies').select(['id', 'name']).where('id', 'in', companyIds).execute() : [],
    userIds.length ? db.selectFrom('users').select(['id', 'full_name as name']).where('id', 'in', userIds).execute() : [],
  ]);
  return new Map([...companies, ...users].map((r) => [r.id, r.name]));
}
