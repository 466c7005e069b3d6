import { type Kysely, sql } from 'kysely';
import { inList, runAll, type Statement } from './0001/sql';
import { locationFromText } from './0054/free-text-location';
import { salaryFromText } from './0054/free-text-salary';

/**
 * Decision 0077: a job's structured location (city, region, ISO 3166-1 alpha-2 country, workplace
 * type, the countries a remote job accepts), salary (ISO 4217 currency, minimum, maximum, period)
 * and closing date, from which its JSON-LD and feeds are built; and the `?source=` an application
 * came through. Existing free-text values are read where unambiguous ({@link migrateFreeTextJobFacts}).
 */
const upStatements: Statement[] = [
  `ALTER TABLE jobs
     ADD COLUMN location_city text NULL CHECK (char_length(location_city) BETWEEN 1 AND 100),
     ADD COLUMN location_region text NULL CHECK (char_length(location_region) BETWEEN 1 AND 100),
     ADD COLUMN location_country text NULL CHECK (location_country ~ '^[A-Z]{2}$'),
     ADD COLUMN workplace_type text NULL CHECK (${inList('workplace_type', ['on-site', 'hybrid', 'remote'])}),
     ADD COLUMN remote_countries text[] NOT NULL DEFAULT '{}',
     ADD COLUMN salary_currency text NULL CHECK (salary_currency ~ '^[A-Z]{3}$'),
     ADD COLUMN salary_min numeric(14, 2) NULL CHECK (salary_min >= 0),
     ADD COLUMN salary_max numeric(14, 2) NULL CHECK (salary_max >= 0),
     ADD COLUMN salary_unit text NULL CHECK (${inList('salary_unit', ['hour', 'day', 'week', 'month', 'year'])}),
     ADD COLUMN closing_date date NULL,
     ADD CONSTRAINT jobs_salary_range_order CHECK (salary_max >= salary_min),
     ADD CONSTRAINT jobs_salary_complete CHECK (
       (salary_min IS NULL AND salary_max IS NULL) = (salary_currency IS NULL) AND (salary_currency IS NULL) = (salary_unit IS NULL))`,
  `ALTER TABLE applications
     ADD COLUMN source_channel text NULL CHECK (source_channel ~ '^[a-z0-9][a-z0-9_-]{0,31}$')`,
];

const downStatements: Statement[] = [
  `ALTER TABLE applications DROP COLUMN source_channel`,
  `ALTER TABLE jobs
     DROP CONSTRAINT jobs_salary_complete, DROP CONSTRAINT jobs_salary_range_order,
     DROP COLUMN location_city, DROP COLUMN location_region, DROP COLUMN location_country, DROP COLUMN workplace_type,
     DROP COLUMN remote_countries, DROP COLUMN salary_currency, DROP COLUMN salary_min, DROP COLUMN salary_max,
     DROP COLUMN salary_unit, DROP COLUMN closing_date`,
];

interface FreeTextJob {
  job_id: string;
  location: string | null;
  salary_range: string | null;
}

/**
 * Fills the structured facts of jobs that have none yet from their free text, where it is
 * unambiguous; the free text stays as it was. A job changed here is a new version (an open form gets a 409).
 */
export async function migrateFreeTextJobFacts(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<FreeTextJob>`SELECT job_id, location, salary_range FROM jobs
    WHERE (location IS NOT NULL AND location_country IS NULL AND workplace_type IS NULL)
       OR (salary_range IS NOT NULL AND salary_currency IS NULL)`.execute(db);
  for (const job of rows) {
    const location = job.location ? locationFromText(job.location) : undefined;
    const salary = job.salary_range ? salaryFromText(job.salary_range, location?.location_country ?? null) : undefined;
    if (!location && !salary) continue;
    const set = { ...location, ...salary };
    await sql`UPDATE jobs SET
        location_city = COALESCE(${set.location_city ?? null}, location_city),
        location_region = COALESCE(${set.location_region ?? null}, location_region),
        location_country = COALESCE(${set.location_country ?? null}, location_country),
        workplace_type = COALESCE(${set.workplace_type ?? null}, workplace_type),
        remote_countries = CASE WHEN cardinality(${set.remote_countries ?? []}::text[]) > 0 THEN ${set.remote_countries ?? []}::text[] ELSE remote_countries END,
        salary_currency = COALESCE(${set.salary_currency ?? null}, salary_currency),
        salary_min = COALESCE(${set.salary_min ?? null}::numeric, salary_min),
        salary_max = COALESCE(${set.salary_max ?? null}::numeric, salary_max),
        salary_unit = COALESCE(${set.salary_unit ?? null}, salary_unit),
        version = version + 1
      WHERE job_id = ${job.job_id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
  await migrateFreeTextJobFacts(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
