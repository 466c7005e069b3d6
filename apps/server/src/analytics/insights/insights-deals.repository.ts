import { type Kysely, sql } from 'kysely';
import { CLOSED_STAGE_TITLES } from '@keel/shared/insights';
import type { Database } from '../../db/types';

const dealValue = sql<string>`coalesce(d.deal_value, d.amount)`;

/** Deals still in play: not in Closed Won or Closed Lost. */
function openDeals(db: Kysely<Database>) {
  return db
    .selectFrom('deals as d')
    .innerJoin('pipeline_stages as s', 's.id', 'd.stage_id')
    .where('s.title', 'not in', [...CLOSED_STAGE_TITLES]);
}

/** Count and total value of the open deals. */
export async function openDealTotals(db: Kysely<Database>) {
  return openDeals(db)
    .select((eb) => [eb.fn.countAll<string>().as('deals'), sql<string>`coalesce(sum(${dealValue}), 0)`.as('value')])
    .executeTakeFirstOrThrow();
}

/** Every funnel column in order with its deal count and value (empty columns included). */
export async function dealsPerStage(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_stages as s')
    .leftJoin('deals as d', 'd.stage_id', 's.id')
    .select((eb) => [
      's.id',
      's.title',
      's.color',
      's.position',
      eb.fn.count<string>('d.id').as('deals'),
      sql<string>`coalesce(sum(${dealValue}), 0)`.as('value'),
    ])
    .groupBy(['s.id', 's.title', 's.color', 's.position'])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

/** The most recently changed deals that carry meeting notes. */
export async function latestMeetingNotes(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('deals as d')
    .innerJoin('pipeline_stages as s', 's.id', 'd.stage_id')
    .select(['d.id', 'd.name', 'd.company', 'd.meeting_notes', 'd.updated_at', 's.title as stage'])
    .where(sql<boolean>`btrim(coalesce(d.meeting_notes, '')) <> ''`)
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

const nextContactColumns = [
  'd.id',
  'd.name',
  'd.first_name',
  'd.last_name',
  'd.company',
  'd.assigned_sales_rep',
  'd.next_contact_date',
  's.title as stage',
  's.color as stage_color',
] as const;

/** Open deals with a next contact date, soonest (or most overdue) first. */
export async function dealsByNextContact(db: Kysely<Database>, limit: number) {
  return openDeals(db)
    .select(nextContactColumns)
    .where('d.next_contact_date', 'is not', null)
    .orderBy('d.next_contact_date')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}
