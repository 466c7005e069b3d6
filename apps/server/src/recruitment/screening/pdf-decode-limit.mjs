// pdf.js decodes a compressed stream (FlateDecode and the like) into one buffer that doubles as it
// grows, outside the JavaScript heap, so a thread's heap limit does not bound it: a small PDF whose
// stream inflates to gigabytes would take the whole machine's memory. This loads pdf.js's worker
// module with a guard in that one growth step (DecodeStream.ensureBuffer). The guard is a plain
// text patch of the shipped file, checked to apply exactly once: a pdf.js upgrade that changes the
// code makes loading fail loudly (every PDF read then fails, and the screening tests with it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const GROWTH = 'const buffer2 = new Uint8Array(size);';
const GUARDED = `globalThis.__keelDecodeGuard(size); ${GROWTH}`;

/** A decode that went past the limits: the read is refused as too large. */
export class DecodeLimitExceeded extends Error {}

/**
 * Imports pdf.js's worker module with decoded stream sizes limited: no one stream beyond
 * `limits.maxStreamBytes`, and no more than `limits.maxTotalBytes` decoded per read (reset
 * with `limits.reset()`). `limits.exceeded` tells whether the current read went past them.
 */
export async function importGuardedPdfWorker(limits) {
  globalThis.__keelDecodeGuard = (size) => {
    limits.total += size;
    if (size > limits.maxStreamBytes || limits.total > limits.maxTotalBytes) {
      limits.exceeded = true;
      throw new DecodeLimitExceeded('A stream in this PDF decodes to more than the limit.');
    }
  };
  const path = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const source = readFileSync(path, 'utf8');
  const parts = source.split(GROWTH);
  if (parts.length !== 2) throw new Error(`pdf.js changed: expected one "${GROWTH}" in ${path}, found ${parts.length - 1}`);
  const patched = parts.join(GUARDED);
  return import(`data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`);
}
