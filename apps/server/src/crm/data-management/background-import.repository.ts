import { type Kysely, type Selectable, sql } from 'kysely';
import type { BackgroundImportStatus, DataKind, RowWarning, SkippedRow } from '@keel/shared/data-management';
import type { Database, ImportUploadsTable } from '../../db/types';

/** The uploads and runs of background imports (decision 0059, migration 0047). */

export type StoredUpload = Selectable<ImportUploadsTable>;

export async function createUpload(
  db: Kysely<Database>,
  upload: { id: string; kind: DataKind; userId: string; fileName: string; settings: object },
) {
  await db
    .insertInto('import_uploads')
    .values({
      id: upload.id,
      kind: upload.kind,
      user_id: upload.userId,
      file_name: upload.fileName,
      settings: JSON.stringify(upload.settings),
      status: 'uploading',
    })
    .execute();
}

export async function appendChunk(db: Kysely<Database>, uploadId: string, seq: number, data: Buffer) {
  await db.insertInto('import_upload_chunks').values({ upload_id: uploadId, seq, data }).execute();
}

/** The upload is whole: its size, and queued (in the transaction that sends its job). */
export async function markQueued(db: Kysely<Database>, uploadId: string, size: number) {
  await db
    .updateTable('import_uploads')
    .set({ status: 'queued', size, updated_at: sql`now()` })
    .where('id', '=', uploadId)
    .execute();
}

export async function readChunk(db: Kysely<Database>, uploadId: string, seq: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('import_upload_chunks')
    .select('data')
    .where('upload_id', '=', uploadId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.data;
}

export async function findUpload(db: Kysely<Database>, id: string) {
  return db.selectFrom('import_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a queued upload for a run (one instance only); undefined when it is not queued any more (cancelled, or taken). */
export async function claimUpload(db: Kysely<Database>, id: string, importId: string) {
  return db
    .updateTable('import_uploads')
    .set({ status: 'running', import_id: importId, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('cancel_requested', '=', false)
    .returningAll()
    .executeTakeFirst();
}

export type UploadProgress = {
  bytesRead: number;
  rows: number;
  counts: { created: number; updated: number; skipped: number };
  header?: string[];
  rejected: SkippedRow[];
  warnings: RowWarning[];
};

export async function recordProgress(db: Kysely<Database>, id: string, p: UploadProgress) {
  await db
    .updateTable('import_uploads')
    .set({
      bytes_read: p.bytesRead,
      rows: p.rows,
      created: p.counts.created,
      updated: p.counts.updated,
      skipped: p.counts.skipped,
      ...(p.header ? { header: JSON.stringify(p.header) } : {}),
      rejected: JSON.stringify(p.rejected),
      warnings: JSON.stringify(p.warnings),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The run's end: its status and message; the file's chunks are deleted (the history row keeps what the import did). */
export async function finishUpload(db: Kysely<Database>, id: string, status: BackgroundImportStatus, message: string | null) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('import_uploads')
      .set({ status, message, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('import_upload_chunks').where('upload_id', '=', id).execute();
  });
}

/** Asks a queued or running import to stop; a queued one is cancelled at once. Returns the upload, or undefined. */
export async function requestCancel(db: Kysely<Database>, kind: DataKind, id: string) {
  return db.transaction().execute(async (trx) => {
    const upload = await trx
      .updateTable('import_uploads')
      .set({ cancel_requested: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('status', 'in', ['uploading', 'queued', 'running'])
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (upload && upload.status !== 'running') {
      await trx.updateTable('import_uploads').set({ status: 'cancelled' }).where('id', '=', id).execute();
      await trx.deleteFrom('import_upload_chunks').where('upload_id', '=', id).execute();
    }
    return upload;
  });
}

export async function cancelRequested(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('import_uploads').select('cancel_requested').where('id', '=', id).executeTakeFirst();
  return row?.cancel_requested ?? true;
}

/** A kind's newest background imports (the page shows them, and follows those still running). */
export function listUploads(db: Kysely<Database>, kind: DataKind, limit: number) {
  return db
    .selectFrom('import_uploads')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
