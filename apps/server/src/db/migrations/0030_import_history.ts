import { type Kysely, sql } from 'kysely';

/**
 * Decision 0032: each import is kept in its tab's history, with what it did, so
 * it can be undone exactly.
 * - imports: one row per import (who, when, file, counts, status), written in the transaction of
 *   its first batch and kept up to date by each next one, like the import's audit entry; the
 *   undo's counts and author beside them.
 * - import_changes: one row per record an import created (before NULL) or updated (before: the
 *   changed fields' values before it, as jsonb), with the record's version after the import; an
 *   undo marks each row's outcome as it goes. No foreign keys: a batch written side by side with
 *   the one before records its changes before the import's row commits, and a foreign-key probe
 *   per row would cost the import its speed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE imports (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('contacts', 'companies', 'deals')),
    user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    user_name text NOT NULL,
    file_name text NOT NULL,
    status text NOT NULL CHECK (status IN ('in progress', 'completed', 'stopped', 'undoing', 'undone')),
    rows integer NOT NULL DEFAULT 0,
    created integer NOT NULL DEFAULT 0,
    updated integer NOT NULL DEFAULT 0,
    skipped integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    touched_at timestamptz NOT NULL DEFAULT now(),
    undo_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    undo_user_name text NULL,
    undo_started_at timestamptz NULL,
    undone_at timestamptz NULL,
    removed integer NOT NULL DEFAULT 0,
    restored integer NOT NULL DEFAULT 0,
    kept integer NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`CREATE INDEX imports_kind_created_idx ON imports (kind, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE TABLE import_changes (
    import_id uuid NOT NULL,
    entity text NOT NULL CHECK (entity IN ('contacts', 'companies', 'deals')),
    record_id uuid NOT NULL,
    before jsonb NULL,
    version_after integer NOT NULL,
    outcome text NULL CHECK (outcome IN ('removed', 'restored', 'kept', 'gone')),
    PRIMARY KEY (import_id, entity, record_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_changes`.execute(db);
  await sql`DROP TABLE imports`.execute(db);
}
