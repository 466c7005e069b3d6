import { type Kysely, sql } from 'kysely';

const KINDS: Array<[table: string, id: string, kind: string]> = [
  ['contacts', 'id', 'contacts'],
  ['companies', 'id', 'companies'],
  ['applicants', 'applicant_id', 'applicants'],
];

/**
 * Decision 0040:
 * - duplicate_dismissals: a pair an admin marked 'Not a duplicate' (kind, the two ids in canonical
 *   order, who, when). A record has no foreign key per kind, so a statement trigger on each table
 *   forgets the pairs of the records a statement deleted (a merge, a delete, an import's undo); it
 *   costs one probe of an empty table when nothing was dismissed.
 * - duplicate_scans / duplicate_scan_pairs: the last scan of each kind (its progress, when, how many
 *   pairs) and its pairs ranked best first, so a page of the Duplicates page is a range of ranks.
 *   duplicate_scan_found holds a running scan's pairs, rule by rule, until they are ranked.
 * - imports.journal_pruned_at: when the daily job deleted the import's undo journal (past the
 *   7-day undo window); the history row stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE duplicate_dismissals (
    kind text NOT NULL CHECK (kind IN ('contacts', 'companies', 'applicants')),
    first_id uuid NOT NULL,
    second_id uuid NOT NULL,
    user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    user_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, first_id, second_id),
    CHECK (first_id < second_id)
  )`.execute(db);
  await sql`CREATE INDEX duplicate_dismissals_second_idx ON duplicate_dismissals (kind, second_id)`.execute(db);
  await sql`CREATE FUNCTION keel_forget_dismissals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM duplicate_dismissals WHERE kind = TG_ARGV[0]) THEN
        EXECUTE format('DELETE FROM duplicate_dismissals d USING gone g WHERE d.kind = %L AND d.first_id = g.%I', TG_ARGV[0], TG_ARGV[1]);
        EXECUTE format('DELETE FROM duplicate_dismissals d USING gone g WHERE d.kind = %L AND d.second_id = g.%I', TG_ARGV[0], TG_ARGV[1]);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, id, kind] of KINDS) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_forget_dismissals`)} AFTER DELETE ON ${sql.table(table)}
      REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION keel_forget_dismissals(${sql.lit(kind)}, ${sql.lit(id)})`.execute(
      db,
    );
  }

  await sql`CREATE TABLE duplicate_scans (
    kind text PRIMARY KEY CHECK (kind IN ('contacts', 'companies', 'applicants')),
    id uuid NOT NULL,
    status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
    step integer NOT NULL DEFAULT 0,
    steps integer NOT NULL DEFAULT 0,
    pair_count integer NULL,
    user_name text NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    touched_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz NULL,
    scanned_at timestamptz NULL
  )`.execute(db);
  await sql`CREATE TABLE duplicate_scan_pairs (
    kind text NOT NULL,
    rank integer NOT NULL,
    first_id uuid NOT NULL,
    second_id uuid NOT NULL,
    reasons text[] NOT NULL,
    score float8 NOT NULL,
    PRIMARY KEY (kind, rank)
  )`.execute(db);
  await sql`CREATE TABLE duplicate_scan_found (
    scan_id uuid NOT NULL,
    first_id uuid NOT NULL,
    second_id uuid NOT NULL,
    reason text NOT NULL,
    score float8 NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX duplicate_scan_found_scan_idx ON duplicate_scan_found (scan_id)`.execute(db);

  await sql`ALTER TABLE imports ADD COLUMN journal_pruned_at timestamptz NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE imports DROP COLUMN journal_pruned_at`.execute(db);
  await sql`DROP TABLE duplicate_scan_found`.execute(db);
  await sql`DROP TABLE duplicate_scan_pairs`.execute(db);
  await sql`DROP TABLE duplicate_scans`.execute(db);
  for (const [table] of KINDS) await sql`DROP TRIGGER ${sql.raw(`${table}_forget_dismissals`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION keel_forget_dismissals()`.execute(db);
  await sql`DROP TABLE duplicate_dismissals`.execute(db);
}
