import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** Reads an uploaded file part whole; a file over the route's limit becomes a 413 with `tooLarge`. */
export async function readFilePart(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw error;
  }
}

/** The one file of a single-file upload, limited to `maxBytes` (exclusive when `under`). */
export async function readSingleFile(request: FastifyRequest, options: { maxBytes: number; tooLarge: string; missing: string }) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  if (!part) throw new AppError('VALIDATION_ERROR', options.missing);
  const bytes = await readFilePart(part, options.tooLarge);
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', options.missing);
  return { fileName: part.filename, bytes };
}
