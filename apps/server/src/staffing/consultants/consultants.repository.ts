import { type Kysely, sql } from 'kysely';
import type { ConsultantListValues, ConsultantRates, ConsultantValues, Unavailability } from '@keel/shared/consultants';
import type { Database } from '../../db/types';
import { likePattern } from '../../lib/list-query';
import { isActiveUser } from '../../lib/active-users';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';
import { isoDay } from '../../lib/column-values';

type Db = Kysely<Database>;
type ListQuery = ConsultantListValues;
type Fields = Omit<ConsultantValues, 'skills' | 'unavailability' | 'rates'>;

/** The skills of these consultants, each list by level (highest first), then name. */
export async function skillsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('consultant_skills as c')
    .innerJoin('skills as s', 's.skill_id', 'c.skill_id')
    .select(['c.consultant_id', 'c.skill_id', 's.name', 'c.level', 'c.years'])
    .where('c.consultant_id', 'in', ids)
    .orderBy('c.level', 'desc')
    .orderBy(sql`lower(s.name)`)
    .execute();
}

export async function unavailabilityOf(db: Db, id: string): Promise<Unavailability[]> {
  const rows = await db
    .selectFrom('consultant_unavailability')
    .select(['unavailability_id', 'starts_on', 'ends_on', 'kind', 'note'])
    .where('consultant_id', '=', id)
    .orderBy('starts_on')
    .orderBy('ends_on')
    .execute();
  return rows.map((r) => ({ ...r, starts_on: isoDay(r.starts_on), ends_on: isoDay(r.ends_on), kind: r.kind as Unavailability['kind'] }));
}

/** One page of consultants: a search over name, title, city and skill names (names and synonyms), a skill filter, a sort. */
export async function listConsultantRows(db: Db, query: ListQuery) {
  let base = db.selectFrom('consultants as k');
  if (query.q) {
    const like = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(k.full_name)`, 'like', like),
        eb(sql`lower(coalesce(k.title, ''))`, 'like', like),
        eb(sql`lower(coalesce(k.city, ''))`, 'like', like),
        eb.exists(
          eb
            .selectFrom('consultant_skills as cs')
            .innerJoin('skill_terms as t', 't.skill_id', 'cs.skill_id')
            .select(sql`1`.as('one'))
            .whereRef('cs.consultant_id', '=', 'k.consultant_id')
            .where(sql`lower(t.term)`, 'like', like),
        ),
      ]),
    );
  }
  if (query.skill) {
    const skill = query.skill;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('consultant_skills as f')
          .select(sql`1`.as('one'))
          .whereRef('f.consultant_id', '=', 'k.consultant_id')
          .where('f.skill_id', '=', skill)
          .where('f.level', '>=', query.minLevel ?? 1),
      ),
    );
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const sortColumn =
    query.sort === 'updated_at' ? sql`k.updated_at` : query.sort === 'engagement' ? sql`k.engagement` : sql`lower(k.full_name)`;
  const rows = await base
    .select(['k.consultant_id', 'k.full_name', 'k.title', 'k.engagement', 'k.city', 'k.country', 'k.updated_at'])
    .orderBy(sortColumn, query.dir)
    .orderBy(sql`lower(k.full_name)`)
    .orderBy('k.consultant_id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total };
}

const recordColumns = [
  'k.consultant_id',
  'k.full_name',
  'k.email',
  'k.phone',
  'k.title',
  'k.engagement',
  'k.user_id',
  'k.city',
  'k.country',
  'k.time_zone',
  'k.notes',
  'k.day_rate',
  'k.cost_rate',
  'k.rate_currency',
  'k.version',
  'k.created_at',
  'k.updated_at',
  'k.last_modified_by_user_id',
  'k.applicant_id',
  'k.made_from_applicant_at',
  'k.resume_file_path',
] as const;

export async function findConsultantRow(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('consultants as k')
    .leftJoin('users as u', 'u.id', 'k.user_id')
    .leftJoin('users as m', 'm.id', 'k.last_modified_by_user_id')
    .leftJoin('applicants as a', 'a.applicant_id', 'k.applicant_id')
    .select([
      ...recordColumns,
      'u.full_name as user_name',
      'm.full_name as updated_by',
      sql<string | null>`a.first_name || ' ' || a.last_name`.as('applicant_name'),
    ])
    .where('k.consultant_id', '=', id)
    .executeTakeFirst();
}

/** Locks a consultant for an edit (decision 0016); undefined when there is none. */
export async function lockConsultant(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('consultants')
    .select(['consultant_id', 'full_name', 'version', 'updated_at', 'last_modified_by_user_id'])
    .where('consultant_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const rateColumns = (rates: ConsultantRates) => ({
  day_rate: rates.day_rate === null ? null : String(rates.day_rate),
  cost_rate: rates.cost_rate === null ? null : String(rates.cost_rate),
  rate_currency: rates.rate_currency,
});

export async function insertConsultant(db: Db, fields: Fields, rates: ConsultantRates | undefined, actorId: string) {
  return db
    .insertInto('consultants')
    .values({ ...fields, ...(rates ? rateColumns(rates) : {}), created_by_user_id: actorId, last_modified_by_user_id: actorId })
    .returning(['consultant_id'])
    .executeTakeFirstOrThrow();
}

export async function updateConsultant(db: Db, id: string, fields: Fields, rates: ConsultantRates | undefined, actorId: string) {
  await db
    .updateTable('consultants')
    .set({
      ...fields,
      ...(rates ? rateColumns(rates) : {}),
      version: nextVersion(),
      updated_at: sql`now()`,
      last_modified_by_user_id: actorId,
    })
    .where('consultant_id', '=', id)
    .execute();
}

export async function replaceSkills(db: Db, id: string, skills: ConsultantValues['skills']): Promise<void> {
  await db.deleteFrom('consultant_skills').where('consultant_id', '=', id).execute();
  if (skills.length === 0) return;
  await db
    .insertInto('consultant_skills')
    .values(
      skills.map((s) => ({ consultant_id: id, skill_id: s.skill_id, level: s.level, years: s.years === null ? null : String(s.years) })),
    )
    .execute();
}

export async function replaceUnavailability(db: Db, id: string, periods: ConsultantValues['unavailability']): Promise<void> {
  await db.deleteFrom('consultant_unavailability').where('consultant_id', '=', id).execute();
  if (periods.length === 0) return;
  await db
    .insertInto('consultant_unavailability')
    .values(periods.map((p) => ({ consultant_id: id, starts_on: p.starts_on, ends_on: p.ends_on, kind: p.kind, note: p.note })))
    .execute();
}

export async function deleteConsultantRow(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('consultants').where('consultant_id', '=', id).returning(['full_name']).executeTakeFirst();
}

/** The consultant linked to a team member, other than `except`. */
export function consultantOfMember(db: Db, userId: string, except?: string) {
  let q = db.selectFrom('consultants').select(['consultant_id']).where('user_id', '=', userId);
  if (except) q = q.where('consultant_id', '<>', except);
  return q.executeTakeFirst();
}

export async function memberExists(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Active team members by name, each with the consultant linked to them, if any. */
export function memberChoiceRows(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('consultants as k', 'k.user_id', 'users.id')
    .select(['users.id', 'users.full_name', 'users.email', 'k.consultant_id'])
    .where(isActiveUser)
    .orderBy(sql`lower(users.full_name)`)
    .orderBy('users.id')
    .execute();
}
