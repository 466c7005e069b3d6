import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviewRows } from '../../test/interview-rows';
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
    const { interviewerId: userId, interviewIds: ids } = await insertInterviewRows(db, 'Old', 5);
    for (const [i, interviewId] of ids.entries())
      await db
        .insertInto('interview_scorecards')
        .values({ interview_id: interviewId, interviewer_id: userId, legacy_rating: i + 1, notes: `Rated ${i + 1}.` })
        .execute();
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
