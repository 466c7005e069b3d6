import { Worker } from 'node:worker_threads';

/** The outcome of reading one PDF: its text, a parse failure, or no answer in time. */
export type PdfTextResult = { text: string } | { error: 'unreadable' | 'timeout' };

interface Pending {
  resolve: (result: PdfTextResult) => void;
  timer: NodeJS.Timeout;
  thread: Worker;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Answers every read still waiting on a thread that has stopped. */
function settleReadsOf(thread: Worker, result: PdfTextResult) {
  for (const [id, job] of pending) {
    if (job.thread !== thread) continue;
    clearTimeout(job.timer);
    job.resolve(result);
    pending.delete(id);
  }
}

/** Stops a thread at once; the next read starts a fresh one. */
function retire(thread: Worker) {
  if (worker === thread) worker = null;
  void thread.terminate();
}

/** The one PDF thread, started on first use; it does not keep the process alive when idle. */
function pdfWorker(): Worker {
  if (worker) return worker;
  // execArgv: [] starts the thread without the parent's TypeScript loader (see pdf-text.worker.mjs).
  const thread = new Worker(new URL('./pdf-text.worker.mjs', import.meta.url), { execArgv: [] });
  thread.unref();
  thread.on('message', (message: { id: number; text?: string; error?: string }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    job.resolve(message.text !== undefined ? { text: message.text } : { error: 'unreadable' });
  });
  const gone = () => {
    if (worker === thread) worker = null;
    settleReadsOf(thread, { error: 'unreadable' });
  };
  thread.on('error', gone);
  thread.on('exit', gone);
  worker = thread;
  return thread;
}

/**
 * The text of a PDF's first `maxPages` pages (up to about `maxChars` characters), read in a worker
 * thread. A read that takes longer than `timeoutMs` stops the thread (it is restarted on next use).
 */
export function readPdfText(bytes: Uint8Array, options: { maxPages: number; maxChars: number; timeoutMs: number }): Promise<PdfTextResult> {
  const thread = pdfWorker();
  const id = nextId++;
  const copy = new Uint8Array(bytes); // its own buffer, handed over to the thread without copying again
  return new Promise<PdfTextResult>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ error: 'timeout' });
      retire(thread);
    }, options.timeoutMs);
    pending.set(id, { resolve, timer, thread });
    thread.postMessage({ id, bytes: copy, maxPages: options.maxPages, maxChars: options.maxChars }, [copy.buffer]);
  });
}
