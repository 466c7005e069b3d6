// Reads the text layer of PDFs with pdf.js, in a worker thread: parsing never blocks the server's
// event loop, a runaway parse can be stopped by terminating the thread, and the thread runs without
// the TypeScript loader (plain JavaScript here), which would otherwise re-transform pdf.js's 2 MB of
// modules on every start. Messages: { id, bytes, maxPages, maxChars } in, { id, text } or { id, error } out.
import { parentPort } from 'node:worker_threads';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdf.js has no Web Worker in Node; its "fake worker" runs here, handed the worker module directly.
globalThis.pdfjsWorker = pdfjsWorker;
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

async function readText(bytes, maxPages, maxChars) {
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
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && length < maxChars; n++) {
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
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

parentPort.on('message', async ({ id, bytes, maxPages, maxChars }) => {
  try {
    parentPort.postMessage({ id, text: await readText(bytes, maxPages, maxChars) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
