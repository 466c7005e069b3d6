import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardTemplate, PublishTemplateInput, SaveTemplateInput } from '@keel/shared/dashboard-templates';
import { ApiErrorBody } from '@keel/shared/errors';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { listTemplates, publishTemplate, removeTemplate, saveAsTemplate } from './dashboard-templates.service';

const tags = ['dashboards'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const IdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Dashboard templates (decision 0035): saved from a dashboard its owner or an
 * admin may change; seen by their owner, and by everyone once an admin publishes them.
 */
export async function dashboardTemplatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const guarded = { preHandler: requireUser };

  r.post(
    '/api/dashboards/:id/templates',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Save as Template: the dashboard's layout and widget settings, without personal data, as a private template",
        params: IdParams,
        body: SaveTemplateInput,
        response: { 201: DashboardTemplate, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await saveAsTemplate(db, currentUser(request), request.params.id, request.body.name)),
  );

  r.get(
    '/api/dashboard-templates',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Templates the caller may start a dashboard from: their own and the published ones',
        response: { 200: z.array(DashboardTemplate), ...errors },
      },
    },
    async (request) => listTemplates(db, currentUser(request)),
  );

  r.patch(
    '/api/dashboard-templates/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Publish a template to the whole team, or take it back (admins)',
        params: IdParams,
        body: PublishTemplateInput,
        response: { 200: DashboardTemplate, ...errors },
      },
    },
    async (request) => publishTemplate(db, currentUser(request), request.params.id, request.body.isPublished),
  );

  r.delete(
    '/api/dashboard-templates/:id',
    {
      ...guarded,
      schema: { tags, summary: 'Delete a template (its owner or an admin)', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeTemplate(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
