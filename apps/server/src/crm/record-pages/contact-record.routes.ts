import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_NOT_FOUND } from '@keel/shared/contacts';
import { ApiErrorBody } from '@keel/shared/errors';
import { RelatedLeads } from '@keel/shared/records';
import { notFound } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { requireUser } from '../../platform/auth/guards';
import { contactExists } from '../contacts/contact-relations.service';
import { linkedLeads } from '../funnel/record-leads.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The contact page (decision 0024): its funnel leads — whoever may open Edit Contact (any signed-in user). */
export async function contactRecordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  async function requireContact(id: string) {
    if (!(await contactExists(app.db, id))) throw notFound(CONTACT_NOT_FOUND);
  }

  r.get(
    '/api/contacts/:id/leads',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Funnel leads that list the contact (the first 50, by name, and how many)',
        params: IdParams,
        response: { 200: RelatedLeads, ...errors },
      },
    },
    async (request) => {
      await requireContact(request.params.id);
      return linkedLeads(app.db, { contactId: request.params.id });
    },
  );
}
