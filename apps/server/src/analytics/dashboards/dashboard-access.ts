import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { roleFlags } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { type DashboardRow, findDashboard } from './dashboards.repository';
import { published } from '../../platform/live-updates/live-updates.publish';

export const DASHBOARD_NOT_FOUND = 'Dashboard not found.';
export const NOT_YOUR_DASHBOARD = 'Only the owner of this dashboard or an admin may do this.';

/** docs/product/roles-and-permissions.md#dashboard-ownership: a dashboard belongs to its owner; admins may read and edit any. */
export function mayAccess(actor: SessionUser, ownerId: string): boolean {
  return actor.id === ownerId || roleFlags(actor.role).isAdmin;
}

export function toDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    name: row.name,
    layout: row.layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
    widgets: row.widgets,
    isDefault: row.is_default,
    isFavorite: row.is_favorite,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toSummary(row: DashboardRow): DashboardSummary {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    isFavorite: row.is_favorite,
    ownerId: row.owner_id,
    updatedAt: row.updated_at.toISOString(),
    widgetCount: Object.keys(row.widgets).length,
  };
}

/** Loads a dashboard the actor may see: 404 when there is none, 403 when it is someone else's. */
export async function readableDashboard(db: Kysely<Database>, actor: SessionUser, id: string): Promise<DashboardRow> {
  const row = await findDashboard(db, id);
  if (!row) throw notFound(DASHBOARD_NOT_FOUND);
  if (!mayAccess(actor, row.owner_id)) throw forbidden(NOT_YOUR_DASHBOARD);
  return row;
}

/** Loads and locks (until the transaction ends) a dashboard the actor may change: 404 / 403 otherwise. */
export async function lockedDashboard(trx: Transaction<Database>, actor: SessionUser, id: string): Promise<DashboardRow> {
  const row = await findDashboard(trx, id, { forUpdate: true });
  if (!row) throw notFound(DASHBOARD_NOT_FOUND);
  if (!mayAccess(actor, row.owner_id)) throw forbidden(NOT_YOUR_DASHBOARD);
  return row;
}

/**
 * Runs one change to a dashboard in a transaction, with its row locked, after the permission
 * check; `change` writes the update and its audit entry with `trx`. Returns the dashboard after.
 */
export async function changeDashboard(
  db: Kysely<Database>,
  actor: SessionUser,
  id: string,
  change: (trx: Transaction<Database>, row: DashboardRow) => Promise<void>,
): Promise<Dashboard> {
  return db
    .transaction()
    .execute(async (trx) => {
      await change(trx, await lockedDashboard(trx, actor, id));
      return toDashboard((await findDashboard(trx, id))!);
    })
    .then(published(db, (dashboard) => ({ topic: 'dashboards', id, ownerId: dashboard.ownerId, by: actor.id })));
}

/** Who did it and, when an admin acts on someone else's dashboard, whose it is. */
export function auditDetails(actor: SessionUser, row: Pick<DashboardRow, 'owner_id' | 'name'>) {
  return { dashboardName: row.name, ...(row.owner_id !== actor.id ? { ownerId: row.owner_id } : {}) };
}
