// Reads the text of resumes (PDF with pdf.js, DOCX with mammoth) in a worker thread started with
// resource limits (see resume-worker.ts): parsing never blocks the server's event loop, a runaway
// parse is stopped by terminating the thread, and a file that would take more memory than the
// thread may have ends the thread, not the server. The thread runs without the TypeScript loader
// (plain JavaScript here), which would otherwise re-transform pdf.js's 2 MB of modules on every
// start. One read at a time. Messages: { id, kind: 'pdf' | 'docx', bytes, maxPages, maxChars,
// maxInflatedBytes, maxZipEntries } in; { id, text } or { id, error: 'unreadable' | 'too_large', detail } out.
import { parentPort } from 'node:worker_threads';
import mammoth from 'mammoth';
import { DecodeLimitExceeded, importGuardedPdfWorker } from './pdf-decode-limit.mjs';
import { checkZipLimits, ZipRefused } from './zip-limits.mjs';

const decoded = { maxStreamBytes: 0, maxTotalBytes: 0, total: 0, exceeded: false };
// pdf.js has no Web Worker in Node; its "fake worker" runs here, handed the worker module directly.
globalThis.pdfjsWorker = await importGuardedPdfWorker(decoded);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

async function pdfText(bytes, maxPages, maxChars) {
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const parts = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && length < maxChars && !decoded.exceeded; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : ' ');
        length += item.str.length + 1;
        if (length >= maxChars) break;
      }
      parts.push('\n');
      page.cleanup();
    }
    // pdf.js carries on past a stream it could not decode: a stream over the limit refuses the file.
    if (decoded.exceeded) throw new DecodeLimitExceeded('A stream in this PDF decodes to more than the limit.');
    return parts.join('');
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function docxText(bytes, limits) {
  checkZipLimits(bytes, { maxInflatedBytes: limits.maxInflatedBytes, maxEntries: limits.maxZipEntries });
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}

parentPort.on('message', async (job) => {
  const { id, kind, bytes, maxPages, maxChars } = job;
  Object.assign(decoded, { maxStreamBytes: job.maxInflatedBytes, maxTotalBytes: job.maxInflatedBytes * 4, total: 0, exceeded: false });
  try {
    const text = kind === 'pdf' ? await pdfText(bytes, maxPages, maxChars) : await docxText(bytes, job);
    parentPort.postMessage({ id, text: text.slice(0, maxChars) });
  } catch (error) {
    const tooLarge =
      decoded.exceeded || error instanceof DecodeLimitExceeded || (error instanceof ZipRefused && error.reason === 'too_large');
    parentPort.postMessage({ id, error: tooLarge ? 'too_large' : 'unreadable', detail: String(error?.message ?? error) });
  }
});
