import { type Kysely, sql } from 'kysely';
import type { AuditActionType } from '@keel/shared/audit';
import type { SessionUser } from '@keel/shared/auth';
import type { Database, JsonValue } from '../../db/types';

export interface AuditEntry {
  actionType: AuditActionType;
  /** Who did it; null for anonymous actions (e.g. a public inquiry). */
  user: Pick<SessionUser, 'id' | 'fullName'> | null;
  /** Name to record when there is no user (e.g. 'Public Inquiry Form', 'CSV Import'). */
  actorName?: string;
  entityType?: string;
  entityId?: string;
  dashboardId?: string;
  details?: { [key: string]: JsonValue };
}

/**
 * Writes one audit entry. Pass the transaction of the change it records, so the entry and the
 * change commit together or not at all (docs/product/beyond-the-spec.md#audit-trail).
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action_type: entry.actionType,
      user_id: entry.user?.id ?? null,
      user_name: entry.user?.fullName ?? entry.actorName ?? null,
      entity_type: entry.entityType ?? null,
      entity_id: entry.entityId ?? null,
      dashboard_id: entry.dashboardId ?? null,
      details: JSON.stringify({ ...(entry.details ?? {}), ...(entry.user ? { userId: entry.user.id } : {}) }),
    })
    .execute();
}

/** Adds to (or overwrites keys of) an entry's details: a long operation (an import) reports progress on its one entry. */
export async function mergeAuditDetails(db: Kysely<Database>, id: string, details: Record<string, string | number>): Promise<void> {
  await sql`update audit_log set details = details || ${JSON.stringify(details)}::jsonb where id = ${id}`.execute(db);
}

/** An erase's part in the audit trail (decision 0110). */
export { eraseFromAuditLog } from './audit-erase.repository';

/** A merge's move of the history to the survivor (decision 0110). */
export { moveAuditEntries } from './audit-log.repository';
