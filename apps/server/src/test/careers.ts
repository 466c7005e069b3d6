import type { NewJob } from '../db/types';
import { makePdf } from './resume-fixtures';
import { type FilePart, multipartBody } from './recruitment';
import type { TestApp } from './test-app';

/** A job posting stored directly (the careers site only reads jobs), with overrides. */
export async function insertJob(t: TestApp, overrides: Partial<NewJob> = {}): Promise<string> {
  const row = await t.database.db
    .insertInto('jobs')
    .values({
      title: 'Senior TypeScript Engineer',
      department: 'Engineering',
      location: 'Austin, TX',
      employment_type: 'Full-time',
      salary_range: '$140k–$170k',
      description: 'Build the platform.\nOwn the delivery.',
      requirements: 'Five years of TypeScript.',
      ats_keywords: 'TypeScript, PostgreSQL, Kubernetes, Terraform',
      notes: 'Internal: hiring manager is Dana.',
      status: 'Open',
      ...overrides,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

/** What a candidate types into the Apply form. */
export const candidate = (overrides: Record<string, string> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada.Lovelace@Example.com',
  phone: '(512) 555-0100',
  linkedin_url: 'https://www.linkedin.com/in/ada',
  cover_note: 'I would love to join.',
  consent: 'yes',
  ...overrides,
});

export const resumePdf = () => makePdf(['Ada Lovelace', 'TypeScript and PostgreSQL for ten years', 'Kubernetes clusters']);

/** Posts the Apply form as a browser without JavaScript does (multipart, fields then the resume). */
export async function apply(
  t: TestApp,
  jobId: string,
  fields: Record<string, string>,
  files?: FilePart[],
  headers: Record<string, string> = {},
) {
  const resume = files ?? [{ fileName: 'resume.pdf', bytes: await resumePdf(), contentType: 'application/pdf' }];
  const body = multipartBody(undefined, resume, fields);
  return t.request({ method: 'POST', url: `/careers/${jobId}`, payload: body.payload, headers: { ...body.headers, ...headers } });
}

/** Row counts of everything an application writes (a refused one must change none). */
export async function intakeCounts(t: TestApp) {
  const count = async (table: 'applicants' | 'applications' | 'stored_files' | 'audit_log' | 'mail_outbox') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    applicants: await count('applicants'),
    applications: await count('applications'),
    files: await count('stored_files'),
    audit: await count('audit_log'),
    mails: await count('mail_outbox'),
  };
}
