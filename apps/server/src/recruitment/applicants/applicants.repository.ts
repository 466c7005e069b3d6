import { type Expression, type Kysely, sql } from 'kysely';
import { APPLICANT_FIELDS, type ApplicantSort } from '@keel/shared/applicants';
import { filterDefinitions, sortDefinitions } from '@keel/shared/fields/field-registry';
import type { ListQuery } from '@keel/shared/lists';
import type { ApplicantUpdate, Database, NewApplicant } from '../../db/types';
import { type FilterColumn, runList, searchFilter } from '../../lib/list-query';
import { isRecordId } from '../../lib/record-id';
import { nextVersion } from '../../lib/record-version';

const column = (name: string) => sql.ref(`applicants.${name}`);
const SORTS = sortDefinitions(APPLICANT_FIELDS);

/** The registry's sorts (decision 0043); each has a matching (expression, applicant_id) index (migrations 0001, 0008 and 0021; unscreened applicants last either way). */
const SORT_COLUMNS: Record<string, Expression<unknown>> = Object.fromEntries(
  SORTS.map((s) => [s.key, s.caseInsensitive ? sql`lower(${column(s.column)})` : column(s.column)]),
);
const BLANK_SORTS = SORTS.filter((s) => s.blanks).map((s) => s.key as ApplicantSort);

/** The columns of APPLICANT_FILTERS (the registry's). */
const FILTER_COLUMNS: Record<string, FilterColumn> = Object.fromEntries(
  filterDefinitions(APPLICANT_FIELDS).map((f) => [f.key, column(f.column)]),
);

/** One page of the applicants list (docs/product/recruitment.md#applicants), searched over every field (docs/product/validation.md#list-search). */
export function listApplicants(db: Kysely<Database>, query: ListQuery<ApplicantSort>) {
  const base = db.selectFrom('applicants').$if(query.q !== '', (qb) => qb.where(searchFilter('applicants.search_text', query.q)));
  return runList(
    db,
    base,
    (qb) =>
      qb.select((eb) => [
        'applicants.applicant_id',
        'applicants.first_name',
        'applicants.last_name',
        'applicants.email',
        'applicants.phone',
        'applicants.status',
        'applicants.date_added',
        'applicants.ats_score',
        // Only the page's rows look their job up (by primary key), not every match.
        eb.selectFrom('jobs').select('jobs.title').whereRef('jobs.job_id', '=', 'applicants.job_id').as('job_title'),
      ]),
    query,
    { sortColumns: SORT_COLUMNS, idColumn: 'applicants.applicant_id', filterColumns: FILTER_COLUMNS, blankSorts: BLANK_SORTS },
  );
}

/** An applicant with the title and keywords of the job it is linked to. */
export async function findApplicant(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('applicants')
    .leftJoin('jobs', 'jobs.job_id', 'applicants.job_id')
    .selectAll('applicants')
    .select(['jobs.title as job_title', 'jobs.ats_keywords as job_ats_keywords'])
    .where('applicants.applicant_id', '=', id)
    .executeTakeFirst();
}

/** Locks the row for the rest of the transaction (so the audit's "before" is the truth). */
export async function lockApplicant(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('applicants').selectAll().where('applicant_id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertApplicant(db: Kysely<Database>, values: NewApplicant) {
  return db.insertInto('applicants').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `edit`: a user's edit of the form's fields, which is the applicant's next version (decision 0016). */
export async function updateApplicant(db: Kysely<Database>, id: string, values: ApplicantUpdate, options: { edit?: boolean } = {}) {
  return db
    .updateTable('applicants')
    .set({ ...values, ...(options.edit ? { version: nextVersion() } : {}) })
    .where('applicant_id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteApplicant(db: Kysely<Database>, id: string) {
  return db
    .deleteFrom('applicants')
    .where('applicant_id', '=', id)
    .returning(['applicant_id', 'first_name', 'last_name', 'email', 'resume_file_path'])
    .executeTakeFirst();
}

/** The applicant with this e-mail (case-insensitive; the oldest if several), locked for the caller's transaction. */
export async function lockApplicantByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('applicants')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('date_added')
    .orderBy('applicant_id')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Unlinks a job's applicants and clears their screenings (a score against a posting that no
 * longer exists means nothing); returns which they were (id and name), for the audit entry. It
 * changes a field of their form, so it is their new version (an applicant form open meanwhile gets
 * a 409, decision 0016). Called by the job's deletion, in its transaction (decision 0110).
 */
export async function unlinkApplicantsFromJob(
  db: Kysely<Database>,
  jobId: string,
  userId: string,
): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .updateTable('applicants')
    .set({
      job_id: null,
      ats_score: null,
      ats_keywords_matched: [],
      ats_last_screened: null,
      last_modified_by_user_id: userId,
      version: nextVersion(),
    })
    .where('job_id', '=', jobId)
    .returning(['applicant_id as id', sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name')])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
