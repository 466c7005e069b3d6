import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataKind } from '@keel/shared/data-management';
import { ApiErrorBody } from '@keel/shared/errors';
import { IMPORT_HISTORY_LIMIT, ImportHistory, type ImportHistoryEntry, UNDO_DAYS, type UndoEvent } from '@keel/shared/import-history';
import { currentUser, requireAdmin } from '../../platform/auth/guards';
import { listImports, type StoredImport } from './import-history.repository';
import { startUndo } from './import-undo.service';
import { answerAs } from '../../plugins/openapi-media';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

function toEntry(r: StoredImport, now = Date.now()): ImportHistoryEntry {
  const until = r.created_at.getTime() + UNDO_DAYS * 86_400_000;
  return {
    id: r.id,
    fileName: r.file_name,
    userName: r.user_name,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    rows: r.rows,
    counts: { created: r.created, updated: r.updated, skipped: r.skipped },
    undoableUntil: new Date(until).toISOString(),
    canUndo: until > now && r.journal_pruned_at === null && (r.status === 'completed' || r.status === 'stopped'),
    undo: r.undo_started_at
      ? {
          userName: r.undo_user_name,
          undoneAt: r.undone_at?.toISOString() ?? null,
          counts: { removed: r.removed, restored: r.restored, kept: r.kept },
        }
      : null,
  };
}

/** Each tab's import history and the undo of an import (decision 0032) — admins only, as the import is. */
export async function importHistoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data-management'];

  r.get(
    '/api/data-management/:kind/imports',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: `The newest imports of this kind (each kept at least ${UNDO_DAYS} days), newest first`,
        params: z.object({ kind: DataKind }),
        response: { 200: ImportHistory, ...errors },
      },
    },
    async (request) => ({ items: (await listImports(app.db, request.params.kind, IMPORT_HISTORY_LIMIT)).map((row) => toEntry(row)) }),
  );

  r.post(
    '/api/data-management/:kind/imports/:id/undo',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: `Undo an import made less than ${UNDO_DAYS} days ago, once; answers newline-delimited JSON events (409 when undone already, being undone, or too old)`,
        params: z.object({ kind: DataKind, id: z.uuid() }),
        response: { 200: answerAs('application/x-ndjson', 'One JSON event per line as the undo goes'), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const events = await startUndo(app.db, kind, id, {
        user: currentUser(request),
        onBatchError: (error) => request.log.error({ err: error }, `${kind} import undo batch failed`),
      });
      const out = new Readable({ read() {} });
      void reply.status(200).header('cache-control', 'no-store').type('application/x-ndjson; charset=utf-8').send(out);
      void (async () => {
        try {
          for await (const event of events) out.push(`${JSON.stringify(event satisfies UndoEvent)}\n`);
        } catch (error) {
          request.log.error({ err: error }, `${kind} import undo failed`);
        } finally {
          out.push(null);
        }
      })();
      return reply;
    },
  );
}
