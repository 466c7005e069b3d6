import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { NewContactInput, NewContactReceipt } from '@keel/shared/contact-intake';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { addNewContact } from './contact-intake.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** Staff 'Add New Contact' (decision 0064): any signed-in member, like every contact write. */
export async function contactIntakeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact-intake',
    {
      onRequest: requireUser,
      schema: {
        tags: ['contacts'],
        summary: 'Add a contact and, optionally, its first deal, in one transaction',
        body: NewContactInput,
        response: { 201: NewContactReceipt, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addNewContact(app.db, currentUser(request), request.body)),
  );
}
