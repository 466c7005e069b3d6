import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { EraseInput, PrivacyParams, RetentionSetting } from '@keel/shared/privacy';
import { currentUser, requireAdmin } from '../../platform/auth/guards';
import { type BeforeApplicantErase, erasePerson, exportPerson } from './privacy.service';
import { getRetentionMonths, setRetentionMonths } from './retention.service';
import { answerAs } from '../../plugins/openapi-media';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Privacy tools (decision 0038): export, erase and the retention period — admins only. */
export interface PrivacyRoutesOptions {
  /** Run in an applicant's erase transaction before it (decision 0074: their upcoming interviews are cancelled). */
  beforeApplicantErase?: BeforeApplicantErase;
}

export async function privacyRoutes(app: FastifyInstance, options: PrivacyRoutesOptions = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['privacy'];
  r.addHook('onRequest', requireAdmin);

  r.get(
    '/api/privacy/:kind/:id/export',
    {
      schema: {
        tags,
        summary: "A zip of an applicant's or contact's data: data.json and their files",
        params: PrivacyParams,
        response: { 200: answerAs('application/zip', 'data.json and the files, as a zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exportPerson(app.db, currentUser(request), request.params.kind, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  r.post(
    '/api/privacy/:kind/:id/erase',
    {
      schema: {
        tags,
        summary: 'Anonymise an applicant or contact and delete their files (type their name to confirm)',
        params: PrivacyParams,
        body: EraseInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await erasePerson(
        app.db,
        options.beforeApplicantErase,
        currentUser(request),
        request.params.kind,
        request.params.id,
        request.body.confirmName,
      );
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/privacy/retention',
    {
      schema: { tags, summary: 'The retention period of applicants not hired, in months', response: { 200: RetentionSetting, ...errors } },
    },
    async () => ({ months: await getRetentionMonths(app.db) }),
  );

  r.put(
    '/api/privacy/retention',
    {
      schema: { tags, summary: 'Set the retention period', body: RetentionSetting, response: { 200: RetentionSetting, ...errors } },
    },
    async (request) => ({ months: await setRetentionMonths(app.db, currentUser(request), request.body.months) }),
  );
}
