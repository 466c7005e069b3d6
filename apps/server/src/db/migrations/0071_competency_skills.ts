import { type Kysely, sql } from 'kysely';

/**
 * Decision 0109: an interview competency may name a skill of the skills graph (`skill_id` in the
 * kit's JSON). Competencies saved before are linked once here where their name is a skill's name
 * or synonym (the graph's match key, as the ranking's `keel_skill_keys` computes it); the others stay
 * free text (`skill_id` null). Templates and jobs' kits alike. Scorecards keep the skill with each
 * rating (as they keep its name), so the ratings of a competency linked here get its skill too.
 */
const link = (table: 'job_interview_kits' | 'interview_kit_templates') => sql`
  UPDATE ${sql.table(table)} k SET competencies = (
    SELECT coalesce(jsonb_agg(
      CASE WHEN c->>'skill_id' IS NOT NULL THEN c ELSE c || jsonb_build_object('skill_id', t.skill_id) END ORDER BY e.ord), '[]'::jsonb)
    FROM jsonb_array_elements(k.competencies) WITH ORDINALITY AS e(c, ord)
    LEFT JOIN skill_terms t ON t.term_key = (keel_skill_keys(ARRAY[c->>'name']))[1]
  )
  WHERE jsonb_array_length(k.competencies) > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await link('job_interview_kits').execute(db);
  await link('interview_kit_templates').execute(db);
  await sql`
    UPDATE interview_scorecards s SET ratings = (
      SELECT jsonb_agg(CASE WHEN kc.skill_id IS NULL THEN r ELSE r || jsonb_build_object('skill_id', kc.skill_id) END ORDER BY e.ord)
      FROM jsonb_array_elements(s.ratings) WITH ORDINALITY AS e(r, ord)
      LEFT JOIN LATERAL (
        SELECT c->>'skill_id' AS skill_id
        FROM interviews i
        JOIN applications p ON p.application_id = i.application_id
        JOIN job_interview_kits k ON k.job_id = p.job_id
        CROSS JOIN jsonb_array_elements(k.competencies) AS c
        WHERE i.interview_id = s.interview_id AND c->>'id' = r->>'competency_id'
      ) kc ON true
    )
    WHERE jsonb_array_length(s.ratings) > 0`.execute(db);
}

/** The links are dropped; the competencies keep their names, ids and ratings. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE interview_scorecards s SET ratings = (
      SELECT jsonb_agg(r - 'skill_id' ORDER BY e.ord) FROM jsonb_array_elements(s.ratings) WITH ORDINALITY AS e(r, ord)
    )
    WHERE jsonb_array_length(s.ratings) > 0`.execute(db);
  for (const table of ['job_interview_kits', 'interview_kit_templates'] as const)
    await sql`
      UPDATE ${sql.table(table)} k SET competencies = (
        SELECT jsonb_agg(c - 'skill_id' ORDER BY e.ord) FROM jsonb_array_elements(k.competencies) WITH ORDINALITY AS e(c, ord)
      )
      WHERE jsonb_array_length(k.competencies) > 0`.execute(db);
}
