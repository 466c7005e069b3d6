import { type Kysely, sql } from 'kysely';
import type { StoredCompetency } from '@keel/shared/interview-kits';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

/** A jsonb array column takes its JSON text. */
const json = (competencies: readonly StoredCompetency[]) => JSON.stringify(competencies);

export function listTemplateRows(db: Db) {
  return db
    .selectFrom('interview_kit_templates')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('template_id')
    .execute();
}

export async function findTemplateRow(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('interview_kit_templates').selectAll().where('template_id', '=', id).executeTakeFirst();
}

export function insertTemplate(db: Db, name: string, competencies: readonly StoredCompetency[]) {
  return db
    .insertInto('interview_kit_templates')
    .values({ name, competencies: json(competencies) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTemplate(db: Db, id: string, name: string, competencies: readonly StoredCompetency[]) {
  if (!isRecordId(id)) return undefined;
  return db
    .updateTable('interview_kit_templates')
    .set({ name, competencies: json(competencies), updated_at: sql`now()` })
    .where('template_id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTemplate(db: Db, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.deleteFrom('interview_kit_templates').where('template_id', '=', id).returning(['name']).executeTakeFirst();
}

/** A job's title (locked for the change of its kit); undefined when there is no such job. */
export async function lockJobForKit(db: Db, jobId: string) {
  if (!isRecordId(jobId)) return undefined;
  return db.selectFrom('jobs').select(['job_id', 'title']).where('job_id', '=', jobId).forUpdate().executeTakeFirst();
}

export async function jobExistsForKit(db: Db, jobId: string): Promise<boolean> {
  if (!isRecordId(jobId)) return false;
  return (await db.selectFrom('jobs').select('job_id').where('job_id', '=', jobId).executeTakeFirst()) !== undefined;
}

export async function findJobKit(db: Db, jobId: string) {
  if (!isRecordId(jobId)) return undefined;
  return db.selectFrom('job_interview_kits').select(['competencies']).where('job_id', '=', jobId).executeTakeFirst();
}

export async function upsertJobKit(db: Db, jobId: string, competencies: readonly StoredCompetency[]): Promise<void> {
  await db
    .insertInto('job_interview_kits')
    .values({ job_id: jobId, competencies: json(competencies) })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ competencies: json(competencies), updated_at: sql`now()` }))
    .execute();
}
