import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RememberedMapping,
  DATA_TEXTS,
  DataKind,
  DryRunResult,
  ExportCount,
  exportFileName,
  type ImportEvent,
} from '@keel/shared/data-management';
import { ApiErrorBody } from '@keel/shared/errors';
import { UTF8_BOM } from '@keel/shared/import-files/text-encoding';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { currentUser, requireAdmin } from '../../platform/auth/guards';
import { CsvParseError } from './csv-batches';
import { csvExport } from './csv-export.service';
import { importCsv, importParallelism } from './csv-import.service';
import { dryRunImport } from './import-dry-run';
import { checkedColumns, IMPORT_CONTENT_TYPES, ImportQuery, importFileBody, importOptions, uploaded } from './import-query';
import { DATA_KINDS } from './import-kinds';
import { backgroundImportRoutes } from './background-import.routes';
import { importHistoryRoutes } from './import-history.routes';
import { findMapping, saveMapping } from './import-mappings.repository';
import { countRecords } from './record-exports.repository';
import { answerAs } from '../../plugins/openapi-media';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 415: ApiErrorBody };
const CSV_ONLY = DATA_TEXTS.csvOnly;
/** The types an import file may be sent as; what it holds (CSV or vCard, its encoding) is read from its bytes. */

const kindParams = z.object({ kind: DataKind });

/** The export's lines, after a prefix (the byte-order mark of an export for Excel). */
async function* withPrefix(prefix: string, lines: AsyncIterable<string>) {
  if (prefix) yield prefix;
  yield* lines;
}

/** CSV import and export of contacts (docs/product/crm.md#data-management, docs/product/data-import-export.md#csv-import, docs/product/data-import-export.md#csv-export), companies and deals (decision 0027) — admins only. */
export async function dataManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data-management'];

  // The upload reaches the handler as the raw request stream: it is parsed as it arrives (CSV, tab-separated text or vCard).
  app.addContentTypeParser(IMPORT_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UNSUPPORTED_MEDIA_TYPE', CSV_ONLY)));

  r.post(
    '/api/data-management/:kind/import',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Import contacts, companies or deals from a CSV file sent as the raw body (text/csv); answers newline-delimited JSON events',
        params: kindParams,
        querystring: ImportQuery,
        requestBodyAs: importFileBody,
        response: { 200: answerAs('application/x-ndjson', 'One JSON event per line as batches commit'), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const events = importCsv(app.db, uploaded(request.body), DATA_KINDS[kind].import, {
        ...importOptions(request, kind, request.query),
        parallelBatches: importParallelism(app.database),
        onBatchError: (error) => request.log.error({ err: error }, `${kind} import batch failed`),
      });
      // Nothing committed yet: a broken file is a plain 400 (the database error a plain 500).
      let first: IteratorResult<ImportEvent>;
      try {
        first = await events.next();
      } catch (error) {
        if (error instanceof CsvParseError) throw validationError(DATA_TEXTS.parseFailed(error.message));
        throw error;
      }
      // The events are written as they come, never waiting for the reader: the browser reads the
      // answer only once its upload is complete, and the upload advances only as batches commit.
      const out = new Readable({ read() {} });
      void reply.status(200).header('cache-control', 'no-store').type('application/x-ndjson; charset=utf-8').send(out);
      void (async () => {
        try {
          if (!first.done) out.push(`${JSON.stringify(first.value)}\n`);
          for await (const event of events) out.push(`${JSON.stringify(event)}\n`);
        } catch (error) {
          request.log.error({ err: error }, `${kind} import failed`);
        } finally {
          out.push(null);
        }
      })();
      return reply;
    },
  );

  // What an import would do, written in a transaction that is rolled back (decision 0056).
  r.post(
    '/api/data-management/:kind/import/dry-run',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'What importing this file would do: counts, each updated record field by field, rejected rows; nothing is written',
        params: kindParams,
        querystring: ImportQuery,
        requestBodyAs: importFileBody,
        response: { 200: DryRunResult, ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      try {
        return await dryRunImport(app.db, uploaded(request.body), DATA_KINDS[kind].import, importOptions(request, kind, request.query));
      } catch (error) {
        if (error instanceof CsvParseError) throw validationError(DATA_TEXTS.parseFailed(error.message));
        throw error;
      }
    },
  );

  // The column mapping a user chose, remembered for the next file with the same headers (decision 0027).
  r.post(
    '/api/data-management/:kind/mapping/lookup',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The mapping this user last chose for a file with these headers (columns null: none remembered)',
        params: kindParams,
        body: RememberedMapping.pick({ headers: true }),
        response: { 200: z.object({ columns: z.array(z.string().nullable()).nullable() }), ...errors },
      },
    },
    async (request) => ({
      columns: (await findMapping(app.db, currentUser(request).id, request.params.kind, request.body.headers)) ?? null,
    }),
  );

  r.put(
    '/api/data-management/:kind/mapping',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Remember this mapping for files with these headers',
        params: kindParams,
        body: RememberedMapping,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { headers, columns } = request.body;
      if (columns.length !== headers.length) throw validationError('The mapping must name one field (or none) for each header.');
      await saveMapping(app.db, currentUser(request).id, request.params.kind, headers, checkedColumns(request.params.kind, columns)!);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/data-management/:kind/export/count',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'How many records an export holds', params: kindParams, response: { 200: ExportCount, ...errors } },
    },
    async (request) => ({ count: await countRecords(app.db, DATA_KINDS[request.params.kind].table) }),
  );

  r.get(
    '/api/data-management/:kind/export',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every contact, company or deal as CSV, streamed; for=excel starts it with a UTF-8 byte-order mark',
        params: kindParams,
        querystring: z.object({ for: z.enum(['csv', 'excel']).default('csv') }),
        response: { 200: answerAs('text/csv', 'Every record as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Excel reads a CSV without a byte-order mark in the computer's ANSI code page (é becomes Ã©).
      const bom = request.query.for === 'excel' ? UTF8_BOM : '';
      const { kind } = request.params;
      const {
        export: spec,
        exportedAction,
        import: { entityType },
      } = DATA_KINDS[kind];
      const lines = csvExport(app.db, spec, (count) =>
        app.db.transaction().execute((trx) => recordAudit(trx, { actionType: exportedAction, user, entityType, details: { count } })),
      );
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(kind)}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(Readable.from(withPrefix(bom, lines)));
    },
  );

  await importHistoryRoutes(app);
  await backgroundImportRoutes(app);
}
