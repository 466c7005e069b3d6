import { type Kysely, type Selectable, sql } from 'kysely';
import type { DuplicateKind } from '@keel/shared/duplicates';
import type { Database, DuplicateDismissalsTable } from '../../db/types';
import { KIND_TABLES } from './duplicate-kinds';

export type StoredDismissal = Selectable<DuplicateDismissalsTable>;

/** A record of a pair as the page shows it: its name and e-mail. */
export interface PairRecord {
  id: string;
  label: string;
  email: string | null;
}

/**
 * Both records of a pair, held against deletion until the caller's transaction ends (KEY SHARE):
 * a merge or delete at the same moment waits, so a dismissal is never left naming a removed record.
 */
export async function holdPair(trx: Kysely<Database>, kind: DuplicateKind, ids: [string, string]): Promise<PairRecord[]> {
  const k = KIND_TABLES[kind];
  const { rows } = await sql<PairRecord>`SELECT r.${sql.raw(k.id)}::text AS id, ${sql.raw(k.label('r'))} AS label, r.email
    FROM ${sql.table(k.table)} r WHERE r.${sql.raw(k.id)} IN (${ids[0]}::uuid, ${ids[1]}::uuid) ORDER BY r.${sql.raw(k.id)} FOR KEY SHARE`.execute(
    trx,
  );
  return rows;
}

/** Stores the pair once: of two at the same moment, the second finds the first's row (undefined here). */
export function insertDismissal(trx: Kysely<Database>, row: Omit<StoredDismissal, 'created_at'>): Promise<StoredDismissal | undefined> {
  return trx
    .insertInto('duplicate_dismissals')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findDismissal(db: Kysely<Database>, kind: DuplicateKind, firstId: string, secondId: string) {
  return db
    .selectFrom('duplicate_dismissals')
    .selectAll()
    .where('kind', '=', kind)
    .where('first_id', '=', firstId)
    .where('second_id', '=', secondId)
    .executeTakeFirst();
}

export function deleteDismissal(trx: Kysely<Database>, kind: DuplicateKind, firstId: string, secondId: string) {
  return trx
    .deleteFrom('duplicate_dismissals')
    .where('kind', '=', kind)
    .where('first_id', '=', firstId)
    .where('second_id', '=', secondId)
    .returningAll()
    .executeTakeFirst();
}
