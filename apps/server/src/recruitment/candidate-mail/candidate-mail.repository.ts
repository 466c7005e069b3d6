import { type Kysely, sql } from 'kysely';
import { BUILT_IN_TEMPLATE_KEYS } from '@keel/shared/candidate-mail';
import type { Database } from '../../db/types';

const TEMPLATE_COLUMNS = ['key', 'name', 'subject', 'body', 'built_in', 'updated_at'] as const;

/** Built-ins first (acknowledgement, rejection, interview invitation), then the firm's own by name. */
export function listTemplates(db: Kysely<Database>) {
  return db
    .selectFrom('candidate_mail_templates')
    .select(TEMPLATE_COLUMNS)
    .orderBy('built_in', 'desc')
    .orderBy(sql`array_position(${sql.val([...BUILT_IN_TEMPLATE_KEYS])}::text[], key)`)
    .orderBy('name')
    .orderBy('created_at')
    .execute();
}

export function findTemplate(db: Kysely<Database>, key: string) {
  return db.selectFrom('candidate_mail_templates').select(TEMPLATE_COLUMNS).where('key', '=', key).executeTakeFirst();
}

export async function insertTemplate(
  db: Kysely<Database>,
  row: { key: string; name: string; subject: string; body: string; userId: string },
) {
  await db
    .insertInto('candidate_mail_templates')
    .values({
      key: row.key,
      name: row.name,
      subject: row.subject,
      body: row.body,
      created_by_user_id: row.userId,
      last_modified_by_user_id: row.userId,
    })
    .execute();
}

export function updateTemplate(db: Kysely<Database>, key: string, values: { name: string; subject: string; body: string; userId: string }) {
  return db
    .updateTable('candidate_mail_templates')
    .set({ name: values.name, subject: values.subject, body: values.body, last_modified_by_user_id: values.userId, updated_at: new Date() })
    .where('key', '=', key)
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirst();
}

export async function deleteTemplate(db: Kysely<Database>, key: string): Promise<boolean> {
  const result = await db.deleteFrom('candidate_mail_templates').where('key', '=', key).where('built_in', '=', false).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The applicant an e-mail goes to, locked when read in the sending transaction. */
export function findRecipient(db: Kysely<Database>, applicantId: string) {
  return db
    .selectFrom('applicants')
    .select(['applicant_id', 'first_name', 'last_name', 'email', 'job_id'])
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
}

/** The jobs an applicant is considered for: their applications, and their own job (decision 0030). */
export async function recipientJobs(db: Kysely<Database>, applicantId: string, primaryJobId: string | null) {
  const rows = await db
    .selectFrom('jobs')
    .select(['jobs.job_id as jobId', 'jobs.title'])
    .where((eb) =>
      eb.or([
        eb(
          'jobs.job_id',
          'in',
          eb.selectFrom('applications').select('applications.job_id').where('applications.applicant_id', '=', applicantId),
        ),
        ...(primaryJobId ? [eb('jobs.job_id', '=', primaryJobId)] : []),
      ]),
    )
    .orderBy('jobs.title')
    .execute();
  return rows;
}
