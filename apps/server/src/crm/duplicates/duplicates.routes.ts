import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DuplicateCheckInput,
  DuplicateCheckResult,
  DuplicateKind,
  DuplicatePairPage,
  DuplicatePairsQuery,
  MergeInput,
  MergePreview,
  MergePreviewQuery,
  MergeResult,
} from '@keel/shared/duplicates';
import { Dismissal, DismissalInput, type ScanEvent } from '@keel/shared/duplicate-review';
import { ApiErrorBody } from '@keel/shared/errors';
import { roleFlags } from '@keel/shared/roles';
import { forbidden } from '../../errors';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth/guards';
import { dismissPair, undoDismissal } from './duplicate-dismissals.service';
import { startScan } from './duplicate-scan.service';
import { checkDuplicates, duplicatePairs, mergePreview } from './duplicates.service';
import { mergeRecords } from './merge.service';
import { answerAs } from '../../plugins/openapi-media';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const KindParams = z.object({ kind: DuplicateKind });

/** Likely duplicates (decision 0033): the forms' check, and the admins' pairs and merge. */
export async function duplicatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duplicates'];

  r.post(
    '/api/duplicates/check',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Records that look like the one about to be saved (same e-mail, similar name, same website domain); saves nothing',
        body: DuplicateCheckInput,
        response: { 200: DuplicateCheckResult, ...errors },
      },
    },
    async (request) => {
      // Applicants belong to the recruitment area: only recruiters and admins may learn of them.
      if (request.body.kind === 'applicants' && !roleFlags(currentUser(request).role).isRecruiter)
        throw forbidden('Only recruiters and admins may do this.');
      return checkDuplicates(app.db, request.body);
    },
  );

  r.get(
    '/api/duplicates',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'One page of likely duplicate pairs across a whole table, best first (admins)',
        querystring: DuplicatePairsQuery,
        response: { 200: DuplicatePairPage, ...errors },
      },
    },
    async (request) => duplicatePairs(app.db, request.query.kind, request.query.page),
  );

  r.get(
    '/api/duplicates/:kind/merge-preview',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Two records side by side, for a merge (admins)',
        params: KindParams,
        querystring: MergePreviewQuery,
        response: { 200: MergePreview, ...errors },
      },
    },
    async (request) => mergePreview(app.db, request.params.kind, request.query.a, request.query.b),
  );

  r.post(
    '/api/duplicates/:kind/merge',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Merge one record into another: chosen fields, every link moved, the other removed, one audit entry (admins; 409 if either changed since)',
        params: KindParams,
        body: MergeInput,
        response: { 200: MergeResult, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => mergeRecords(app.db, currentUser(request), request.params.kind, request.body),
  );

  r.post(
    '/api/duplicates/:kind/scan',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Scan a whole table for likely pairs, ranked once for the Duplicates page; answers newline-delimited JSON events (409 while a scan of it runs) (admins)',
        params: KindParams,
        response: { 200: answerAs('application/x-ndjson', 'One JSON event per line as the scan goes'), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const events = await startScan(app.db, kind, currentUser(request), (error) =>
        request.log.error({ err: error }, `${kind} duplicates scan failed`),
      );
      const out = new Readable({ read() {} });
      void reply.status(200).header('cache-control', 'no-store').type('application/x-ndjson; charset=utf-8').send(out);
      void (async () => {
        try {
          for await (const event of events) out.push(`${JSON.stringify(event satisfies ScanEvent)}\n`);
        } finally {
          out.push(null);
        }
      })();
      return reply;
    },
  );

  r.post(
    '/api/duplicates/:kind/dismissals',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          "Mark a pair 'Not a duplicate': kept off the Duplicates page and the forms' warnings, audited (admins; 201, or 200 when already marked)",
        params: KindParams,
        body: DismissalInput,
        response: { 200: Dismissal, 201: Dismissal, ...errors },
      },
    },
    async (request, reply) => {
      const { created, dismissal } = await dismissPair(app.db, currentUser(request), request.params.kind, request.body);
      return reply.status(created ? 201 : 200).send(dismissal);
    },
  );

  r.delete(
    '/api/duplicates/:kind/dismissals',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Undo 'Not a duplicate' for a pair: listed and warned of again, audited (admins)",
        params: KindParams,
        querystring: DismissalInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await undoDismissal(app.db, currentUser(request), request.params.kind, request.query);
      return reply.status(204).send(null);
    },
  );
}
