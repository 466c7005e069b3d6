import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Deals still in play: in an open stage (decision 0060). */
function openDeals(db: Kysely<Database>) {
  return db.selectFrom('deals as d').innerJoin('pipeline_stages as s', 's.id', 'd.stage_id').where('s.outcome', '=', 'open');
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
