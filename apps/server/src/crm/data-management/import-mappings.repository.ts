import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DataKind } from '@keel/shared/data-management';
import type { Database } from '../../db/types';

/** Files with the same headers, in the same order, share a remembered mapping. */
const headersKey = (headers: readonly string[]) => createHash('sha256').update(JSON.stringify(headers)).digest('hex');

export async function findMapping(db: Kysely<Database>, userId: string, kind: DataKind, headers: readonly string[]) {
  const row = await db
    .selectFrom('import_mappings')
    .select('columns')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('headers_key', '=', headersKey(headers))
    .executeTakeFirst();
  return row?.columns;
}

export async function saveMapping(
  db: Kysely<Database>,
  userId: string,
  kind: DataKind,
  headers: readonly string[],
  columns: readonly (string | null)[],
) {
  await db
    .insertInto('import_mappings')
    .values({ user_id: userId, kind, headers_key: headersKey(headers), columns: JSON.stringify(columns) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'headers_key']).doUpdateSet({ columns: JSON.stringify(columns), updated_at: sql`now()` }),
    )
    .execute();
}
