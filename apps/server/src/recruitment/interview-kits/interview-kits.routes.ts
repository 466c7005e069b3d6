import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { InterviewKit, InterviewKitInput, KitTemplate, KitTemplateInput } from '@keel/shared/interview-kits';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireRecruiterOrAdmin, requireUser } from '../../platform/auth/guards';
import { requireJobReader } from '../hiring-teams/hiring-teams.service';
import {
  createKitTemplate,
  interviewKitOf,
  listKitTemplates,
  removeKitTemplate,
  saveInterviewKit,
  saveKitTemplate,
} from './interview-kits.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/**
 * Interview kits (decision 0082): recruiters and admins keep the reusable templates and set each
 * job's kit; the job's hiring team reads it, to score against it.
 */
export async function interviewKitsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recruitment'];
  const onRequest = requireRecruiterOrAdmin;

  r.get(
    '/api/interview-kit-templates',
    {
      onRequest,
      schema: { tags, summary: 'The interview kit templates, by name', response: { 200: z.array(KitTemplate), ...errors } },
    },
    async () => listKitTemplates(app.db),
  );

  r.post(
    '/api/interview-kit-templates',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an interview kit template: a name (unique, case aside; 409 otherwise) and its competencies',
        body: KitTemplateInput,
        response: { 201: KitTemplate, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createKitTemplate(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/interview-kit-templates/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Replace a template's name and competencies (the jobs' kits started from it stay as they are)",
        params: IdParams,
        body: KitTemplateInput,
        response: { 200: KitTemplate, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => saveKitTemplate(app.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/interview-kit-templates/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a template (the kits started from it stay)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeKitTemplate(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/jobs/:id/interview-kit',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "A job's interview kit: its competencies with their weights and guiding questions (recruiters, admins and the job's hiring team)",
        params: IdParams,
        response: { 200: InterviewKit, ...errors },
      },
    },
    async (request) => {
      await requireJobReader(app.db, currentUser(request), request.params.id);
      return interviewKitOf(app.db, request.params.id);
    },
  );

  r.put(
    '/api/jobs/:id/interview-kit',
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a job's interview kit; a competency sent with its id keeps it (and the ratings given it), one without gets a new one",
        params: IdParams,
        body: InterviewKitInput,
        response: { 200: InterviewKit, ...errors },
      },
    },
    async (request) => saveInterviewKit(app.db, currentUser(request), request.params.id, request.body),
  );
}
