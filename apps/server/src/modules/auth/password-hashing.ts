import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * better-auth's scrypt hashing (N=16384, r=16: ~140 ms of CPU per sign-in on a 2-core machine),
 * run at most HASHING_CONCURRENCY at a time per instance. Unlimited, a burst of sign-ins fills
 * libuv's four threads and takes every core from the requests already being served (bench:load);
 * limited to half the cores, sign-ins queue among themselves and everything else keeps going.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < HASHING_CONCURRENCY) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot straight to the next waiter, so no newcomer can slip in between. */
function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await work();
  } finally {
    release();
  }
}

export const passwordHashing = {
  hash: (password: string) => limited(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) => limited(() => verifyPassword({ hash, password })),
};

/** How many hashings run now and wait (for tests). */
export function hashingLoad() {
  return { running, waiting: waiting.length };
}
