import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { notFound } from '../../errors';
import { IdParams, isRecordId } from '../../lib/record-id';
import { currentUser, requireAdmin } from '../auth/guards';
import { outboxMail, outboxMails, type OutboxViewer, retryMail } from './mail.service';

const errors = { 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const tags = ['outbox'];

/** The Outbox (docs/product/beyond-the-spec.md#e-mail-and-background-jobs): every mail Keel wrote, for admins only. */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: FastifyRequest): OutboxViewer => ({
    user: currentUser(request),
    viaApiKey: request.apiKeyId !== undefined,
    deliveryEnabled: Boolean(app.config.SMTP_URL),
  });

  r.get(
    '/api/outbox',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'The newest mails of the outbox, with their delivery status (admins)',
        response: { 200: OutboxList, ...errors },
      },
    },
    async () => ({ mails: await outboxMails(app.db), deliveryEnabled: Boolean(app.config.SMTP_URL) }),
  );

  r.get(
    '/api/outbox/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          'One mail with its rendered bodies and links (admins; reset and confirmation links only for who may use them, decision 0066)',
        params: IdParams,
        response: { 200: OutboxMail, ...errors },
      },
    },
    async (request, reply) => {
      if (!isRecordId(request.params.id)) throw notFound('This mail is not in the outbox.');
      void reply.header('cache-control', 'no-store');
      return outboxMail(app.db, request.params.id, viewer(request));
    },
  );

  r.post(
    '/api/outbox/:id/retry',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Deliver a failed mail again (admins)', params: IdParams, response: { 200: OutboxMail, ...errors } },
    },
    async (request) => {
      if (!isRecordId(request.params.id)) throw notFound('This mail is not in the outbox.');
      return retryMail(app.db, app.jobs, viewer(request), request.params.id);
    },
  );
}
