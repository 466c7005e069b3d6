import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Rows for tests below the API (a migration's own test): an interviewer, a job, a candidate who
 * applied to it, and `interviews` interviews of that application, each named after `name`.
 */
export async function insertInterviewRows(db: Kysely<Database>, name: string, interviews = 1) {
  const slug = name.toLowerCase();
  const { id: interviewerId } = await db
    .insertInto('users')
    .values({ full_name: `${name} Interviewer`, email: `${slug}.interviewer@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { job_id: jobId } = await db
    .insertInto('jobs')
    .values({ title: `${name} Job`, description: 'd', requirements: 'r' })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const { applicant_id: applicantId } = await db
    .insertInto('applicants')
    .values({ first_name: name, last_name: 'Candidate', email: `${slug}.candidate@example.test` })
    .returning('applicant_id')
    .executeTakeFirstOrThrow();
  const { application_id: applicationId } = await db
    .insertInto('applications')
    .values({ applicant_id: applicantId, job_id: jobId })
    .returning('application_id')
    .executeTakeFirstOrThrow();
  const interviewIds: string[] = [];
  for (let i = 0; i < interviews; i += 1) {
    const { interview_id } = await db
      .insertInto('interviews')
      .values({ application_id: applicationId, starts_at: new Date('2026-01-01T10:00:00Z'), duration_minutes: 30 })
      .returning('interview_id')
      .executeTakeFirstOrThrow();
    interviewIds.push(interview_id);
  }
  return { interviewerId, jobId, applicationId, interviewIds };
}
