import { type Kysely, sql } from 'kysely';
import { STALE_EDIT_MESSAGE, type StaleEdit } from '@keel/shared/record-version';
import type { Database } from '../db/types';
import { StaleEditError } from '../errors';
import { userDisplayName } from '../identity/users/users.service';

/** What every edited record keeps: its version and who saved it last, when (decision 0016). */
export interface VersionedRow {
  version: number;
  updated_at: Date;
  last_modified_by_user_id: string | null;
  /** The saver's name as the record keeps it (contacts, deals: e.g. 'CSV Import'), where it does. */
  last_modified_by?: string | null;
}

/** The version an edit writes: one more than the row's. Every UPDATE of a user-edited field sets it. */
export const nextVersion = () => sql<number>`version + 1`;

async function latest(db: Kysely<Database>, row: VersionedRow): Promise<StaleEdit> {
  const byId = row.last_modified_by_user_id ? await userDisplayName(db, row.last_modified_by_user_id) : undefined;
  return { version: row.version, changedBy: row.last_modified_by ?? byId ?? null, changedAt: row.updated_at.toISOString() };
}

/**
 * Checks an edit against the record as locked in this transaction (`FOR UPDATE`): an edit that
 * started from another version is refused (409, nothing written) with who saved the record last,
 * when, and its current version. The lock makes simultaneous saves from one version queue, so the
 * first wins and the others see its new version.
 */
export async function requireVersion(
  db: Kysely<Database>,
  row: VersionedRow,
  version: number,
  message = STALE_EDIT_MESSAGE,
): Promise<void> {
  if (row.version !== version) throw new StaleEditError(message, await latest(db, row));
}
