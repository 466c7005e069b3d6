import { type Kysely, sql } from 'kysely';

/**
 * The jobs and applicants lists sort text columns case-insensitively (lower(…)) and the ATS score
 * with unscreened applicants as the lowest (coalesce(ats_score, -1)), so best matches come first
 * in descending order. 0001 indexed the raw columns; these indexes match the sort expressions.
 */
const SORT_INDEXES: ReadonlyArray<[name: string, table: string, expression: string, pk: string, replaces: string]> = [
  ['jobs_sort_lower_title_idx', 'jobs', 'lower(title)', 'job_id', 'jobs_sort_title_idx'],
  ['jobs_sort_lower_department_idx', 'jobs', 'lower(department)', 'job_id', 'jobs_sort_department_idx'],
  ['jobs_sort_lower_location_idx', 'jobs', 'lower(location)', 'job_id', 'jobs_sort_location_idx'],
  ['applicants_sort_lower_last_name_idx', 'applicants', 'lower(last_name)', 'applicant_id', 'applicants_sort_last_name_idx'],
  ['applicants_sort_lower_first_name_idx', 'applicants', 'lower(first_name)', 'applicant_id', 'applicants_sort_first_name_idx'],
  ['applicants_sort_lower_email_idx', 'applicants', 'lower(email)', 'applicant_id', 'applicants_sort_email_idx'],
  ['applicants_sort_score_idx', 'applicants', 'coalesce(ats_score, -1)', 'applicant_id', 'applicants_sort_ats_score_idx'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, expression, pk, replaces] of SORT_INDEXES) {
    await sql.raw(`CREATE INDEX ${name} ON ${table} (${expression}, ${pk})`).execute(db);
    await sql.raw(`DROP INDEX IF EXISTS ${replaces}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw: Record<string, string> = {
    jobs_sort_title_idx: 'jobs (title, job_id)',
    jobs_sort_department_idx: 'jobs (department, job_id)',
    jobs_sort_location_idx: 'jobs (location, job_id)',
    applicants_sort_last_name_idx: 'applicants (last_name, applicant_id)',
    applicants_sort_first_name_idx: 'applicants (first_name, applicant_id)',
    applicants_sort_email_idx: 'applicants (email, applicant_id)',
    applicants_sort_ats_score_idx: 'applicants (ats_score, applicant_id)',
  };
  for (const [name, , , , replaces] of SORT_INDEXES) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${replaces} ON ${raw[replaces]}`).execute(db);
  }
}
