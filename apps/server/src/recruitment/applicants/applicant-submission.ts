import type { FastifyRequest } from 'fastify';
import { RESUME_EMPTY_MESSAGE, RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from '@keel/shared/applicants';
import { AppError, validationError } from '../../errors';
import { findUnstorable, unstorableError } from '../../lib/nul-characters';
import { EXTENSION_OF, RESUME_TYPES, type SniffedType, sniffContentType } from '../../platform/files/content-type';
import { uploadError } from '../../platform/files/upload';
import { filePart, multipartBody, textPart } from '../../plugins/openapi-media';

/** A resume as received: its real type comes from its bytes, never from its name. */
export interface UploadedResume {
  bytes: Buffer;
  contentType: SniffedType;
  extension: string;
}

export interface ApplicantSubmission {
  /** The applicant's fields, still to be validated. */
  input: unknown;
  resume: UploadedResume | null;
}

/** The multipart form: `data` (the fields as JSON) and an optional `resume` file. */
export const DATA_FIELD = 'data';
export const RESUME_FIELD = 'resume';
const MAX_DATA_BYTES = 256 * 1024;

/** A resume alone, read to prefill a form (the document's body of the resume-fields routes). */
export const resumeOnlyBody = multipartBody({ [RESUME_FIELD]: filePart('The resume: PDF or DOCX, at most 10 MB') }, [RESUME_FIELD]);

/** The form as the OpenAPI document gives it. */
export const applicantFormBody = multipartBody(
  {
    [DATA_FIELD]: textPart("The applicant's fields as JSON (the ApplicantInput schema; `version` too when saving)"),
    [RESUME_FIELD]: filePart('The resume: PDF, DOC or DOCX, at most 10 MB'),
  },
  [DATA_FIELD],
);

const resumeError = (code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_ERROR', message: string) =>
  new AppError(code, message, { resume: message });

/** Errors @fastify/multipart raises on a body beyond the route's limits or a broken body. */
export function multipartError(error: unknown): AppError | undefined {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return resumeError('PAYLOAD_TOO_LARGE', RESUME_SIZE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return resumeError('VALIDATION_ERROR', 'Please send one resume file.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', 'The form could not be read.');
    default:
      return undefined;
  }
}

/** Checks a resume by its content (.pdf, .doc, .docx; docs/product/validation.md#applicant): a renamed executable is refused. */
export function checkResume(bytes: Buffer): UploadedResume {
  if (bytes.length === 0) throw resumeError('VALIDATION_ERROR', RESUME_EMPTY_MESSAGE);
  const type = sniffContentType(bytes);
  if (!type || !RESUME_TYPES.includes(type)) throw resumeError('UNSUPPORTED_MEDIA_TYPE', RESUME_TYPE_MESSAGE);
  return { bytes, contentType: type, extension: EXTENSION_OF[type] };
}

function parseData(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw validationError('The applicant form could not be read.');
  }
  const unstorable = findUnstorable(data);
  if (unstorable) throw unstorableError(unstorable);
  return data;
}

/**
 * Reads an applicant save: JSON (fields only), or multipart/form-data with the fields as JSON in
 * `data` and an optional `resume` file, so the record and its resume are saved in one request
 * (and one transaction).
 */
export async function readApplicantSubmission(request: FastifyRequest): Promise<ApplicantSubmission> {
  if (!request.isMultipart()) return { input: request.body ?? {}, resume: null };
  let input: unknown = undefined;
  let resume: UploadedResume | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: MAX_DATA_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== RESUME_FIELD) throw validationError(`Unexpected file field "${part.fieldname}".`);
        const bytes = await part.toBuffer();
        // An empty file input still sends a part without a name: that is "no resume".
        if (bytes.length === 0 && !part.filename) continue;
        resume = checkResume(bytes);
      } else if (part.fieldname === DATA_FIELD) {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The applicant form is too large.');
        input = parseData(String(part.value));
      } else {
        throw validationError(`Unexpected form field "${part.fieldname}".`);
      }
    }
  } catch (error) {
    // A body without a boundary, or cut off mid-part, is the caller's fault: 400, nothing saved.
    throw multipartError(error) ?? uploadError(error);
  }
  if (input === undefined) throw validationError(`The applicant's fields are missing (the "${DATA_FIELD}" form field).`);
  return { input, resume };
}

/**
 * Reads a resume sent alone (multipart/form-data with one `resume` file and nothing else), to read
 * its fields (decision 0083): checked by content and size as a saved resume is.
 */
export async function readResumeUpload(request: FastifyRequest): Promise<UploadedResume> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Please send the resume as multipart/form-data in "${RESUME_FIELD}".`);
  let resume: UploadedResume | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 0 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== RESUME_FIELD) throw validationError(`Please send only a "${RESUME_FIELD}" file.`);
      const bytes = await part.toBuffer();
      // An empty file input still sends a part without a name: that is "no resume".
      if (bytes.length === 0 && !part.filename) continue;
      resume = checkResume(bytes);
    }
  } catch (error) {
    throw error instanceof AppError ? error : (multipartError(error) ?? uploadError(error));
  }
  if (!resume) throw resumeError('VALIDATION_ERROR', 'Please attach a resume file.');
  return resume;
}
