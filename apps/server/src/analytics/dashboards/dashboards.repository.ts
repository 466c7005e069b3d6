import type { Kysely } from 'kysely';
import type { Database, DashboardLayoutItem, DashboardWidget, DashboardUpdate, NewDashboard } from '../../db/types';

const columns = [
  'd.id',
  'd.owner_id',
  'd.name',
  'd.layout',
  'd.widgets',
  'd.is_default',
  'd.is_favorite',
  'd.created_at',
  'd.updated_at',
  'u.full_name as owner_name',
] as const;

export interface DashboardRow {
  id: string;
  owner_id: string;
  name: string;
  layout: DashboardLayoutItem[];
  widgets: Record<string, DashboardWidget>;
  is_default: boolean;
  is_favorite: boolean;
  created_at: Date;
  updated_at: Date;
  owner_name: string;
}

/** One owner's dashboards, oldest first (the order they were created in). */
export async function listDashboardsByOwner(db: Kysely<Database>, ownerId: string): Promise<DashboardRow[]> {
  return db
    .selectFrom('dashboards as d')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .select(columns)
    .where('d.owner_id', '=', ownerId)
    .orderBy('d.created_at', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
}

/** The dashboard an owner sees first (docs/product/dashboards.md#choosing-a-dashboard): their default, otherwise their first. */
export async function findActiveDashboard(db: Kysely<Database>, ownerId: string): Promise<DashboardRow | undefined> {
  return db
    .selectFrom('dashboards as d')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .select(columns)
    .where('d.owner_id', '=', ownerId)
    .orderBy('d.is_default', 'desc')
    .orderBy('d.created_at', 'asc')
    .orderBy('d.id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** A dashboard by id; `forUpdate` locks its row until the transaction ends. */
export async function findDashboard(db: Kysely<Database>, id: string, { forUpdate = false } = {}): Promise<DashboardRow | undefined> {
  let query = db.selectFrom('dashboards as d').innerJoin('users as u', 'u.id', 'd.owner_id').select(columns).where('d.id', '=', id);
  if (forUpdate) query = query.forUpdate('d');
  return query.executeTakeFirst();
}

/**
 * Locks the owner's user row: every transaction that creates dashboards for one owner takes it
 * first, so two tabs opening the dashboard at once cannot both create the default.
 */
export async function lockOwner(db: Kysely<Database>, ownerId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function countDashboardsByOwner(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('dashboards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDashboard(db: Kysely<Database>, values: NewDashboard): Promise<void> {
  await db.insertInto('dashboards').values(values).execute();
}

export async function updateDashboard(db: Kysely<Database>, id: string, values: DashboardUpdate): Promise<void> {
  await db.updateTable('dashboards').set(values).where('id', '=', id).execute();
}

/** Clears the owner's default flag (before another dashboard takes it: one default per owner). */
export async function clearDefault(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.updateTable('dashboards').set({ is_default: false }).where('owner_id', '=', ownerId).where('is_default', '=', true).execute();
}

export async function deleteDashboard(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('dashboards').where('id', '=', id).execute();
}
