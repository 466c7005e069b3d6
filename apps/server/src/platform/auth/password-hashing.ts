import { Worker } from 'node:worker_threads';

/**
 * better-auth's scrypt password hashing (~140 ms of CPU per sign-in on a 2-core machine), done one
 * at a time on a thread below normal CPU priority (password-hasher.worker.mjs): with 2 % sign-ins
 * in bench:load, hashing on libuv's pool was half the server's CPU and pushed p95 of every other
 * request from 79 ms to 192 ms. Sign-ins now mostly wait for spare CPU; other requests do not.
 */
interface Pending {
  op: 'hash' | 'verify';
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();
const done = { hashed: 0, verified: 0 };

/** Passwords hashed and verified by this process so far (what a burst of sign-ins actually cost). */
export function passwordHashingStats(): { hashed: number; verified: number; waiting: number } {
  return { ...done, waiting: pending.size };
}

function fail(thread: Worker, error: Error) {
  if (worker === thread) worker = null;
  for (const [id, job] of pending) {
    pending.delete(id);
    job.reject(error);
  }
}

/** The hashing thread, started on first use (and again after a failure); idle, it does not keep the process alive. */
function hasher(): Worker {
  if (worker) return worker;
  // execArgv: [] starts the thread without the parent's TypeScript loader (the worker is plain JavaScript).
  const thread = new Worker(new URL('./password-hasher.worker.mjs', import.meta.url), { execArgv: [] });
  thread.unref();
  thread.on('message', (message: { id: number; value?: string | boolean; error?: string }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    done[job.op === 'hash' ? 'hashed' : 'verified']++;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.value!);
    if (pending.size === 0) thread.unref();
  });
  thread.on('error', (error) => fail(thread, error));
  thread.on('exit', (code) => fail(thread, new Error(`password hashing thread exited (${code})`)));
  worker = thread;
  return thread;
}

function run<T extends string | boolean>(
  message: { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string },
): Promise<T> {
  const thread = hasher();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { op: message.op, resolve: resolve as (value: string | boolean) => void, reject });
    thread.ref(); // an answer is owed: keep the process alive until it comes
    thread.postMessage({ id, ...message });
  });
}

/** better-auth's `emailAndPassword.password` (its hash format, so existing hashes keep working). */
export const passwordHashing = {
  hash: (password: string) => run<string>({ op: 'hash', password }),
  verify: ({ hash, password }: { hash: string; password: string }) => run<boolean>({ op: 'verify', hash, password }),
};
