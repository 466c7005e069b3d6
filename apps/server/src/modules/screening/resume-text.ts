import mammoth from 'mammoth';
import type { SniffedType } from '../files/content-type';
import { readPdfText } from './pdf-text';

/** Screening reads at most this many pages and characters: a resume's keywords are near the top. */
export const MAX_PDF_PAGES = 30;
export const MAX_TEXT_CHARS = 200_000;
/** A resume that takes longer than this to read is reported as unreadable instead of holding a request. */
export const EXTRACTION_TIMEOUT_MS = 20_000;

export const DOC_NOT_EXTRACTABLE = 'Text cannot be extracted from .doc files — upload the resume as PDF or DOCX to screen it.';
export const PDF_UNREADABLE = 'The text of this PDF could not be read (it may be damaged or password-protected). Upload another PDF or a DOCX to screen it.';
export const DOCX_UNREADABLE = 'The text of this DOCX could not be read (it may be damaged). Upload another DOCX or a PDF to screen it.';
export const NO_TEXT_FOUND = 'No text was found in this resume (it may be a scanned image). Upload a PDF with selectable text or a DOCX to screen it.';
export const EXTRACTION_TIMED_OUT = 'Reading this resume took too long. Upload a shorter PDF or a DOCX to screen it.';

export type ResumeText = { ok: true; text: string } | { ok: false; message: string };

async function pdfText(bytes: Uint8Array): Promise<ResumeText> {
  const result = await readPdfText(bytes, { maxPages: MAX_PDF_PAGES, maxChars: MAX_TEXT_CHARS, timeoutMs: EXTRACTION_TIMEOUT_MS });
  if ('text' in result) return { ok: true, text: result.text };
  return { ok: false, message: result.error === 'timeout' ? EXTRACTION_TIMED_OUT : PDF_UNREADABLE };
}

async function docxText(bytes: Buffer): Promise<ResumeText> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return { ok: true, text: value };
  } catch {
    return { ok: false, message: DOCX_UNREADABLE };
  }
}

/** The text of a stored resume, or why it cannot be had (never a guess). */
export async function extractResumeText(bytes: Buffer, contentType: SniffedType | string): Promise<ResumeText> {
  let result: ResumeText;
  if (contentType === 'application/pdf') result = await pdfText(bytes);
  else if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') result = await docxText(bytes);
  else if (contentType === 'application/msword') return { ok: false, message: DOC_NOT_EXTRACTABLE };
  else return { ok: false, message: 'Only PDF and DOCX resumes can be screened.' };
  if (result.ok && result.text.trim() === '') return { ok: false, message: NO_TEXT_FOUND };
  if (result.ok) return { ok: true, text: result.text.slice(0, MAX_TEXT_CHARS) };
  return result;
}
