import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddWidgetInput,
  CreateDashboardInput,
  Dashboard,
  DashboardSummary,
  DuplicateDashboardInput,
  SaveLayoutInput,
  UpdateDashboardInput,
  UpdateWidgetInput,
} from '@keel/shared/dashboards';
import { ApiErrorBody } from '@keel/shared/errors';
import { ConfigureWidgetInput, PinReportInput, WidgetData } from '@keel/shared/widget-config';
import { currentUser, requireUser } from '../../platform/auth/guards';
import { boundedReport } from '../reports/report-bounds.service';
import { dashboardTemplatesRoutes } from './dashboard-templates.routes';
import { createFromTemplate } from './dashboard-templates.service';
import { addWidget, removeWidget, renameWidget } from './dashboard-widgets.service';
import {
  createDashboard,
  duplicateDashboard,
  ensureDefaultDashboard,
  getActiveDashboard,
  getDashboard,
  listDashboards,
  removeDashboard,
  saveLayout,
  setDefaultDashboard,
  updateDashboardFields,
} from './dashboards.service';
import { configureWidget, pinReport } from './widget-config.service';
import { widgetData } from './widget-data.service';

const tags = ['dashboards'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const IdParams = z.object({ id: z.string().min(1).max(100) });
const WidgetParams = IdParams.extend({ widgetId: z.string().min(1).max(100) });

/**
 * Dashboards per owner (docs/product/beyond-the-spec.md#shared-server-state). Any signed-in user works on their own; only the owner or
 * an admin may read or change one (docs/product/roles-and-permissions.md#dashboard-ownership). Every change writes its audit entry in its transaction.
 */
export async function dashboardsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const guarded = { preHandler: requireUser };

  r.get(
    '/api/dashboards',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The caller's dashboards (an admin may pass another user's ownerId)",
        querystring: z.object({ ownerId: z.guid().optional() }),
        response: { 200: z.array(DashboardSummary), ...errors },
      },
    },
    async (request) => listDashboards(db, currentUser(request), request.query.ownerId),
  );

  r.post(
    '/api/dashboards',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Create a dashboard: empty, or from a template the caller may see (`templateId`)',
        body: CreateDashboardInput,
        response: { 201: Dashboard, ...errors },
      },
    },
    async (request, reply) => {
      const { name, templateId } = request.body;
      const actor = currentUser(request);
      return reply
        .status(201)
        .send(templateId ? await createFromTemplate(db, actor, name, templateId) : await createDashboard(db, actor, name));
    },
  );

  r.post(
    '/api/dashboards/default',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Create 'My Default Dashboard' if the caller has no dashboard (201), else return their default or first (200)",
        response: { 200: Dashboard, 201: Dashboard, ...errors },
      },
    },
    async (request, reply) => {
      const { dashboard, created } = await ensureDefaultDashboard(db, currentUser(request));
      return reply.status(created ? 201 : 200).send(dashboard);
    },
  );

  r.get(
    '/api/dashboards/active',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The caller's default dashboard, otherwise their first (404 when they have none)",
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => getActiveDashboard(db, currentUser(request)),
  );

  r.get(
    '/api/dashboards/:id',
    {
      ...guarded,
      schema: { tags, summary: 'One dashboard with its layout and widgets', params: IdParams, response: { 200: Dashboard, ...errors } },
    },
    async (request) => getDashboard(db, currentUser(request), request.params.id),
  );

  r.patch(
    '/api/dashboards/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change name, favourite, layout or widgets',
        params: IdParams,
        body: UpdateDashboardInput,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => updateDashboardFields(db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/dashboards/:id',
    {
      ...guarded,
      schema: { tags, summary: 'Delete a dashboard', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeDashboard(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/dashboards/:id/layout',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Save Layout (a manual save)',
        params: IdParams,
        body: SaveLayoutInput,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => saveLayout(db, currentUser(request), request.params.id, request.body.layout),
  );

  r.post(
    '/api/dashboards/:id/default',
    {
      ...guarded,
      schema: { tags, summary: "Make this the owner's default dashboard", params: IdParams, response: { 200: Dashboard, ...errors } },
    },
    async (request) => setDefaultDashboard(db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/dashboards/:id/duplicate',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Copy a dashboard into the caller's own",
        params: IdParams,
        body: DuplicateDashboardInput.optional(),
        response: { 201: Dashboard, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateDashboard(db, currentUser(request), request.params.id, request.body?.name)),
  );

  r.post(
    '/api/dashboards/:id/widgets',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add a widget at the bottom',
        params: IdParams,
        body: AddWidgetInput,
        response: { 201: Dashboard, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addWidget(db, currentUser(request), request.params.id, request.body.type)),
  );

  r.patch(
    '/api/dashboards/:id/widgets/:widgetId',
    {
      ...guarded,
      schema: { tags, summary: 'Rename a widget', params: WidgetParams, body: UpdateWidgetInput, response: { 200: Dashboard, ...errors } },
    },
    async (request) => renameWidget(db, currentUser(request), request.params.id, request.params.widgetId, request.body.title),
  );

  r.delete(
    '/api/dashboards/:id/widgets/:widgetId',
    {
      ...guarded,
      schema: { tags, summary: 'Remove a widget', params: WidgetParams, response: { 200: Dashboard, ...errors } },
    },
    async (request) => removeWidget(db, currentUser(request), request.params.id, request.params.widgetId),
  );

  r.put(
    '/api/dashboards/:id/widgets/:widgetId/config',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Configure a widget (checked against its type; a title may follow it)',
        params: WidgetParams,
        body: ConfigureWidgetInput,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => configureWidget(db, currentUser(request), request.params.id, request.params.widgetId, request.body),
  );

  r.get(
    '/api/dashboards/:id/widgets/:widgetId/data',
    {
      ...guarded,
      schema: {
        tags,
        summary: "What a configured widget shows: its report's answer or its records",
        params: WidgetParams,
        response: { 200: WidgetData, ...errors, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return boundedReport(db, app.database.kind, actor.id, (trx) => widgetData(trx, actor, request.params.id, request.params.widgetId));
    },
  );

  r.post(
    '/api/dashboards/:id/pinned-reports',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Pin a saved report (own or shared) to the dashboard as a widget',
        params: IdParams,
        body: PinReportInput,
        response: { 201: Dashboard, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await pinReport(db, currentUser(request), request.params.id, request.body.reportId)),
  );
  // Templates live with the dashboards they are saved from and start (decision 0035).
  await dashboardTemplatesRoutes(app);
}
