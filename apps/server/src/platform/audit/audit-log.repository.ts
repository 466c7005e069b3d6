import type { Kysely } from 'kysely';
import { AUDIT_LOG_LIMIT, type AuditActionType } from '@keel/shared/audit';
import type { Database } from '../../db/types';

/** The newest entries, newest first (indexes audit_log_created_at_idx / audit_log_action_type_idx). */
export function listAuditLog(db: Kysely<Database>, actionType: AuditActionType | undefined) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action_type', 'user_name', 'details'])
    .$if(actionType !== undefined, (qb) => qb.where('action_type', '=', actionType!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_LOG_LIMIT)
    .execute();
}

export async function deleteAuditLog(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('audit_log').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A merge (decisions 0040, 0110): the other record's history becomes the survivor's; how many entries now name it. */
export async function moveAuditEntries(db: Kysely<Database>, entityType: string, from: string, to: string): Promise<number> {
  const rows = await db
    .updateTable('audit_log')
    .set({ entity_id: to })
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', from)
    .returning('id')
    .execute();
  return rows.length;
}
