import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BackgroundImport, BackgroundImports, DataKind } from '@keel/shared/data-management';
import { ApiErrorBody } from '@keel/shared/errors';
import { notFound } from '../../errors';
import { requireAdmin } from '../../platform/auth/guards';
import { findUpload, listUploads, requestCancel } from './background-import.repository';
import { backgroundImportOf, receiveUpload } from './background-import.service';
import { ImportQuery, importFileBody, importOptions, uploaded } from './import-query';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody };
/** The background imports a tab shows: its newest ones. */
const SHOWN = 5;

/** Large imports as background jobs (decision 0059), admins only; the upload's content types are those of the import route. */
export async function backgroundImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data-management'];
  const params = z.object({ kind: DataKind });

  r.post(
    '/api/data-management/:kind/background-imports',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Store a file and import it as a background job; answers its id at once',
        params,
        querystring: ImportQuery,
        requestBodyAs: importFileBody,
        response: { 202: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { user, fileName, ...settings } = importOptions(request, kind, request.query);
      const id = await receiveUpload(app, uploaded(request.body), { kind, user, fileName, settings });
      return reply.status(202).send({ id });
    },
  );

  r.get(
    '/api/data-management/:kind/background-imports',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The newest background imports of a kind, with their progress',
        params,
        response: { 200: BackgroundImports, ...errors },
      },
    },
    async (request) => ({ items: (await listUploads(app.db, request.params.kind, SHOWN)).map(backgroundImportOf) }),
  );

  r.post(
    '/api/data-management/:kind/background-imports/:id/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Stop a background import after the batches in flight (what they wrote stays, and can be undone)',
        params: params.extend({ id: z.uuid() }),
        response: { 200: BackgroundImport, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await requestCancel(app.db, kind, id);
      const upload = await findUpload(app.db, id);
      if (!upload || upload.kind !== kind) throw notFound('There is no such import.');
      return backgroundImportOf(upload);
    },
  );
}
