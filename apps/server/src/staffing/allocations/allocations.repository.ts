import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

export function insertProposal(
  db: Db,
  values: { demand_id: string; consultant_id: string; starts_on: string; ends_on: string; allocation_pct: number },
  actorId: string,
) {
  return db
    .insertInto('staffing_allocations')
    .values({ ...values, status: 'proposed', proposed_by_user_id: actorId })
    .returning(['allocation_id'])
    .executeTakeFirstOrThrow();
}

/** An allocation of this demand, locked for its confirmation, withdrawal or end; undefined when there is none. */
export function lockAllocation(db: Db, demandId: string, id: string) {
  if (!isRecordId(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('staffing_allocations')
    .select(['allocation_id', 'consultant_id', 'status', 'starts_on', 'ends_on', 'allocation_pct'])
    .where('demand_id', '=', demandId)
    .where('allocation_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the consultant's row: every confirmation of one consultant takes it before it counts their
 * load, so two simultaneous confirmations queue and the second counts the first (decision 0093).
 */
export async function lockConsultantLoad(db: Db, consultantId: string): Promise<void> {
  await db.selectFrom('consultants').select('consultant_id').where('consultant_id', '=', consultantId).forNoKeyUpdate().execute();
}

export async function confirmAllocationRow(
  db: Db,
  id: string,
  values: { starts_on: string; ends_on: string; allocation_pct: number },
  actorId: string,
): Promise<void> {
  await db
    .updateTable('staffing_allocations')
    .set({ ...values, status: 'confirmed', confirmed_at: sql`now()`, confirmed_by_user_id: actorId })
    .where('allocation_id', '=', id)
    .execute();
}

/**
 * The days from `from` to `to` on which a consultant's confirmed allocations add up to more than
 * 100 %, and the highest load: a running sum over the steps where an allocation starts or ends.
 */
export async function overload(db: Db, consultantId: string, from: string, to: string): Promise<{ days: number; peak: number }> {
  const { rows } = await sql<{ days: number | null; peak: number | null }>`
    WITH spans AS (
      SELECT greatest(starts_on, ${from}::date) AS s, least(ends_on, ${to}::date) + 1 AS e, allocation_pct AS w
      FROM staffing_allocations
      WHERE consultant_id = ${consultantId} AND status = 'confirmed' AND starts_on <= ${to}::date AND ends_on >= ${from}::date
    ),
    steps AS (SELECT at, sum(w) AS dw FROM (SELECT s AS at, w FROM spans UNION ALL SELECT e, -w FROM spans) x GROUP BY at),
    loads AS (SELECT at, lead(at) OVER (ORDER BY at) AS next, sum(dw) OVER (ORDER BY at) AS load FROM steps)
    SELECT sum(next - at) FILTER (WHERE load > 100)::int AS days, max(load)::int AS peak FROM loads WHERE next IS NOT NULL`.execute(db);
  return { days: rows[0]?.days ?? 0, peak: rows[0]?.peak ?? 0 };
}

export function allocationRow(db: Db, id: string) {
  return db
    .selectFrom('staffing_allocations as a')
    .innerJoin('consultants as k', 'k.consultant_id', 'a.consultant_id')
    .select([
      'a.allocation_id',
      'a.demand_id',
      'a.consultant_id',
      'k.full_name as consultant_name',
      'a.status',
      'a.starts_on',
      'a.ends_on',
      'a.allocation_pct',
    ])
    .where('a.allocation_id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function deleteAllocationRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staffing_allocations').where('allocation_id', '=', id).execute();
}

export async function shortenAllocation(db: Db, id: string, lastDay: string): Promise<void> {
  await db.updateTable('staffing_allocations').set({ ends_on: lastDay }).where('allocation_id', '=', id).execute();
}

export async function extendAllocationRow(db: Db, id: string, values: { ends_on: string; allocation_pct: number }): Promise<void> {
  await db.updateTable('staffing_allocations').set(values).where('allocation_id', '=', id).execute();
}
