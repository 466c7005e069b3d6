import { Worker } from 'node:worker_threads';

/** The outcome of reading one resume: its text, or why not (damaged, beyond the limits, too slow). */
export type ResumeReadResult = { text: string } | { error: 'unreadable' | 'too_large' | 'timeout' };

export interface ResumeReadLimits {
  /** Pages of a PDF read, and characters of text kept. */
  maxPages: number;
  maxChars: number;
  /** What a file may expand to: a DOCX's parts inflated in total, a PDF's one decoded stream. */
  maxInflatedBytes: number;
  /** Parts of a DOCX archive. */
  maxZipEntries: number;
  /** A read taking longer stops the thread (it is restarted for the next read). */
  timeoutMs: number;
}

/**
 * The reading thread's memory: its JavaScript heap is capped, so a file that needs more ends the
 * thread with ERR_WORKER_OUT_OF_MEMORY instead of exhausting the server's heap.
 */
export const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

interface Job {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
  limits: ResumeReadLimits;
  resolve: (result: ResumeReadResult) => void;
}

let worker: Worker | null = null;
let nextId = 0;
let running: { id: number; job: Job; timer: NodeJS.Timeout; thread: Worker } | null = null;
const queue: Job[] = [];

/** Answers the running read and starts the next one, if any. */
function finish(result: ResumeReadResult) {
  const current = running;
  if (!current) return;
  running = null;
  clearTimeout(current.timer);
  current.job.resolve(result);
  const next = queue.shift();
  if (next) start(next);
}

/** Stops a thread at once; the next read starts a fresh one. */
function retire(thread: Worker) {
  if (worker === thread) worker = null;
  void thread.terminate();
}

/** The reading thread, started on first use; it does not keep the process alive when idle. */
function resumeWorker(): Worker {
  if (worker) return worker;
  // execArgv: [] starts the thread without the parent's TypeScript loader (see resume-text.worker.mjs).
  const thread = new Worker(new URL('./resume-text.worker.mjs', import.meta.url), { execArgv: [], resourceLimits: WORKER_RESOURCE_LIMITS });
  thread.unref();
  thread.on('message', (message: { id: number; text?: string; error?: 'unreadable' | 'too_large' }) => {
    if (running?.id !== message.id) return;
    finish(message.text !== undefined ? { text: message.text } : { error: message.error ?? 'unreadable' });
  });
  // A thread that ran out of memory fails the read it was doing as too large; any other end as unreadable.
  let outOfMemory = false;
  thread.on('error', (error: Error & { code?: string }) => {
    outOfMemory ||= error.code === 'ERR_WORKER_OUT_OF_MEMORY';
  });
  thread.on('exit', () => {
    if (worker === thread) worker = null;
    if (running?.thread === thread) finish({ error: outOfMemory ? 'too_large' : 'unreadable' });
  });
  worker = thread;
  return thread;
}

function start(job: Job) {
  const thread = resumeWorker();
  const id = nextId++;
  const timer = setTimeout(() => {
    retire(thread);
    finish({ error: 'timeout' });
  }, job.limits.timeoutMs);
  running = { id, job, timer, thread };
  const { timeoutMs: _timeoutMs, ...limits } = job.limits;
  thread.postMessage({ id, kind: job.kind, bytes: job.bytes, ...limits }, [job.bytes.buffer as ArrayBuffer]);
}

/**
 * The text of a PDF (its first `maxPages` pages) or DOCX, up to `maxChars` characters, read in the
 * resource-limited thread, one file at a time (each read has the whole `timeoutMs`, counted from its
 * start, and a read stopped for its time or memory fails no other).
 */
export function readResumeFile(kind: 'pdf' | 'docx', bytes: Uint8Array, limits: ResumeReadLimits): Promise<ResumeReadResult> {
  const copy = new Uint8Array(bytes); // its own buffer, handed over to the thread without copying again
  return new Promise<ResumeReadResult>((resolve) => {
    const job: Job = { kind, bytes: copy, limits, resolve };
    if (running) queue.push(job);
    else start(job);
  });
}
