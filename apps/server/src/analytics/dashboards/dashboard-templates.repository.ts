import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DashboardTemplatesTable } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;
export type TemplateRow = Selectable<DashboardTemplatesTable>;

export function insertTemplate(db: Db, values: Insertable<DashboardTemplatesTable>) {
  return db.insertInto('dashboard_templates').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The caller's own templates and every published one, by name. */
export function listVisibleTemplates(db: Db, userId: string) {
  return db
    .selectFrom('dashboard_templates')
    .selectAll()
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('is_published', '=', true)]))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findTemplate(db: Db, id: string, forUpdate = false) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('dashboard_templates')
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function setTemplatePublished(db: Db, id: string, isPublished: boolean) {
  return db
    .updateTable('dashboard_templates')
    .set({ is_published: isPublished, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteTemplate(db: Db, id: string) {
  return db.deleteFrom('dashboard_templates').where('id', '=', id).execute();
}
