import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { ReportDefinition, ReportResult, SavedReport, SavedReportInput } from '@keel/shared/reports';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import { boundedReport } from './report-bounds.service';
import { runReport } from './report-query';
import { createReport, duplicateReport, editReport, getReport, listReports, removeReport, runSavedReport } from './saved-reports.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
/** Answering a report: also 429 when the member has too many running (decision 0094). */
const runErrors = { ...errors, 429: ApiErrorBody };

/**
 * Reports people build themselves (decision 0028): admins build and save them at /crm/saved-reports;
 * shared ones are open to every signed-in user, private ones to their owner only.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.post(
    '/api/reports/run',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Answer a report definition (the builder preview)',
        body: ReportDefinition,
        response: { 200: ReportResult, ...runErrors },
      },
    },
    async (request) => boundedReport(app.db, app.database.kind, currentUser(request).id, (db) => runReport(db, request.body)),
  );

  r.get(
    '/api/saved-reports',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Reports shared with the team and my own, by name', response: { 200: z.array(SavedReport), ...errors } },
    },
    async (request) => listReports(app.db, currentUser(request).id),
  );

  r.get(
    '/api/saved-reports/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'One shared or own report', params: IdParams, response: { 200: SavedReport, ...errors } },
    },
    async (request) => getReport(app.db, currentUser(request).id, request.params.id),
  );

  r.get(
    '/api/saved-reports/:id/result',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Run a shared or own report', params: IdParams, response: { 200: ReportResult, ...runErrors } },
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      return boundedReport(app.db, app.database.kind, viewerId, (db) => runSavedReport(db, viewerId, request.params.id));
    },
  );

  r.post(
    '/api/saved-reports',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Save a report (admins)', body: SavedReportInput, response: { 201: SavedReport, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createReport(app.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/saved-reports/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Change a shared or own report (admins)',
        params: IdParams,
        body: SavedReportInput,
        response: { 200: SavedReport, ...errors },
      },
    },
    async (request) => editReport(app.db, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/saved-reports/:id/duplicate',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A private copy of a shared or own report (admins)',
        params: IdParams,
        response: { 201: SavedReport, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await duplicateReport(app.db, currentUser(request), request.params.id)),
  );

  r.delete(
    '/api/saved-reports/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Delete a shared or own report (admins)', params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeReport(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
