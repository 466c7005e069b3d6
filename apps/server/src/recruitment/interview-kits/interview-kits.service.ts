import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Competency,
  COMPETENCY_SKILL_UNKNOWN_MESSAGE,
  type InterviewKit,
  type InterviewKitValues,
  KIT_TEMPLATE_NAME_TAKEN,
  KIT_TEMPLATE_NOT_FOUND,
  type KitTemplate,
  type KitTemplateValues,
  type StoredCompetency,
} from '@keel/shared/interview-kits';
import { JOB_NOT_FOUND } from '@keel/shared/jobs';
import type { Database } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { skillsByIds } from '../../workspace/skills/skills.service';
import { recordAudit } from '../../platform/audit/audit.service';
import {
  deleteTemplate,
  findJobKit,
  findTemplateRow,
  insertTemplate,
  jobExistsForKit,
  listTemplateRows,
  lockJobForKit,
  updateTemplate,
  upsertJobKit,
} from './interview-kits.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName'>;
type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplateRow>>>;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/** A write whose template name is already taken (case aside) is a 409. */
async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(KIT_TEMPLATE_NAME_TAKEN);
    throw error;
  }
}

/**
 * The competencies as saved: an id each (kept when `keep` has it, so scorecards that rated it still
 * add up after an edit; new otherwise — a template's copy gets its own), and the skill each rates
 * (decision 0109), which must be in the skills graph (400 otherwise).
 */
async function toStored(
  db: Db,
  competencies: InterviewKitValues['competencies'],
  keep: readonly StoredCompetency[] = [],
): Promise<StoredCompetency[]> {
  const known = new Set(keep.map((c) => c.id));
  const skillIds = competencies.flatMap((c) => (c.skill_id ? [c.skill_id] : []));
  const found = new Set((await skillsByIds(db, skillIds)).map((s) => s.skill_id));
  if (skillIds.some((id) => !found.has(id)))
    throw validationError(COMPETENCY_SKILL_UNKNOWN_MESSAGE, { competencies: COMPETENCY_SKILL_UNKNOWN_MESSAGE });
  return competencies.map((c) => ({
    id: c.id && known.has(c.id.toLowerCase()) ? c.id.toLowerCase() : randomUUID(),
    name: c.name,
    weight: c.weight,
    questions: c.questions,
    skill_id: c.skill_id,
  }));
}

/**
 * The competencies as answered: each with its skill's current name. A skill deleted since
 * (nothing keeps kits from it) leaves a free-text competency: both null.
 */
async function withSkillNames(db: Db, stored: readonly StoredCompetency[]): Promise<Competency[]> {
  const ids = stored.flatMap((c) => (c.skill_id ? [c.skill_id] : []));
  const names = new Map((ids.length ? await skillsByIds(db, ids) : []).map((s) => [s.skill_id, s.name]));
  return stored.map((c) => {
    const skill_name = (c.skill_id && names.get(c.skill_id)) || null;
    return { id: c.id, name: c.name, weight: c.weight, questions: c.questions, skill_id: skill_name ? c.skill_id! : null, skill_name };
  });
}

const toTemplate = async (db: Db, row: TemplateRow): Promise<KitTemplate> => ({
  template_id: row.template_id,
  name: row.name,
  competencies: await withSkillNames(db, row.competencies as StoredCompetency[]),
  updated_at: row.updated_at.toISOString(),
});

export async function listKitTemplates(db: Db): Promise<KitTemplate[]> {
  return Promise.all((await listTemplateRows(db)).map((row) => toTemplate(db, row)));
}

export async function createKitTemplate(db: Db, user: Actor, values: KitTemplateValues): Promise<KitTemplate> {
  return named(() =>
    db.transaction().execute(async (trx) => {
      const row = await insertTemplate(trx, values.name, await toStored(trx, values.competencies));
      await recordAudit(trx, { actionType: 'KIT_TEMPLATE_SAVED', user, details: { name: row.name } });
      return toTemplate(trx, row);
    }),
  );
}

export async function saveKitTemplate(db: Db, user: Actor, id: string, values: KitTemplateValues): Promise<KitTemplate> {
  return named(() =>
    db.transaction().execute(async (trx) => {
      const before = await findTemplateRow(trx, id);
      if (!before) throw notFound(KIT_TEMPLATE_NOT_FOUND);
      const row = await updateTemplate(
        trx,
        id,
        values.name,
        await toStored(trx, values.competencies, before.competencies as StoredCompetency[]),
      );
      if (!row) throw notFound(KIT_TEMPLATE_NOT_FOUND);
      await recordAudit(trx, { actionType: 'KIT_TEMPLATE_SAVED', user, details: { name: row.name } });
      return toTemplate(trx, row);
    }),
  );
}

/** Deleting a template leaves the kits started from it as they are (they are copies). */
export async function removeKitTemplate(db: Db, user: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await deleteTemplate(trx, id);
    if (!row) throw notFound(KIT_TEMPLATE_NOT_FOUND);
    await recordAudit(trx, { actionType: 'KIT_TEMPLATE_DELETED', user, details: { name: row.name } });
  });
}

/** A job's competencies as kept, in order; none when no kit has been set. */
export async function competenciesOfJob(db: Db, jobId: string): Promise<StoredCompetency[]> {
  return ((await findJobKit(db, jobId))?.competencies as StoredCompetency[] | undefined) ?? [];
}

export async function interviewKitOf(db: Db, jobId: string): Promise<InterviewKit> {
  if (!(await jobExistsForKit(db, jobId))) throw notFound(JOB_NOT_FOUND);
  return { job_id: jobId, competencies: await withSkillNames(db, await competenciesOfJob(db, jobId)) };
}

/** Sets a job's interview kit (audited on the job); a competency that keeps its id keeps its ratings. */
export async function saveInterviewKit(db: Db, user: Actor, jobId: string, values: InterviewKitValues): Promise<InterviewKit> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJobForKit(trx, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const competencies = await toStored(trx, values.competencies, await competenciesOfJob(trx, jobId));
    await upsertJobKit(trx, jobId, competencies);
    await recordAudit(trx, {
      actionType: 'INTERVIEW_KIT_UPDATED',
      user,
      entityType: 'job',
      entityId: jobId,
      details: { title: job.title, competencies: competencies.map((c) => c.name) },
    });
  });
  return interviewKitOf(db, jobId);
}
