import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ColumnsParameter, CompanyMode, DATA_TEXTS, type DataKind } from '@keel/shared/data-management';
import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import { TEXT_ENCODINGS } from '@keel/shared/import-files/text-encoding';
import { TagMode, UpdateMode } from '@keel/shared/import-files/update-rules';
import { AppError, validationError } from '../../errors';
import { currentUser } from '../../platform/auth/guards';
import { fileBody } from '../../plugins/openapi-media';
import { DATA_KINDS } from './import-kinds';

/** What every import route reads from its request: the upload, its mapping and its settings. */

/** The media types an import accepts as its raw body. */
export const IMPORT_CONTENT_TYPES = ['text/csv', 'text/plain', 'text/tab-separated-values', 'text/vcard', 'text/x-vcard'];
/** The file an import reads, sent whole as the request body (documented; read by `uploaded`). */
export const importFileBody = fileBody(
  IMPORT_CONTENT_TYPES,
  'The file: CSV, tab-separated text or vCard, in any encoding the preview offers',
);

/** A caller's mapping names only fields of this kind, each at most once but those several columns are joined into (address lines). */
export function checkedColumns(kind: DataKind, columns: (string | null)[] | undefined) {
  if (!columns) return undefined;
  const fields = DATA_KINDS[kind].fields;
  const joined = DATA_KIND_INFO[kind].headerNames.joined ?? {};
  const named = columns.filter((c): c is string => c !== null);
  const unknown = named.find((c) => !fields.includes(c));
  if (unknown) throw validationError(`There is no ${kind} field called "${unknown}".`);
  const twice = named.find((c, i) => named.indexOf(c) !== i && joined[c] === undefined);
  if (twice) throw validationError(`Two columns are mapped to ${twice}: map each field at most once.`);
  return columns;
}

/** How to read an upload and what to do with the records it matches (decision 0056). */
export const ImportQuery = z.object({
  fileName: z.string().trim().max(255).default('upload.csv'),
  columns: ColumnsParameter.optional(),
  encoding: z.enum(TEXT_ENCODINGS).optional(),
  dateOrder: z.enum(['mdy', 'dmy']).optional(),
  update: UpdateMode.default('fill'),
  tags: TagMode.default('add'),
  companies: CompanyMode.default('create'),
});

/** The upload as the raw request stream. */
export function uploaded(body: unknown): Readable {
  if (!(body instanceof Readable)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DATA_TEXTS.csvOnly);
  return body;
}

export function importOptions(request: FastifyRequest, kind: DataKind, query: z.infer<typeof ImportQuery>) {
  return {
    user: currentUser(request),
    fileName: query.fileName,
    columns: checkedColumns(kind, query.columns),
    encoding: query.encoding,
    dateOrder: query.dateOrder,
    updates: { update: query.update, tags: query.tags },
    companies: query.companies,
  };
}
