import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

export interface SkillRow {
  skill_id: string;
  name: string;
  synonyms: string[];
  consultants: number;
}

/** Every skill by name (case aside), with its synonyms in the order they were saved and how many consultants have it. */
export async function listSkillRows(db: Db, ids?: readonly string[]): Promise<SkillRow[]> {
  if (ids && ids.length === 0) return [];
  const { rows } = await sql<SkillRow>`
    select s.skill_id, s.name,
      coalesce((select array_agg(t.term order by lower(t.term)) from skill_terms t where t.skill_id = s.skill_id and not t.is_name), '{}') as synonyms,
      (select count(*)::int from consultant_skills c where c.skill_id = s.skill_id) as consultants
    from skills s
    ${ids ? sql`where s.skill_id = any(${sql.val(ids)}::uuid[])` : sql``}
    order by lower(s.name), s.skill_id`.execute(db);
  return rows;
}

export async function findSkillRow(db: Db, id: string): Promise<SkillRow | undefined> {
  if (!isRecordId(id)) return undefined;
  return (await listSkillRows(db, [id]))[0];
}

/** The skill a match key belongs to, by its name or one of its synonyms. */
export function findSkillByKey(db: Db, key: string) {
  return db
    .selectFrom('skill_terms as t')
    .innerJoin('skills as s', 's.skill_id', 't.skill_id')
    .select(['s.skill_id', 's.name', 't.term'])
    .where('t.term_key', '=', key)
    .executeTakeFirst();
}

/** The skills of many match keys at once, by key. */
export async function findSkillsByKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('skill_terms as t')
    .innerJoin('skills as s', 's.skill_id', 't.skill_id')
    .select(['t.term_key', 's.skill_id', 's.name'])
    .where('t.term_key', 'in', keys)
    .execute();
}

export function insertSkill(db: Db, name: string) {
  return db.insertInto('skills').values({ name }).returning(['skill_id']).executeTakeFirstOrThrow();
}

/** Locks a skill for an edit; undefined when there is none. */
export async function lockSkill(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('skills').select(['skill_id', 'name']).where('skill_id', '=', id).forUpdate().executeTakeFirst();
}

export async function renameSkill(db: Db, id: string, name: string): Promise<void> {
  await db
    .updateTable('skills')
    .set({ name, updated_at: sql`now()` })
    .where('skill_id', '=', id)
    .execute();
}

/** Replaces a skill's terms (its name and synonyms, each under its key); a key another skill holds fails with 23505. */
export async function replaceTerms(
  db: Db,
  id: string,
  terms: ReadonlyArray<{ key: string; term: string; isName: boolean }>,
): Promise<void> {
  await db.deleteFrom('skill_terms').where('skill_id', '=', id).execute();
  for (const t of terms)
    await db.insertInto('skill_terms').values({ term_key: t.key, skill_id: id, term: t.term, is_name: t.isName }).execute();
}

export async function deleteSkill(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('skills').where('skill_id', '=', id).returning(['name']).executeTakeFirst();
}
