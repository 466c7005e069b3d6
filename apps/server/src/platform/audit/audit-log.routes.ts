import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditLogList, AuditLogQuery } from '@keel/shared/data-management';
import { ApiErrorBody } from '@keel/shared/errors';
import { z } from 'zod';
import { currentUser, requireAdmin } from '../auth/guards';
import { deleteAuditLog, listAuditLog } from './audit-log.repository';
import { recordAudit } from './audit.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The Audit Trail (docs/product/crm.md#data-management, docs/product/texts-and-constants.md#audit-log; docs/product/beyond-the-spec.md#audit-trail) — admins only. */
export async function auditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  r.get(
    '/api/audit-log',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The newest 500 entries, newest first, optionally of one action type',
        querystring: AuditLogQuery,
        response: { 200: AuditLogList, ...errors },
      },
    },
    async (request) => {
      const rows = await listAuditLog(app.db, request.query.actionType);
      return {
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          actionType: row.action_type,
          userName: row.user_name,
          details: row.details,
        })),
      };
    },
  );

  r.delete(
    '/api/audit-log',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Clear the audit log; the clearing itself is recorded',
        response: { 200: z.object({ deleted: z.number() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const deleted = await deleteAuditLog(trx);
        await recordAudit(trx, { actionType: 'AUDIT_LOG_CLEARED', user, details: { deleted } });
        return { deleted };
      });
    },
  );
}
