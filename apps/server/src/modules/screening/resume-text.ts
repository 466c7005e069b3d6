import mammoth from 'mammoth';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { SniffedType } from '../files/content-type';

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

type PdfJs = typeof PdfJsModule;
let pdfjsLoading: Promise<PdfJs> | undefined;

/**
 * pdf.js for Node (its legacy build), loaded on first use. In Node it has no Web Worker: its
 * "fake worker" runs the parser on the main thread. We hand it the worker module ourselves
 * (globalThis.pdfjsWorker) rather than let it import one by relative path at run time.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsLoading;
}

async function pdfText(bytes: Uint8Array): Promise<ResumeText> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // pdf.js takes ownership of (detaches) the buffer it is given
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), EXTRACTION_TIMEOUT_MS);
  });
  const read = (async () => {
    const pdf = await task.promise;
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length < MAX_TEXT_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : ' ');
        length += item.str.length + 1;
      }
      parts.push('\n');
      page.cleanup();
    }
    return parts.join('');
  })();
  try {
    const result = await Promise.race([read, timeout]);
    if (result === 'timeout') return { ok: false, message: EXTRACTION_TIMED_OUT };
    return { ok: true, text: result };
  } catch {
    return { ok: false, message: PDF_UNREADABLE };
  } finally {
    clearTimeout(timer);
    read.catch(() => undefined);
    await task.destroy().catch(() => undefined);
  }
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
