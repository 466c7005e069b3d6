import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * One page of the entries about one record, newest first (index audit_log_entity_idx), one row
 * more than asked for, so the caller knows whether another page follows.
 */
export function listRecordHistory(db: Kysely<Database>, entityType: string, entityId: string, offset: number, limit: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action_type', 'user_name', 'details'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
}
