import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateEmailPreview,
  CandidateEmailPreviewInput,
  CandidateEmailSendInput,
  CandidateEmailSent,
  CandidateTemplate,
  CandidateTemplateInput,
  CandidateTemplateList,
  TemplateKeyParams,
} from '@keel/shared/candidate-mail';
import { ApiErrorBody } from '@keel/shared/errors';
import { rejectInvalidRequest } from '../../lib/input-validation';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin } from '../../platform/auth/guards';
import {
  createTemplate,
  editTemplate,
  previewCandidateEmail,
  removeTemplate,
  sendCandidateEmail,
  templates,
} from './candidate-mail.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Candidate e-mail templates and sending them to an applicant (decision 0038) — recruiters and admins only. */
export async function candidateMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  r.addHook('onRequest', requireRecruiterOrAdmin);

  r.get(
    '/api/candidate-mail/templates',
    {
      schema: {
        tags,
        summary: 'The candidate e-mail templates: built-ins first, then the firm’s own',
        response: { 200: CandidateTemplateList, ...errors },
      },
    },
    async () => ({ templates: await templates(app.db) }),
  );

  // attachValidation: the body schemas document the API; the handler words the refusal (no field prefix).
  r.post(
    '/api/candidate-mail/templates',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a template (unknown placeholders are refused)',
        body: CandidateTemplateInput,
        response: { 201: CandidateTemplate, ...errors },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      return reply.status(201).send(await createTemplate(app.db, currentUser(request), request.body));
    },
  );

  r.put(
    '/api/candidate-mail/templates/:key',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Edit a template (built-ins too)',
        params: TemplateKeyParams,
        body: CandidateTemplateInput,
        response: { 200: CandidateTemplate, ...errors },
      },
    },
    async (request) => {
      rejectInvalidRequest(request);
      return editTemplate(app.db, currentUser(request), request.params.key, request.body);
    },
  );

  r.delete(
    '/api/candidate-mail/templates/:key',
    {
      schema: {
        tags,
        summary: 'Delete one of the firm’s own templates (built-ins: 409)',
        params: TemplateKeyParams,
        response: { 204: z.null(), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await removeTemplate(app.db, currentUser(request), request.params.key);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/applicants/:id/candidate-email/preview',
    {
      schema: {
        tags,
        summary: 'A template rendered for this applicant (and one of their jobs)',
        params: IdParams,
        body: CandidateEmailPreviewInput,
        response: { 200: CandidateEmailPreview, ...errors },
      },
    },
    async (request) => previewCandidateEmail(app.db, currentUser(request), request.params.id, request.body.templateKey, request.body.jobId),
  );

  r.post(
    '/api/applicants/:id/candidate-email',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Send an e-mail to this applicant through the outbox, logged on their timeline',
        params: IdParams,
        body: CandidateEmailSendInput,
        response: { 201: CandidateEmailSent, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      return reply.status(201).send(await sendCandidateEmail(app.db, app.jobs, currentUser(request), request.params.id, request.body));
    },
  );
}
