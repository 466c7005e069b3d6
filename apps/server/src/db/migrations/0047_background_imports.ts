import { type Kysely, sql } from 'kysely';

/**
 * Decision 0059: a large import runs as a background job.
 * - import_uploads: one uploaded file waiting for, or being worked by, the job engine: who, which
 *   kind, how to read and write it (the mapping and the import's settings), its progress (rows,
 *   counts, bytes read), the first rejected rows and warnings, whether a cancel was asked, and the
 *   import history row it wrote (for undo).
 * - import_upload_chunks: the file itself, in chunks of about 1 MB, read back in order by the job
 *   (so the file is on no instance's disk and any instance can work it), deleted when it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE import_uploads (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('contacts', 'companies', 'deals')),
    user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
    file_name text NOT NULL,
    settings jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('uploading', 'queued', 'running', 'done', 'failed', 'cancelled')),
    size bigint NOT NULL DEFAULT 0,
    bytes_read bigint NOT NULL DEFAULT 0,
    rows integer NOT NULL DEFAULT 0,
    created integer NOT NULL DEFAULT 0,
    updated integer NOT NULL DEFAULT 0,
    skipped integer NOT NULL DEFAULT 0,
    header jsonb NULL,
    rejected jsonb NOT NULL DEFAULT '[]',
    warnings jsonb NOT NULL DEFAULT '[]',
    message text NULL,
    cancel_requested boolean NOT NULL DEFAULT false,
    import_id uuid NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX import_uploads_kind_created_idx ON import_uploads (kind, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE TABLE import_upload_chunks (
    upload_id uuid NOT NULL REFERENCES import_uploads (id) ON DELETE CASCADE,
    seq integer NOT NULL,
    data bytea NOT NULL,
    PRIMARY KEY (upload_id, seq)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_upload_chunks`.execute(db);
  await sql`DROP TABLE import_uploads`.execute(db);
}
