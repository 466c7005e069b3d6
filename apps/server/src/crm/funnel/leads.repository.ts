import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { StageOutcome } from '@keel/shared/deal-figures';
import type { Database, DealsTable } from '../../db/types';
import { POSITION_STEP } from './lead-position';
import type { DealRow } from './lead-mapping';

type Db = Kysely<Database>;
/** A stage as a lead's write needs it: where it goes and whether that closes the deal. */
export type StageRef = { id: string; title: string; outcome: StageOutcome };

/** A deal with its column's title; `lock` takes the row lock a write of this deal needs. */
export async function findDeal(db: Db, id: string, lock = false): Promise<DealRow | undefined> {
  return db
    .selectFrom('deals')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * A stage by id. `lock` serialises writes that place cards in this column (moves, creates,
 * renumbering): every such transaction locks the column first and the card second, so two of them
 * can never wait on each other in a cycle.
 */
export async function findStage(db: Db, id: string, lock = false): Promise<StageRef | undefined> {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'title', 'outcome'])
    .where('id', '=', id)
    .$if(lock, (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

export async function findFirstStage(db: Db, lock = false): Promise<StageRef | undefined> {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'title', 'outcome'])
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .$if(lock, (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

type Slot = { position: number; id: string };

/** A card of this column (other than `excludeId`), with its position. */
export async function findCardInStage(db: Db, stageId: string, id: string, excludeId: string): Promise<Slot | undefined> {
  if (id === excludeId) return undefined;
  return db.selectFrom('deals').select(['id', 'position']).where('stage_id', '=', stageId).where('id', '=', id).executeTakeFirst();
}

/** The card right after (or before) `slot` in the column, skipping `excludeId`. */
export async function findNeighbour(db: Db, stageId: string, slot: Slot, side: 'after' | 'before', excludeId: string) {
  const op = side === 'after' ? sql`>` : sql`<`;
  const dir = side === 'after' ? sql`asc` : sql`desc`;
  return db
    .selectFrom('deals')
    .select(['id', 'position'])
    .where('stage_id', '=', stageId)
    .where('id', '!=', excludeId)
    .where(sql<boolean>`(position, id) ${op} (${slot.position}::float8, ${slot.id}::uuid)`)
    .orderBy(sql`position ${dir}`)
    .orderBy(sql`id ${dir}`)
    .limit(1)
    .executeTakeFirst();
}

/** The first or last card of a column, skipping `excludeId`. */
export async function findEdgeCard(db: Db, stageId: string, edge: 'first' | 'last', excludeId: string | null) {
  const dir = edge === 'first' ? sql`asc` : sql`desc`;
  return db
    .selectFrom('deals')
    .select(['id', 'position'])
    .where('stage_id', '=', stageId)
    .$if(excludeId !== null, (qb) => qb.where('id', '!=', excludeId!))
    .orderBy(sql`position ${dir}`)
    .orderBy(sql`id ${dir}`)
    .limit(1)
    .executeTakeFirst();
}

/** Spaces a column's cards (but `excludeId`) evenly again, in their current order. Not a user edit: versions stay. */
export async function renumberColumn(db: Db, stageId: string, excludeId: string): Promise<void> {
  await sql`
    update deals set position = ordered.n * ${POSITION_STEP}::float8
    from (select id, row_number() over (order by position, id) as n from deals where stage_id = ${stageId}::uuid and id <> ${excludeId}::uuid) as ordered
    where deals.id = ordered.id`.execute(db);
}

export async function insertDeal(db: Db, values: Insertable<DealsTable>): Promise<DealRow> {
  return db.insertInto('deals').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `values` and bumps the version, only if the deal is still at `version`; undefined otherwise. */
export async function updateDealAtVersion(
  db: Db,
  id: string,
  version: number,
  values: Updateable<DealsTable>,
): Promise<DealRow | undefined> {
  return db
    .updateTable('deals')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDeal(db: Db, id: string): Promise<{ id: string; name: string; stage_id: string } | undefined> {
  return db.deleteFrom('deals').where('id', '=', id).returning(['id', 'name', 'stage_id']).executeTakeFirst();
}

/** Moves the deals' last contact date forward to `day` (never back); how many moved. */
export async function moveDealsLastContactDate(db: Db, ids: readonly string[], day: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('deals')
    .set({ last_contact_date: day, version: sql<number>`version + 1` })
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('last_contact_date', 'is', null), eb('last_contact_date', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The contacts these deals list. */
export async function contactIdsOfDeals(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('deals')
    .select('contact_ids')
    .where('id', 'in', [...ids])
    .execute();
  return rows.flatMap((r) => r.contact_ids);
}

/** A merged-away contact as the deals copied it, and the survivor that replaces it. */
export interface ContactCopy {
  firstName: string;
  lastName: string;
  email: string | null;
}

/**
 * The deals listing `survivorId` that still carry the merged-away contact's name or e-mail (their
 * contact person, e-mails, and the name an inquiry gave the deal) carry the survivor's instead.
 */
export async function replaceContactCopies(db: Db, survivorId: string, from: ContactCopy, to: ContactCopy): Promise<number> {
  const fromName = `${from.firstName} ${from.lastName}`.trim();
  const toName = `${to.firstName} ${to.lastName}`.trim();
  const samePerson = sql<boolean>`(lower(coalesce(first_name, '')) = lower(${from.firstName}) and lower(coalesce(last_name, '')) = lower(${from.lastName}))`;
  const sameMail = (column: 'email' | 'work_email') =>
    sql<boolean>`(${from.email}::text is not null and lower(${sql.ref(column)}) = lower(${from.email}))`;
  const inquiryName = sql<boolean>`(name = ${fromName} or name = ${`${fromName} Inquiry`})`;
  const result = await db
    .updateTable('deals')
    .set({
      first_name: sql`case when ${samePerson} then ${to.firstName} else first_name end`,
      last_name: sql`case when ${samePerson} then ${to.lastName} else last_name end`,
      email: sql`case when ${sameMail('email')} then ${to.email} else email end`,
      work_email: sql`case when ${sameMail('work_email')} then ${to.email} else work_email end`,
      name: sql`case when name = ${fromName} then ${toName} when name = ${`${fromName} Inquiry`} then ${`${toName} Inquiry`} else name end`,
      version: sql<number>`version + 1`,
    })
    .where(sql<boolean>`${survivorId}::uuid = any(contact_ids)`)
    .where(sql<boolean>`(${samePerson} or ${sameMail('email')} or ${sameMail('work_email')} or ${inquiryName})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deals written as given, in one statement (the demo seed's, decision 0110). */
export async function insertDealRows(db: Kysely<Database>, rows: Insertable<DealsTable>[]): Promise<void> {
  await db.insertInto('deals').values(rows).execute();
}
