import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '@keel/shared/applicants';
import { CAREERS_FIELDS, CAREERS_RESUME_FIELD } from '@keel/shared/careers';
import { AppError, validationError } from '../../errors';
import { findUnstorable, unstorableError } from '../../lib/nul-characters';
import { checkResume, multipartError, type UploadedResume } from '../applicants/applicant-submission';
import { uploadError } from '../../platform/files/upload';

export interface CareersFormSubmission {
  /** The text fields as typed (still to be validated). */
  fields: Record<string, string>;
  resume: UploadedResume | null;
  /** Why the form cannot be taken (a bad file, a broken body); the fields read so far are kept. */
  error: AppError | null;
}

const KNOWN_FIELDS = new Set<string>(CAREERS_FIELDS);
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Reads the careers form as a browser posts it (multipart/form-data, no JavaScript needed): its text
 * fields and one resume, checked by content with the applicant form's rules (.pdf, .doc, .docx and
 * size: docs/product/validation.md#applicant). A bad file or body is returned as `error` (a 4xx; the resume's names its field).
 */
export async function readCareersForm(request: FastifyRequest): Promise<CareersFormSubmission> {
  const fields: Record<string, string> = {};
  let resume: UploadedResume | null = null;
  if (!request.isMultipart()) {
    return { fields, resume, error: new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the application form as multipart/form-data.') };
  }
  try {
    const parts = request.parts({
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: KNOWN_FIELDS.size, parts: KNOWN_FIELDS.size + 1, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== CAREERS_RESUME_FIELD) throw validationError(`Unexpected file field "${part.fieldname}".`);
        const bytes = await part.toBuffer();
        // An empty file input still sends a part without a name: that is "no resume".
        if (bytes.length === 0 && !part.filename) continue;
        resume = checkResume(bytes);
      } else {
        if (!KNOWN_FIELDS.has(part.fieldname)) throw validationError(`Unexpected form field "${part.fieldname}".`);
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The application form is too large.');
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    return { fields, resume: null, error: error instanceof AppError ? error : (multipartError(error) ?? uploadError(error)) };
  }
  const unstorable = findUnstorable(fields);
  return { fields, resume, error: unstorable ? unstorableError(unstorable) : null };
}
