import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { BACKGROUND_LISTED, type BackgroundImport, type DataKind, type RowWarning, type SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { findSessionUserById } from '../../identity/users/users.service';
import {
  appendChunk,
  cancelRequested,
  claimUpload,
  createUpload,
  finishUpload,
  markQueued,
  readChunk,
  recordProgress,
  type StoredUpload,
} from './background-import.repository';
import { importCsv, type ImportOptions, importParallelism } from './csv-import.service';
import { DATA_KINDS } from './import-kinds';

/**
 * Large imports as background jobs (decision 0059): the upload is stored in the database in
 * chunks and a job on the job engine (decision 0018) imports it with the same pipeline as an
 * import streamed from the browser, recording its progress as it goes, so a reload, another tab or
 * another instance shows it, and a cancel stops it between two batches.
 */
export const BACKGROUND_IMPORT_QUEUE = 'data-import';
/** Bytes of the file per stored chunk. */
const CHUNK_BYTES = 1024 * 1024;

/** What a background import keeps to run later: the mapping and the settings of the import. */
export type StoredSettings = Pick<ImportOptions, 'columns' | 'encoding' | 'dateOrder' | 'updates' | 'companies'>;

/**
 * Stores an upload chunk by chunk as it arrives (the request is paused while a chunk is written,
 * so memory holds one chunk), then queues its job in the transaction that marks it whole.
 */
export async function receiveUpload(
  app: FastifyInstance,
  input: Readable,
  upload: { kind: DataKind; user: SessionUser; fileName: string; settings: StoredSettings },
): Promise<string> {
  const id = randomUUID();
  await createUpload(app.db, { id, kind: upload.kind, userId: upload.user.id, fileName: upload.fileName, settings: upload.settings });
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await appendChunk(app.db, id, seq++, Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    pending.push(bytes);
    pendingBytes += bytes.length;
    size += bytes.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  await app.db.transaction().execute(async (trx) => {
    await markQueued(trx, id, size);
    await app.jobs.send(trx, BACKGROUND_IMPORT_QUEUE, { uploadId: id });
  });
  return id;
}

/** The stored file read back chunk by chunk, only as fast as the import reads it. */
function storedFile(db: Kysely<Database>, uploadId: string, onRead: (bytes: number) => void): Readable {
  let seq = 0;
  return new Readable({
    read() {
      readChunk(db, uploadId, seq++).then(
        (data) => {
          if (data) onRead(data.length);
          this.push(data ?? null);
        },
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
}

/** Works one queued upload (the job's handler). */
export async function runBackgroundImport(app: FastifyInstance, uploadId: string): Promise<void> {
  const importId = randomUUID();
  const upload = await claimUpload(app.db, uploadId, importId);
  if (!upload) return; // cancelled before it started, or another run has it
  const user = upload.user_id ? await findSessionUserById(app.db, upload.user_id) : undefined;
  if (!user) {
    await finishUpload(app.db, uploadId, 'failed', 'The account that started this import no longer exists.');
    return;
  }
  const settings = upload.settings as unknown as StoredSettings;
  let bytesRead = 0;
  const rejected: SkippedRow[] = [];
  const warnings: RowWarning[] = [];
  let header: string[] | undefined; // the file's header row: the rejected rows are downloaded under it
  try {
    const events = importCsv(
      app.db,
      storedFile(app.db, uploadId, (n) => (bytesRead += n)),
      DATA_KINDS[upload.kind as DataKind].import,
      {
        ...settings,
        user,
        importId,
        fileName: upload.file_name,
        parallelBatches: importParallelism(app.database),
        shouldStop: () => cancelRequested(app.db, uploadId),
        onHeader: (h) => (header = h),
        onBatchError: (error) => app.log.error({ err: error }, 'background import batch failed'),
      },
    );
    for await (const event of events) {
      if (event.type === 'progress') {
        rejected.push(...event.skipped.filter((s) => s.cells).slice(0, Math.max(0, BACKGROUND_LISTED - rejected.length)));
        warnings.push(...(event.warnings ?? []).slice(0, Math.max(0, BACKGROUND_LISTED - warnings.length)));
      }
      await recordProgress(app.db, uploadId, {
        bytesRead,
        rows: event.rows,
        counts: event.counts,
        header,
        rejected,
        warnings,
      });
      if (event.type === 'done') await finishUpload(app.db, uploadId, 'done', null);
      if (event.type === 'failed')
        await finishUpload(app.db, uploadId, (await cancelRequested(app.db, uploadId)) ? 'cancelled' : 'failed', event.message);
    }
  } catch (error) {
    app.log.error({ err: error }, 'background import failed');
    await finishUpload(app.db, uploadId, 'failed', error instanceof Error ? error.message : 'The import failed.');
  }
}

/** The queue and its worker, on every instance (one job runs on one instance at a time). */
export async function setUpBackgroundImports(app: FastifyInstance): Promise<void> {
  // No retry: an import cut off by a restart is reported as it stands (its batches are whole), not run twice.
  await app.jobs.queue(BACKGROUND_IMPORT_QUEUE, { retryLimit: 0, expireInSeconds: 6 * 3600 });
  await app.jobs.work<{ uploadId: string }>(BACKGROUND_IMPORT_QUEUE, { pollingIntervalSeconds: 2 }, (job) =>
    runBackgroundImport(app, job.data.uploadId),
  );
}

/** A background import as the API reports it. */
export function backgroundImportOf(u: StoredUpload): BackgroundImport {
  return {
    id: u.id,
    fileName: u.file_name,
    status: u.status as BackgroundImport['status'],
    size: Number(u.size),
    bytesRead: Number(u.bytes_read),
    rows: u.rows,
    counts: { created: u.created, updated: u.updated, skipped: u.skipped },
    header: (u.header as string[] | null) ?? null,
    rejected: u.rejected as SkippedRow[],
    warnings: u.warnings as RowWarning[],
    message: u.message,
    cancelRequested: u.cancel_requested,
    createdAt: new Date(u.created_at).toISOString(),
  };
}
