import type { Insertable } from 'kysely';
import type { Board } from '@keel/shared/funnel-board';
import type { DealsTable } from '../../db/types';
import type { TestApp } from '../../test/test-app';

/** The board as a signed-in caller sees it. */
export async function getBoard(t: TestApp, cookie: string, limit?: number): Promise<Board> {
  const res = await t.request({ method: 'GET', url: `/api/funnel/board${limit ? `?limit=${limit}` : ''}`, cookie });
  if (res.statusCode !== 200) throw new Error(`board: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Stage ids by title. */
export async function stageIds(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.database.db.selectFrom('pipeline_stages').select(['id', 'title']).execute();
  return Object.fromEntries(rows.map((r) => [r.title, r.id]));
}

/** Inserts deals straight into the table (fixtures), returning their ids in insertion order. */
export async function insertDeals(
  t: TestApp,
  stageId: string,
  count: number,
  extra: Partial<Insertable<DealsTable>> = {},
  firstPosition = 0,
): Promise<string[]> {
  const rows = await t.database.db
    .insertInto('deals')
    .values(
      Array.from({ length: count }, (_, i) => ({
        stage_id: stageId,
        name: `Deal ${i + 1}`,
        position: firstPosition + i * 1024,
        deal_value: 100,
        ...extra,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Card ids of a column in board order, read straight from the table. */
export async function columnOrder(t: TestApp, stageId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('deals')
    .select('id')
    .where('stage_id', '=', stageId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function auditCount(t: TestApp, actionType: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action_type', '=', actionType as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A snapshot of everything the funnel stores, to prove a refused request changed nothing. */
export async function funnelSnapshot(t: TestApp) {
  const db = t.database.db;
  const [stages, deals, audit] = await Promise.all([
    db.selectFrom('pipeline_stages').selectAll().orderBy('id').execute(),
    db.selectFrom('deals').selectAll().orderBy('id').execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { stages, deals, audit: audit.n };
}
