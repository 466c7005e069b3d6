import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export const UNREADABLE_UPLOAD = 'The upload could not be read (it may have been cut off). Please try again.';

/**
 * What an error met while reading a multipart body means to the caller: a limit is a 413, and
 * anything else the parser throws (no boundary, a body cut off mid-part, a broken header) is the
 * body's fault, a 400. Our own coded errors pass through.
 */
export function uploadError(error: unknown, tooLarge = 'The file is too large.'): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields or files.');
    default:
      return new AppError('BAD_REQUEST', UNREADABLE_UPLOAD);
  }
}

/** A file name as sent, without control characters (NUL cannot be stored; none belongs in a name). */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '');
}

/** Reads an uploaded file part whole; a file over the route's limit becomes a 413 with `tooLarge`. */
export async function readFilePart(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
}

/** The one file of a single-file upload, limited to `maxBytes` (exclusive when `under`). */
export async function readSingleFile(request: FastifyRequest, options: { maxBytes: number; tooLarge: string; missing: string }) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw uploadError(error, options.tooLarge);
  }
  if (!part) throw new AppError('VALIDATION_ERROR', options.missing);
  const bytes = await readFilePart(part, options.tooLarge);
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', options.missing);
  return { fileName: cleanFileName(part.filename), bytes };
}
