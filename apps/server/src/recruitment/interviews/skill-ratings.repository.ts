import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

export interface SkillRatingRow {
  applicant_id: string;
  skill_id: string;
  /** The mean of the 1–4 ratings, one decimal. */
  average: number;
  /** The highest rating. */
  best: number;
  ratings: number;
}

/**
 * Every applicant's interview ratings of skill-linked competencies (decision 0109), per skill: one
 * statement for a page of applicants, whatever its size. `skillIds` narrows to the skills asked
 * for (a demand's); all skills when omitted.
 */
export async function skillRatingRows(
  db: Kysely<Database>,
  applicantIds: readonly string[],
  skillIds?: readonly string[],
): Promise<SkillRatingRow[]> {
  if (applicantIds.length === 0 || skillIds?.length === 0) return [];
  const { rows } = await sql<SkillRatingRow>`
    SELECT p.applicant_id, r->>'skill_id' AS skill_id, round(avg((r->>'rating')::numeric), 1)::float8 AS average,
      max((r->>'rating')::int) AS best, count(*)::int AS ratings
    FROM applications p
    JOIN interviews i ON i.application_id = p.application_id
    JOIN interview_scorecards s ON s.interview_id = i.interview_id
    CROSS JOIN jsonb_array_elements(s.ratings) AS r
    WHERE p.applicant_id = ANY(${applicantIds}::uuid[]) AND r->>'skill_id' IS NOT NULL
      ${skillIds ? sql`AND r->>'skill_id' = ANY(${skillIds}::text[])` : sql``}
    GROUP BY 1, 2`.execute(db);
  return rows;
}
