import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactsExportFileName, DATA_TEXTS, ExportCount, type ImportEvent } from '@keel/shared/data-management';
import { ApiErrorBody } from '@keel/shared/errors';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { currentUser, requireAdmin } from '../auth/guards';
import { countContacts } from './contact-export.repository';
import { contactsCsv } from './contact-export.service';
import { importContacts, importParallelism } from './contact-import.service';
import { CsvParseError } from './csv-batches';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 415: ApiErrorBody };
const CSV_ONLY = DATA_TEXTS.csvOnly;

/** Contact CSV import and export (SPEC §2 'Data Management', §5, §9) — admins only. */
export async function dataManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data-management'];

  // The upload reaches the handler as the raw request stream: it is parsed as it arrives.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UNSUPPORTED_MEDIA_TYPE', CSV_ONLY)));

  r.post('/api/data-management/contacts/import', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Import contacts from a CSV file sent as the raw body (text/csv); answers newline-delimited JSON events',
      querystring: z.object({ fileName: z.string().trim().max(255).default('upload.csv') }),
      response: { 200: z.any(), ...errors },
    },
  }, async (request, reply) => {
    const body = request.body as unknown;
    if (!(body instanceof Readable)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CSV_ONLY);
    const events = importContacts(app.db, body, {
      user: currentUser(request),
      fileName: request.query.fileName,
      parallelBatches: importParallelism(app.database),
      onBatchError: (error) => request.log.error({ err: error }, 'contact import batch failed'),
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
        request.log.error({ err: error }, 'contact import failed');
      } finally {
        out.push(null);
      }
    })();
    return reply;
  });

  r.get('/api/data-management/contacts/export/count', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'How many contacts an export holds', response: { 200: ExportCount, ...errors } },
  }, async () => ({ count: await countContacts(app.db) }));

  r.get('/api/data-management/contacts/export', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Every contact as CSV, streamed', response: { 200: z.any(), ...errors } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const lines = contactsCsv(app.db, (count) =>
      app.db.transaction().execute((trx) => recordAudit(trx, { actionType: 'CONTACTS_EXPORTED', user, entityType: 'contact', details: { count } })),
    );
    return reply
      .header('content-disposition', `attachment; filename="${contactsExportFileName()}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(Readable.from(lines));
  });
}
