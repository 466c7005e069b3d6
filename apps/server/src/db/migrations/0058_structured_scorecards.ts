import { type Kysely, sql } from 'kysely';

/**
 * Decision 0082: structured scorecards. A job has an interview kit (competencies with an optional
 * weight and guiding questions), started from reusable kit templates. A scorecard rates each
 * competency 1–4 with notes (`ratings`, the competency's name kept as it was) and gives an overall
 * recommendation. The scorecards of the old 1–5 scale keep their number as `legacy_rating` and get
 * the recommendation it meant: 1 strong no, 2 no, 4 yes, 5 strong yes; a 3 said neither, so it has
 * none (NULL) rather than an invented one.
 */
/** The recommendation an old 1–5 scorecard meant: 1 strong no, 2 no, 4 yes, 5 strong yes; 3 none. */
export async function recommendLegacyScorecards(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE interview_scorecards SET recommendation = CASE legacy_rating
      WHEN 1 THEN 'strong_no' WHEN 2 THEN 'no' WHEN 4 THEN 'yes' WHEN 5 THEN 'strong_yes' END
    WHERE recommendation IS NULL AND legacy_rating IS NOT NULL`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE interview_kit_templates (
      template_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      competencies jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX interview_kit_templates_name ON interview_kit_templates (lower(name))`.execute(db);
  await sql`
    CREATE TABLE job_interview_kits (
      job_id uuid PRIMARY KEY REFERENCES jobs (job_id) ON DELETE CASCADE,
      competencies jsonb NOT NULL DEFAULT '[]'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`ALTER TABLE interview_scorecards RENAME COLUMN rating TO legacy_rating`.execute(db);
  await sql`ALTER TABLE interview_scorecards ALTER COLUMN legacy_rating DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE interview_scorecards
      ADD COLUMN recommendation text NULL CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
      ADD COLUMN ratings jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  await recommendLegacyScorecards(db);

  // A starting template, so the first kit is one click away.
  await sql`
    INSERT INTO interview_kit_templates (name, competencies) VALUES ('General interview', ${JSON.stringify([
      {
        id: 'b1f0c2a4-6d1e-4c57-9a53-0d1f6a0c0001',
        name: 'Technical skills',
        weight: null,
        questions: ['Walk me through a recent piece of work you are proud of.', 'How did you test it?'],
      },
      {
        id: 'b1f0c2a4-6d1e-4c57-9a53-0d1f6a0c0002',
        name: 'Communication',
        weight: null,
        questions: ['Explain a technical decision to a client who is not technical.'],
      },
      {
        id: 'b1f0c2a4-6d1e-4c57-9a53-0d1f6a0c0003',
        name: 'Delivery',
        weight: null,
        questions: ['Tell me about a project that slipped. What did you do?'],
      },
    ])}::jsonb)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE interview_scorecards SET legacy_rating = CASE recommendation
    WHEN 'strong_no' THEN 1 WHEN 'no' THEN 2 WHEN 'yes' THEN 4 WHEN 'strong_yes' THEN 5 ELSE 3 END
    WHERE legacy_rating IS NULL`.execute(db);
  await sql`ALTER TABLE interview_scorecards DROP COLUMN ratings, DROP COLUMN recommendation`.execute(db);
  await sql`ALTER TABLE interview_scorecards ALTER COLUMN legacy_rating SET NOT NULL`.execute(db);
  await sql`ALTER TABLE interview_scorecards RENAME COLUMN legacy_rating TO rating`.execute(db);
  await sql`DROP TABLE job_interview_kits`.execute(db);
  await sql`DROP TABLE interview_kit_templates`.execute(db);
}
