import type { SniffedType } from '../../platform/files/content-type';
import { readResumeFile, type ResumeReadLimits, type ResumeReadResult } from './resume-worker';

/** Screening reads at most this many pages and characters: a resume's keywords are near the top. */
export const MAX_PDF_PAGES = 30;
export const MAX_TEXT_CHARS = 200_000;
/** A resume that takes longer than this to read is reported as unreadable instead of holding a request. */
export const EXTRACTION_TIMEOUT_MS = 20_000;
/** What a resume may expand to when read (a DOCX's parts in total, a PDF's one stream), and a DOCX's parts. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const MAX_DOCX_PARTS = 1000;
export const RESUME_READ_LIMITS: ResumeReadLimits = {
  maxPages: MAX_PDF_PAGES,
  maxChars: MAX_TEXT_CHARS,
  maxInflatedBytes: MAX_INFLATED_BYTES,
  maxZipEntries: MAX_DOCX_PARTS,
  timeoutMs: EXTRACTION_TIMEOUT_MS,
};

export const DOC_NOT_EXTRACTABLE = 'Text cannot be extracted from .doc files — upload the resume as PDF or DOCX to screen it.';
export const PDF_UNREADABLE =
  'The text of this PDF could not be read (it may be damaged or password-protected). Upload another PDF or a DOCX to screen it.';
export const DOCX_UNREADABLE = 'The text of this DOCX could not be read (it may be damaged). Upload another DOCX or a PDF to screen it.';
export const NO_TEXT_FOUND =
  'No text was found in this resume (it may be a scanned image). Upload a PDF with selectable text or a DOCX to screen it.';
export const RESUME_TOO_LARGE =
  'Could not read the resume: opened, it expands beyond what a resume holds (over 50 MB or 1000 parts), so it may be damaged or built to overload the server. Upload another PDF or a DOCX to screen it.';
export const EXTRACTION_TIMED_OUT = 'Reading this resume took too long. Upload a shorter PDF or a DOCX to screen it.';

export type ResumeText = { ok: true; text: string } | { ok: false; message: string };

function readOutcome(result: ResumeReadResult, unreadable: string): ResumeText {
  if ('text' in result) return { ok: true, text: result.text };
  if (result.error === 'too_large') return { ok: false, message: RESUME_TOO_LARGE };
  return { ok: false, message: result.error === 'timeout' ? EXTRACTION_TIMED_OUT : unreadable };
}

/** The text of a stored resume, or why it cannot be had (never a guess). */
export async function extractResumeText(
  bytes: Buffer,
  contentType: SniffedType | string,
  limits = RESUME_READ_LIMITS,
): Promise<ResumeText> {
  let result: ResumeText;
  if (contentType === 'application/pdf') result = readOutcome(await readResumeFile('pdf', bytes, limits), PDF_UNREADABLE);
  else if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    result = readOutcome(await readResumeFile('docx', bytes, limits), DOCX_UNREADABLE);
  else if (contentType === 'application/msword') return { ok: false, message: DOC_NOT_EXTRACTABLE };
  else return { ok: false, message: 'Only PDF and DOCX resumes can be screened.' };
  if (result.ok && result.text.trim() === '') return { ok: false, message: NO_TEXT_FOUND };
  if (result.ok) return { ok: true, text: result.text.slice(0, MAX_TEXT_CHARS) };
  return result;
}
