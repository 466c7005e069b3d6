import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_MESSAGES, ProfilePdfQuery, ProfileShare, ProfileShareInput } from '@keel/shared/consultants';
import { ApiErrorBody } from '@keel/shared/errors';
import { forbidden } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { answerAs } from '../../plugins/openapi-media';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { consultantProfilePdf, shareProfile, sharesProfiles } from './profile.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Admins and sales reps (decision 0101); 401 without a session, 403 for anyone else. */
async function requireProfileSharer(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!sharesProfiles(currentUser(request).role)) throw forbidden(PROFILE_MESSAGES.sharers);
}

/** A consultant's client-ready profile PDF and its shares with client contacts (decision 0101). */
export async function consultantProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staffing'];

  r.get(
    '/api/consultants/:id/profile.pdf',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "A consultant's client-ready profile, an A4 PDF (every member): named, or with `anonymised=true` an anonymous label, no contact details and only the country; never rates",
        params: IdParams,
        querystring: ProfilePdfQuery,
        response: { 200: answerAs('application/pdf', 'The profile as a PDF of one or two A4 pages'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await consultantProfilePdf(app.db, request.params.id, request.query.anonymised);
      void reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply.send(Buffer.from(file.bytes));
    },
  );

  r.post(
    '/api/consultants/:id/profile-shares',
    {
      onRequest: requireProfileSharer,
      schema: {
        tags,
        summary:
          "Record that the consultant's profile (named or anonymised) was shared with a client contact (admins and sales reps); written on both timelines, no mail is sent",
        params: IdParams,
        body: ProfileShareInput,
        response: { 201: ProfileShare, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await shareProfile(app.db, currentUser(request), request.params.id, request.body)),
  );
}
