import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { recommendLegacyScorecards } from './0058_structured_scorecards';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0058: the 1–5 scorecards', () => {
  it('keep their number and notes, and get the recommendation it meant (a 3 gets none)', async () => {
    const db = database.db;
    const { id: userId } = await db
      .insertInto('users')
      .values({ full_name: 'Old Interviewer', email: 'old.interviewer@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('jobs')
      .values({ title: 'Old Job', description: 'd', requirements: 'r' })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    const applicant = await db
      .insertInto('applicants')
      .values({ first_name: 'Old', last_name: 'Candidate', email: 'old.candidate@example.test' })
      .returning('applicant_id')
      .executeTakeFirstOrThrow();
    const application = await db
      .insertInto('applications')
      .values({ applicant_id: applicant.applicant_id, job_id: job.job_id })
      .returning('application_id')
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (let rating = 1; rating <= 5; rating += 1) {
      const interview = await db
        .insertInto('interviews')
        .values({
          application_id: application.application_id,
          starts_at: new Date('2026-01-01T10:00:00Z'),
          duration_minutes: 30,
          location: 'Room',
        })
        .returning('interview_id')
        .executeTakeFirstOrThrow();
      ids.push(interview.interview_id);
      await db
        .insertInto('interview_scorecards')
        .values({ interview_id: interview.interview_id, interviewer_id: userId, legacy_rating: rating, notes: `Rated ${rating}.` })
        .execute();
    }
    await recommendLegacyScorecards(db as never);
    const rows = await db
      .selectFrom('interview_scorecards')
      .select(['interview_id', 'legacy_rating', 'recommendation', 'ratings', 'notes'])
      .where('interview_id', 'in', ids)
      .orderBy('legacy_rating')
      .execute();
    expect(rows.map((r) => [r.legacy_rating, r.recommendation, r.notes, r.ratings])).toEqual([
      [1, 'strong_no', 'Rated 1.', []],
      [2, 'no', 'Rated 2.', []],
      [3, null, 'Rated 3.', []],
      [4, 'yes', 'Rated 4.', []],
      [5, 'strong_yes', 'Rated 5.', []],
    ]);
  });
});
