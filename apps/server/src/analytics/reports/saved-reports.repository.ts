import { type Kysely, sql } from 'kysely';
import { RATE_REPORT_FIELDS, RECRUITMENT_REPORT_RECORDS } from '@keel/shared/report-catalogue';
import type { ErasedPerson } from '@keel/shared/privacy';
import type { SavedReportValues } from '@keel/shared/reports';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';
import { readsRecruitment } from '../../lib/recruitment-readers';

/**
 * Saved reports are looked up with the viewer: a report is visible when it is shared or the
 * viewer's own; another user's private report does not exist for anyone else. A report over jobs
 * or applicants does not exist for a viewer who may not read them, shared or not (no side door to
 * applicants' names and e-mails through a report or a dashboard widget pinned from one). A report
 * by a rate field (a demand's target day rate, revenue at risk) does not exist for anyone but admins
 * and sales reps (decision 0108).
 */
function visible(db: Kysely<Database>, viewerId: string) {
  return db
    .selectFrom('saved_reports as sr')
    .leftJoin('users as u', 'u.id', 'sr.owner_id')
    .select([
      'sr.id',
      'sr.name',
      'sr.shared',
      'sr.owner_id',
      'u.full_name as owner_name',
      'sr.definition',
      'sr.created_at',
      'sr.updated_at',
    ])
    .where((eb) => eb.or([eb('sr.shared', '=', true), eb('sr.owner_id', '=', viewerId)]))
    .where((eb) =>
      eb.or([eb(sql<string>`sr.definition->>'records'`, 'not in', [...RECRUITMENT_REPORT_RECORDS]), readsRecruitment(viewerId)]),
    )
    .where((eb) => eb.or([eb.not(usesRateFields), readsRates(viewerId)]));
}

/** Whether this member sees rates as their role is now: admins and sales reps (decision 0087). */
const readsRates = (userId: string) =>
  sql<boolean>`exists (select 1 from users v where v.id = ${userId} and v.role in ('admin', 'sales_rep'))`;

/** Whether a stored definition groups, measures or filters by a rate field (decision 0108). */
const usesRateFields = sql<boolean>`(${sql.join(
  Object.entries(RATE_REPORT_FIELDS).map(([records, fields]) => {
    const names = sql.join((fields ?? []).map((f) => sql.lit(f)));
    return sql`(sr.definition->>'records' = ${sql.lit(records)} and (sr.definition->'group'->>'field' in (${names})
      or sr.definition->'measure'->>'field' in (${names})
      or exists (select 1 from jsonb_array_elements(sr.definition->'filters') as f where f->>'field' in (${names}))))`;
  }),
  sql` or `,
)})`;

/** Whether a member sees rates (for a report definition kept outside saved reports, e.g. in a widget). */
export async function mayReadRates(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectNoFrom(readsRates(userId).as('may')).executeTakeFirstOrThrow();
  return row.may === true;
}

/** Whether a member may read jobs and applicants (for a report definition kept outside saved reports, e.g. in a widget). */
export async function mayReadRecruitmentRecords(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectNoFrom(readsRecruitment(userId).as('may')).executeTakeFirstOrThrow();
  return row.may === true;
}

export function listVisibleReports(db: Kysely<Database>, viewerId: string) {
  return visible(db, viewerId)
    .orderBy(sql`lower(sr.name)`)
    .orderBy('sr.id')
    .execute();
}

export async function findVisibleReport(db: Kysely<Database>, viewerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return visible(db, viewerId).where('sr.id', '=', id).executeTakeFirst();
}

export type SavedReportRow = NonNullable<Awaited<ReturnType<typeof findVisibleReport>>>;

export async function insertReport(db: Kysely<Database>, ownerId: string, v: SavedReportValues) {
  const row = await db
    .insertInto('saved_reports')
    .values({ owner_id: ownerId, name: v.name, shared: v.shared, definition: JSON.stringify(v.definition) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a report the viewer can see; undefined when there is none. */
export async function updateVisibleReport(db: Kysely<Database>, viewerId: string, id: string, v: SavedReportValues) {
  if (!isRecordId(id)) return undefined;
  return db
    .updateTable('saved_reports')
    .set({ name: v.name, shared: v.shared, definition: JSON.stringify(v.definition), updated_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('shared', '=', true), eb('owner_id', '=', viewerId)]))
    .returning('id')
    .executeTakeFirst();
}

export async function deleteVisibleReport(db: Kysely<Database>, viewerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .deleteFrom('saved_reports')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('shared', '=', true), eb('owner_id', '=', viewerId)]))
    .returning('id')
    .executeTakeFirst();
}

/**
 * An erase's step (decisions 0070, 0110): saved reports that search for the person have each match
 * of their pattern replaced (JSON rewritten as text).
 */
export async function eraseFromSavedReports(trx: Kysely<Database>, { pattern: p, mark: m }: ErasedPerson): Promise<void> {
  if (!p) return;
  await sql`UPDATE saved_reports SET definition = regexp_replace(definition::text, ${p}, ${m}, 'gi')::jsonb WHERE definition::text ~* ${p}`.execute(
    trx,
  );
}
