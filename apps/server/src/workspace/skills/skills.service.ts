import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type ResolvedSkill,
  type Skill,
  SKILL_IN_USE,
  SKILL_NOT_FOUND,
  type SkillRef,
  type SkillValues,
  skillKey,
  termTakenMessage,
} from '@keel/shared/skills';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import {
  deleteSkill,
  findSkillByKey,
  findSkillRow,
  findSkillsByKeys,
  insertSkill,
  listSkillRows,
  lockSkill,
  renameSkill,
  replaceTerms,
} from './skills.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName'>;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

export async function listSkills(db: Db): Promise<Skill[]> {
  return listSkillRows(db);
}

/** The skills of these ids that exist, by name. */
export async function skillsByIds(db: Db, ids: readonly string[]): Promise<SkillRef[]> {
  return (await listSkillRows(db, ids)).map(({ skill_id, name }) => ({ skill_id, name }));
}

/**
 * The skill a text names (decision 0087): its name or one of its synonyms, case, spaces and
 * punctuation aside ("react.JS" is React). Undefined when no skill has it. Jobs' keywords,
 * applicants' parsed skills and interview competencies resolve through this (decision 0087).
 */
export async function resolveSkill(db: Db, text: string): Promise<SkillRef | undefined> {
  const key = skillKey(text);
  if (key === '') return undefined;
  const row = await findSkillByKey(db, key);
  return row ? { skill_id: row.skill_id, name: row.name } : undefined;
}

/** Many texts at once (a resume's skills, a job's keywords): each text with its skill or null, in order. */
export async function resolveSkills(db: Db, texts: readonly string[]): Promise<ResolvedSkill[]> {
  const keys = [...new Set(texts.map(skillKey).filter((k) => k !== ''))];
  const byKey = new Map((await findSkillsByKeys(db, keys)).map((r) => [r.term_key, { skill_id: r.skill_id, name: r.name }]));
  return texts.map((text) => ({ text, skill: byKey.get(skillKey(text)) ?? null }));
}

/** 409 naming the skill that already has one of these terms (another skill's name or synonym). */
async function refuseTakenTerms(db: Db, values: SkillValues, ownId?: string): Promise<void> {
  const terms = [values.name, ...values.synonyms];
  const holders = new Map((await findSkillsByKeys(db, terms.map(skillKey))).map((r) => [r.term_key, r]));
  for (const term of terms) {
    const holder = holders.get(skillKey(term));
    if (holder && holder.skill_id !== ownId) throw conflict(termTakenMessage(term, holder.name));
  }
}

const termsOf = (values: SkillValues) => [
  { key: skillKey(values.name), term: values.name, isName: true },
  ...values.synonyms.map((term) => ({ key: skillKey(term), term, isName: false })),
];

/** A term taken in a race between the check and the insert is still a 409. */
async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('A name or synonym of this skill is already used by another skill.');
    throw error;
  }
}

export async function createSkill(db: Db, user: Actor, values: SkillValues): Promise<Skill> {
  const id = await unique(() =>
    db.transaction().execute(async (trx) => {
      await refuseTakenTerms(trx, values);
      const { skill_id } = await insertSkill(trx, values.name);
      await replaceTerms(trx, skill_id, termsOf(values));
      await recordAudit(trx, { actionType: 'SKILL_SAVED', user, details: { name: values.name, synonyms: values.synonyms } });
      return skill_id;
    }),
  );
  return (await findSkillRow(db, id))!;
}

export async function saveSkill(db: Db, user: Actor, id: string, values: SkillValues): Promise<Skill> {
  await unique(() =>
    db.transaction().execute(async (trx) => {
      if (!(await lockSkill(trx, id))) throw notFound(SKILL_NOT_FOUND);
      await refuseTakenTerms(trx, values, id);
      await renameSkill(trx, id, values.name);
      await replaceTerms(trx, id, termsOf(values));
      await recordAudit(trx, { actionType: 'SKILL_SAVED', user, details: { name: values.name, synonyms: values.synonyms } });
    }),
  );
  return (await findSkillRow(db, id))!;
}

/** A skill given to a consultant cannot be deleted (409): it would silently drop from their record. */
export async function removeSkill(db: Db, user: Actor, id: string): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await lockSkill(trx, id);
      if ((await findSkillRow(trx, id))?.consultants) throw conflict(SKILL_IN_USE);
      const row = await deleteSkill(trx, id);
      if (!row) throw notFound(SKILL_NOT_FOUND);
      await recordAudit(trx, { actionType: 'SKILL_DELETED', user, details: { name: row.name } });
    });
  } catch (error) {
    // 23503 foreign key, 23001 restrict: a consultant was given the skill meanwhile.
    if (['23503', '23001'].includes(sqlState(error) ?? '')) throw conflict(SKILL_IN_USE);
    throw error;
  }
}
