import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientLogo,
  clientLogoUrl,
  LOGO_MAX_BYTES,
  LOGO_MAX_FILES,
  LogoUploadResponse,
  type LogoUploadResult,
} from '@keel/shared/client-logos';
import { ApiErrorBody } from '@keel/shared/errors';
import { AppError, validationError } from '../../errors';
import { IdParams } from '../../lib/record-id';
import { currentUser, requireAdmin } from '../../platform/auth/guards';
import { cleanFileName, uploadError } from '../../platform/files/upload';
import { listClientLogos } from './client-logos.repository';
import { LOGO_SIZE_MESSAGE, removeLogo, uploadLogo } from './client-logos.service';
import { filePart, multipartBody, textPart } from '../../plugins/openapi-media';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody };
const NO_FILES = 'Please select files to upload.';

/** The parts of a multipart body; a body the parser cannot even start on fails on the first read. */
async function* readParts(request: FastifyRequest, options: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  yield* request.parts(options);
}

/** A names field: a JSON array of optional names, one per file in order. */
function parseNames(value: unknown): (string | undefined)[] {
  try {
    const parsed = z
      .array(
        z
          .string()
          .max(200)
          .refine((n) => !n.includes('\u0000'))
          .nullable(),
      )
      .max(100)
      .parse(JSON.parse(String(value)));
    return parsed.map((n) => n ?? undefined);
  } catch {
    throw validationError('The logo names could not be read.');
  }
}

/** Client logos: the public list read by the banner and /clients; upload and delete for admins. */
export async function clientLogosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['client-logos'];

  r.get(
    '/api/client-logos',
    {
      schema: { tags, summary: 'All client logos, newest first (public)', response: { 200: z.array(ClientLogo) } },
    },
    async () => {
      const rows = await listClientLogos(app.db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        imageUrl: row.image_url,
        url: clientLogoUrl(row.image_url),
        createdAt: row.created_at.toISOString(),
        sizeBytes: row.size_bytes,
      }));
    },
  );

  /**
   * multipart/form-data: an optional `names` field (JSON array, one optional name per file, sent
   * before the files), then one or more `files`. Each file is stored on its own and reported on
   * its own, so one bad file does not cost the others.
   */
  r.post(
    '/api/client-logos',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Upload logos (admin): per-file results',
        requestBodyAs: multipartBody(
          {
            names: textPart('Optional: a JSON array of names, one per file in order (null for none), sent before the files'),
            files: { type: 'array', items: filePart('A logo: JPG, PNG, GIF, SVG or WEBP (any field name)') },
          },
          ['files'],
        ),
        response: { 200: LogoUploadResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the files as multipart/form-data.');
      const user = currentUser(request);
      let names: (string | undefined)[] = [];
      const results: LogoUploadResult[] = [];
      // A file over the size limit is cut short and reported on its own; the others still go in.
      const options = { throwFileSizeLimit: false, limits: { fileSize: LOGO_MAX_BYTES, files: LOGO_MAX_FILES } } as Parameters<
        typeof request.parts
      >[0];
      // Each file is read whole before it is stored, so a body cut off mid-file stores nothing of
      // that file; the files before it were complete and stay (and are reported).
      const parts = readParts(request, options);
      for (;;) {
        let next: IteratorResult<Multipart>;
        let bytes: Buffer | undefined;
        try {
          next = await parts.next();
          if (!next.done && next.value.type === 'file') bytes = await next.value.toBuffer();
        } catch (error) {
          if (results.length === 0 || error instanceof AppError) throw uploadError(error);
          results.push({ ok: false, fileName: 'the rest of the upload', stage: 'upload', message: uploadError(error).message });
          break;
        }
        if (next.done) break;
        const part = next.value;
        if (part.type === 'field') {
          if (part.fieldname === 'names') names = parseNames(part.value);
          continue;
        }
        const fileName = cleanFileName(part.filename) || `file ${results.length + 1}`;
        const name = names[results.length];
        if (part.file.truncated) {
          results.push({ ok: false, fileName, stage: 'upload', message: LOGO_SIZE_MESSAGE });
          continue;
        }
        try {
          results.push({ ok: true, fileName, logo: await uploadLogo(app.db, user, { fileName, bytes: bytes!, name }) });
        } catch (error) {
          if (error instanceof AppError) {
            results.push({ ok: false, fileName, stage: 'upload', message: error.message });
          } else {
            request.log.error({ err: error, fileName }, 'logo could not be saved');
            results.push({ ok: false, fileName, stage: 'database', message: 'The logo could not be saved; its file was not kept.' });
          }
        }
      }
      if (results.length === 0) throw validationError(NO_FILES);
      return { results };
    },
  );

  r.delete(
    '/api/client-logos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Delete a logo and its file (admin)',
        params: IdParams,
        response: { 200: z.object({ fileRemoved: z.boolean() }), ...errors },
      },
    },
    async (request) => removeLogo(app.db, currentUser(request), request.params.id),
  );
}
