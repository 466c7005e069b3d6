import { type Kysely, sql } from 'kysely';

/**
 * The key a term is matched by, as this migration wrote it (a migration never changes; the live
 * one is skillKey in packages/shared/src/skills.ts).
 */
const keyOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The skills a database starts with (admins edit the list): common IT consulting skills, a few synonyms each. */
const FIRST_SKILLS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['React', 'React.js'],
  ['Angular', 'AngularJS', 'Angular 2+'],
  ['Vue.js', 'Vue'],
  ['TypeScript', 'TS'],
  ['JavaScript', 'JS', 'ECMAScript'],
  ['Node.js', 'Node'],
  ['Java', 'J2EE', 'Jakarta EE'],
  ['Spring Boot', 'Spring'],
  ['Kotlin'],
  ['Python'],
  ['Django'],
  ['C#'],
  ['.NET', 'dotnet', 'ASP.NET', '.NET Core'],
  ['Go', 'Golang'],
  ['Rust'],
  ['PHP'],
  ['Ruby on Rails', 'Rails', 'RoR'],
  ['C++', 'CPP'],
  ['SQL'],
  ['PostgreSQL', 'Postgres'],
  ['MySQL'],
  ['MongoDB', 'Mongo'],
  ['AWS', 'Amazon Web Services'],
  ['Azure', 'Microsoft Azure'],
  ['Google Cloud', 'GCP', 'Google Cloud Platform'],
  ['Docker', 'Containers'],
  ['Kubernetes', 'K8s'],
  ['Terraform', 'Infrastructure as Code', 'IaC'],
  ['CI/CD', 'Continuous Integration', 'Continuous Delivery'],
  ['Linux'],
  ['iOS', 'Swift'],
  ['Android'],
  ['React Native'],
  ['Flutter', 'Dart'],
  ['SAP', 'SAP S/4HANA'],
  ['Salesforce', 'SFDC'],
  ['Data Engineering', 'ETL'],
  ['Machine Learning', 'ML'],
  ['Power BI'],
  ['Test Automation', 'QA Automation'],
  ['Cyber Security', 'Information Security', 'InfoSec'],
  ['UX Design', 'User Experience', 'UI/UX'],
  ['Business Analysis', 'Business Analyst'],
  ['Project Management', 'Project Manager', 'PMP'],
  ['Scrum', 'Scrum Master'],
  ['Agile Coaching', 'Agile Coach'],
];

/**
 * Decision 0087: the skills graph.
 * - skills: one row per skill, its display name.
 * - skill_terms: every name and synonym of every skill under its match key (skillKey: case, space
 *   and punctuation aside, "+" and "#" kept). The key is the primary key, so no term can be the
 *   name or synonym of two skills; resolving a text is one lookup by its key.
 *
 * And (decision 0087) the consultants the firm staffs:
 * - consultants: employees and contractors (`engagement`), at most one per team member
 *   (`user_id`), with home city, ISO country and time zone, day and cost rates in one currency
 *   (shown only to admins and sales reps), versioned like every record (decision 0016).
 * - consultant_skills: a consultant's skills, each at a level 1–4 with optional years; a skill
 *   given to a consultant cannot be deleted (the foreign key refuses).
 * - consultant_unavailability: holidays and other periods away, as date ranges (both ends included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE skills (
      skill_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE skill_terms (
      term_key text PRIMARY KEY CHECK (term_key <> ''),
      skill_id uuid NOT NULL REFERENCES skills (skill_id) ON DELETE CASCADE,
      term text NOT NULL,
      is_name boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX skill_terms_skill_idx ON skill_terms (skill_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX skill_terms_one_name ON skill_terms (skill_id) WHERE is_name`.execute(db);

  await sql`
    CREATE TABLE consultants (
      consultant_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      full_name text NOT NULL CHECK (length(btrim(full_name)) > 0),
      email text NULL,
      title text NULL,
      engagement text NOT NULL CHECK (engagement IN ('employee', 'contractor')),
      user_id uuid NULL UNIQUE REFERENCES users (id) ON DELETE SET NULL,
      city text NULL,
      country text NULL CHECK (country ~ '^[A-Z]{2}$'),
      time_zone text NULL,
      day_rate numeric(12, 2) NULL CHECK (day_rate >= 0),
      cost_rate numeric(12, 2) NULL CHECK (cost_rate >= 0),
      rate_currency text NULL CHECK (rate_currency ~ '^[A-Z]{3}$'),
      notes text NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX consultants_name_idx ON consultants (lower(full_name), consultant_id)`.execute(db);
  await sql`
    CREATE TABLE consultant_skills (
      consultant_id uuid NOT NULL REFERENCES consultants (consultant_id) ON DELETE CASCADE,
      skill_id uuid NOT NULL REFERENCES skills (skill_id) ON DELETE RESTRICT,
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
      years numeric(4, 1) NULL CHECK (years >= 0 AND years <= 60),
      PRIMARY KEY (consultant_id, skill_id)
    )`.execute(db);
  await sql`CREATE INDEX consultant_skills_skill_idx ON consultant_skills (skill_id, level)`.execute(db);
  await sql`
    CREATE TABLE consultant_unavailability (
      unavailability_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      consultant_id uuid NOT NULL REFERENCES consultants (consultant_id) ON DELETE CASCADE,
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('holiday', 'unavailable')),
      note text NULL,
      CHECK (ends_on >= starts_on)
    )`.execute(db);
  await sql`CREATE INDEX consultant_unavailability_idx ON consultant_unavailability (consultant_id, starts_on)`.execute(db);

  for (const [name, ...synonyms] of FIRST_SKILLS) {
    const { rows } = await sql<{ skill_id: string }>`INSERT INTO skills (name) VALUES (${name}) RETURNING skill_id`.execute(db);
    const id = rows[0].skill_id;
    for (const t of [name, ...synonyms])
      await sql`INSERT INTO skill_terms (term_key, skill_id, term, is_name) VALUES (${keyOf(t)}, ${id}, ${t}, ${t === name})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE consultant_unavailability`.execute(db);
  await sql`DROP TABLE consultant_skills`.execute(db);
  await sql`DROP TABLE consultants`.execute(db);
  await sql`DROP TABLE skill_terms`.execute(db);
  await sql`DROP TABLE skills`.execute(db);
}
