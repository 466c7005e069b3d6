import { type Kysely, sql } from 'kysely';
import type { AuditActionType } from '@keel/shared/audit';
import type { SessionUser } from '@keel/shared/auth';
import { BULK_RECORDS_GONE, type BulkAction } from '@keel/shared/bulk-actions';
import { csvLine } from '@keel/shared/csv';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import { recordAudit } from '../platform/audit/audit.service';

/** One list's table as bulk actions see it. */
export interface BulkTable {
  table: 'contacts' | 'companies' | 'jobs' | 'applicants';
  idColumn: string;
  entityType: string;
  updated: AuditActionType;
  /** SQL of the record's name for the audit entry. */
  label: string;
  /** The table keeps the saver's name too (contacts: last_modified_by). */
  keepsSaverName?: boolean;
  /** Columns of the selection export, in order (docs/product/data-import-export.md#csv-export: no ids, no created/updated stamps). */
  exportColumns: readonly string[];
  /** The selection export's headers, when they are not the column names (contacts: the names their import matches). */
  exportHeaders?: readonly string[];
}

export const recordsGone = () => new AppError('NOT_FOUND', BULK_RECORDS_GONE);

/**
 * Locks the selected rows; every one must exist (404, nothing changed, otherwise). Returns them with
 * their name, tags and rep.
 */
async function lockSelection(trx: Kysely<Database>, t: BulkTable, ids: string[]) {
  const { rows } = await sql<{ id: string; label: string; tags: string[]; rep: string | null }>`
    select ${sql.ref(t.idColumn)} as id, ${sql.raw(t.label)} as label, tags,
      ${t.table === 'contacts' ? sql.ref('assigned_sales_rep_id') : sql`null`} as rep
    from ${sql.table(t.table)} where ${sql.ref(t.idColumn)} = any(${ids}::uuid[]) order by 1 for update`.execute(trx);
  if (rows.length !== ids.length) throw recordsGone();
  return rows;
}

type UpdateAction = Exclude<BulkAction, { action: 'delete' }>;

/**
 * Adds or removes a tag, or assigns a sales rep, on every selected record in one transaction: each
 * record that actually changes gets a new version (decision 0016) and its own audit entry.
 */
export async function bulkUpdate(db: Kysely<Database>, user: SessionUser, t: BulkTable, action: UpdateAction): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, t, action.ids);
    const changing = rows.filter((r) =>
      action.action === 'addTag'
        ? !r.tags.includes(action.tag)
        : action.action === 'removeTag'
          ? r.tags.includes(action.tag)
          : r.rep !== action.salesRepId,
    );
    if (changing.length === 0) return [];
    const set =
      action.action === 'addTag'
        ? sql`tags = array_append(tags, ${action.tag}::text)`
        : action.action === 'removeTag'
          ? sql`tags = array_remove(tags, ${action.tag}::text)`
          : sql`assigned_sales_rep_id = ${action.salesRepId}`;
    const saverName = t.keepsSaverName ? sql`, last_modified_by = ${user.fullName}` : sql``;
    const changed = changing.map((r) => r.id);
    await sql`update ${sql.table(t.table)} set ${set}, version = version + 1, last_modified_by_user_id = ${user.id}${saverName}
      where ${sql.ref(t.idColumn)} = any(${changed}::uuid[])`.execute(trx);
    const field = action.action === 'assignSalesRep' ? 'assigned_sales_rep_id' : 'tags';
    for (const r of changing) {
      const after =
        action.action === 'addTag'
          ? [...r.tags, action.tag]
          : action.action === 'removeTag'
            ? r.tags.filter((x) => x !== action.tag)
            : action.salesRepId;
      await recordAudit(trx, {
        actionType: t.updated,
        user,
        entityType: t.entityType,
        entityId: r.id,
        details: { name: r.label, bulk: true, changes: { [field]: { from: field === 'tags' ? r.tags : r.rep, to: after } } },
      });
    }
    return changed;
  });
}

/** The selected records as CSV (docs/product/data-import-export.md#csv-export conventions: arrays joined with semicolons), in the order of their names. */
export async function selectionCsv(db: Kysely<Database>, t: BulkTable, ids: string[]): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(t.exportColumns.map((c) => sql.ref(c)))} from ${sql.table(t.table)}
    where ${sql.ref(t.idColumn)} = any(${ids}::uuid[]) order by ${sql.raw(t.label)}, ${sql.ref(t.idColumn)}`.execute(db);
  if (rows.length !== ids.length) throw recordsGone();
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  return csvLine(t.exportHeaders ?? t.exportColumns) + rows.map((row) => csvLine(t.exportColumns.map((c) => text(row[c])))).join('');
}
