import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type z } from 'zod';
import type { SessionUser } from '@keel/shared/auth';
import { type BulkAction, BulkExportInput, BulkResult, NOT_A_SALES_REP } from '@keel/shared/bulk-actions';
import { ApiErrorBody } from '@keel/shared/errors';
import type { Database } from '../db/types';
import { validationError } from '../errors';
import { currentUser } from '../platform/auth/guards';
import { publishChange } from '../platform/live-updates/live-updates.publish';
import { userRole } from '../identity/users/users.service';
import { bulkUpdate, type BulkTable, selectionCsv } from './bulk-records';
import { answerAs } from '../plugins/openapi-media';

export interface BulkRoutesOptions {
  list: BulkTable['table'];
  /** Who may act on the list: the same guard as its delete route. */
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  body: z.ZodType<BulkAction>;
  table: BulkTable;
  /** Deletes the records with one audit entry each, in one transaction (404, nothing deleted, if one is gone). */
  removeMany: (db: Kysely<Database>, user: SessionUser, ids: string[]) => Promise<void>;
  /** Live-update topic of the list, where it has one. */
  topic?: 'contacts' | 'companies';
}

/** `selection-YYYY-MM-DD.csv` under the product prefix (docs/product/data-import-export.md#csv-export: prefix, entity, 'export'). */
export const selectionFileName = (list: string, date = new Date()) => `keel_${list}_export_${date.toISOString().slice(0, 10)}.csv`;

/**
 * Bulk actions on a selection of a list (decision 0022): POST /api/{list}/bulk (delete, add or
 * remove a tag, assign a sales rep on contacts) and POST /api/{list}/export (the selection as CSV).
 */
export async function bulkRoutes(app: FastifyInstance, o: BulkRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [o.list];
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

  r.post(
    `/api/${o.list}/bulk`,
    {
      onRequest: o.onRequest,
      schema: {
        tags,
        summary: `One action on selected ${o.list}; all of them exist or nothing changes`,
        body: o.body,
        response: { 200: BulkResult, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const action = request.body;
      let changed: string[];
      if (action.action === 'delete') {
        await o.removeMany(app.db, user, action.ids);
        changed = action.ids;
      } else {
        if (action.action === 'assignSalesRep' && action.salesRepId !== null) {
          const role = await userRole(app.db, action.salesRepId);
          if (role !== 'sales_rep' && role !== 'admin') throw validationError(NOT_A_SALES_REP, { salesRepId: NOT_A_SALES_REP });
        }
        changed = await bulkUpdate(app.db, user, o.table, action);
      }
      if (o.topic) for (const id of changed) publishChange(app.db, { topic: o.topic, id, by: user.id });
      return { count: changed.length };
    },
  );

  r.post(
    `/api/${o.list}/export`,
    {
      onRequest: o.onRequest,
      schema: {
        tags,
        summary: `Selected ${o.list} as CSV`,
        body: BulkExportInput,
        response: { 200: answerAs('text/csv', 'The selected records as a CSV file'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${selectionFileName(o.list)}"`)
        .send(await selectionCsv(app.db, o.table, request.body.ids)),
  );
}
