import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGE_STATUSES,
  ContactMessage,
  ContactMessageInput,
  ContactMessageReceipt,
  ContactMessageUpdate,
} from '@keel/shared/contact-messages';
import { ApiErrorBody } from '@keel/shared/errors';
import { listPage, listQuery } from '@keel/shared/lists';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { publicFormRateLimit } from '../../platform/public-forms/public-form-limits';
import { listContactMessages } from './contact-messages.repository';
import { markContactMessage, receiveContactMessage, toContactMessage } from './contact-messages.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };
const ListQuery = listQuery(['created_at'], 'created_at', 'desc').extend({ status: z.enum(CONTACT_MESSAGE_STATUSES).default('all') });

/** Contact-us messages (docs/product/beyond-the-spec.md#contact-messages): sent by anyone, read and handled by any signed-in user. */
export async function contactMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact-messages',
    {
      config: publicFormRateLimit(app),
      schema: {
        tags: ['contact-messages'],
        summary: 'Send a contact-us message (public, rate limited)',
        body: ContactMessageInput,
        response: { 201: ContactMessageReceipt, ...errors },
      },
    },
    async (request, reply) => {
      await receiveContactMessage(app.db, request.body);
      return reply.status(201).send({ status: 'received' as const });
    },
  );

  r.get(
    '/api/contact-messages',
    {
      preHandler: requireUser,
      schema: {
        tags: ['contact-messages'],
        summary: 'Contact-us messages, newest first (any signed-in user)',
        querystring: ListQuery,
        response: { 200: listPage(ContactMessage), ...errors },
      },
    },
    async (request) => {
      const { status, ...query } = request.query;
      const page = await listContactMessages(app.db, query, status);
      return { ...page, items: page.items.map(toContactMessage) };
    },
  );

  r.patch(
    '/api/contact-messages/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['contact-messages'],
        summary: 'Mark a message handled, or open again (any signed-in user)',
        params: z.object({ id: z.uuid({ error: 'Invalid message id.' }) }),
        body: ContactMessageUpdate,
        response: { 200: ContactMessage, ...errors },
      },
    },
    async (request) => markContactMessage(app.db, request.params.id, request.body.handled, currentUser(request)),
  );
}
