/**
 * Prefilling a form from a resume (decision 0083), without zod: the careers Apply form's script
 * is on a public page, which loads no schema library. The answers' schemas are in resume-fields.ts.
 */

/** A value read from a resume, and the resume's line it was read from. */
export interface FoundValue {
  value: string;
  from: string;
}

/** Resumes are at most 10 MB (docs/product/validation.md#applicant); written here, where public pages can read it without zod. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** The forms' quiet note when a resume could not be read for prefilling (the file stays attached). */
export const RESUME_PREFILL_FAILED =
  'Details could not be read from this resume. It is still attached; please fill in the fields yourself.';

/** The staff endpoint (recruiters and admins). */
export const APPLICANT_RESUME_FIELDS_PATH = '/api/applicants/resume-fields';
/** The careers form's endpoint (public, rate limited) for one open job. */
export const careersResumeFieldsPath = (jobId: string) => `/api/careers/${encodeURIComponent(jobId)}/resume-fields`;

/**
 * The fields a resume may fill now: found in it, never typed into by the person (even typed and
 * cleared again), and still empty. Typed values are never overwritten (decision 0083).
 */
export function fieldsToFill<K extends string>(
  found: Partial<Record<K, FoundValue | null>>,
  currentValue: (field: K) => string,
  typed: ReadonlySet<string>,
): Array<[K, FoundValue]> {
  const fill: Array<[K, FoundValue]> = [];
  for (const [field, value] of Object.entries(found) as Array<[K, FoundValue | null | undefined]>) {
    if (!value || value.value.trim() === '' || typed.has(field) || currentValue(field).trim() !== '') continue;
    fill.push([field, value]);
  }
  return fill;
}
