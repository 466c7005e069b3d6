import { type Kysely, sql } from 'kysely';
import type { DemandRate, DemandValues } from '@keel/shared/demands';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

type Db = Kysely<Database>;
type Fields = Omit<DemandValues, 'skills' | 'rate'>;

const columns = [
  'd.demand_id',
  'd.deal_id',
  'd.role_title',
  'd.seniority',
  'd.starts_on',
  'd.ends_on',
  'd.allocation_pct',
  'd.remote',
  'd.city',
  'd.country',
  'd.target_day_rate',
  'd.rate_currency',
  'd.notes',
  'd.version',
  'd.created_at',
  'd.updated_at',
  'd.last_modified_by_user_id',
] as const;

/** A deal's demands by start date, then title; or one demand of a deal. */
export function demandRows(db: Db, dealId: string, demandId?: string) {
  return db
    .selectFrom('deal_demands as d')
    .leftJoin('users as m', 'm.id', 'd.last_modified_by_user_id')
    .leftJoin('jobs as j', 'j.job_id', 'd.job_id')
    .select([...columns, 'm.full_name as updated_by', 'j.job_id', 'j.title as job_title', 'j.status as job_status'])
    .where('d.deal_id', '=', dealId)
    .$if(demandId !== undefined, (q) => q.where('d.demand_id', '=', demandId!))
    .orderBy('d.starts_on')
    .orderBy(sql`lower(d.role_title)`)
    .orderBy('d.demand_id')
    .execute();
}

/** The skills these demands require, each list by minimum level (highest first), then name. */
export async function demandSkillsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('deal_demand_skills as x')
    .innerJoin('skills as s', 's.skill_id', 'x.skill_id')
    .select(['x.demand_id', 'x.skill_id', 's.name', 'x.min_level'])
    .where('x.demand_id', 'in', ids)
    .orderBy('x.min_level', 'desc')
    .orderBy(sql`lower(s.name)`)
    .execute();
}

/** Locks a demand of this deal for an edit (decision 0016); undefined when there is none. */
export async function lockDemand(db: Db, dealId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('deal_demands')
    .select(['demand_id', 'role_title', 'job_id', 'version', 'updated_at', 'last_modified_by_user_id'])
    .where('deal_id', '=', dealId)
    .where('demand_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const rateColumns = (rate: DemandRate) => ({
  target_day_rate: rate.target_day_rate === null ? null : String(rate.target_day_rate),
  rate_currency: rate.rate_currency,
});

export async function insertDemand(db: Db, dealId: string, fields: Fields, rate: DemandRate | undefined, actorId: string) {
  return db
    .insertInto('deal_demands')
    .values({
      ...fields,
      deal_id: dealId,
      ...(rate ? rateColumns(rate) : {}),
      created_by_user_id: actorId,
      last_modified_by_user_id: actorId,
    })
    .returning(['demand_id'])
    .executeTakeFirstOrThrow();
}

export async function updateDemand(db: Db, id: string, fields: Fields, rate: DemandRate | undefined, actorId: string) {
  await db
    .updateTable('deal_demands')
    .set({
      ...fields,
      ...(rate ? rateColumns(rate) : {}),
      version: nextVersion(),
      updated_at: sql`now()`,
      last_modified_by_user_id: actorId,
    })
    .where('demand_id', '=', id)
    .execute();
}

export async function replaceDemandSkills(db: Db, id: string, skills: DemandValues['skills']): Promise<void> {
  await db.deleteFrom('deal_demand_skills').where('demand_id', '=', id).execute();
  if (skills.length === 0) return;
  await db
    .insertInto('deal_demand_skills')
    .values(skills.map((s) => ({ demand_id: id, skill_id: s.skill_id.toLowerCase(), min_level: s.min_level })))
    .execute();
}

export async function deleteDemandRow(db: Db, dealId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .deleteFrom('deal_demands')
    .where('deal_id', '=', dealId)
    .where('demand_id', '=', id)
    .returning(['role_title'])
    .executeTakeFirst();
}

/** Links the job made from a demand (decision 0097). */
export async function linkDemandJob(db: Db, id: string, jobId: string): Promise<void> {
  await db.updateTable('deal_demands').set({ job_id: jobId }).where('demand_id', '=', id).execute();
}

/** The deal and demand a job was made from; undefined for any other job. */
export function demandOfJob(db: Db, jobId: string) {
  return db
    .selectFrom('deal_demands as d')
    .innerJoin('deals as l', 'l.id', 'd.deal_id')
    .select(['d.deal_id', 'l.name as deal_name', 'd.demand_id', 'd.role_title'])
    .where('d.job_id', '=', jobId)
    .executeTakeFirst();
}
