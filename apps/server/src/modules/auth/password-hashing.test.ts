import { expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashingLoad, passwordHashing } from './password-hashing';

it('runs at most HASHING_CONCURRENCY hashings at once; the rest wait their turn and all finish correctly', async () => {
  const burst = HASHING_CONCURRENCY + 2;
  let mostRunning = 0;
  let mostWaiting = 0;
  const watch = setInterval(() => {
    const load = hashingLoad();
    mostRunning = Math.max(mostRunning, load.running);
    mostWaiting = Math.max(mostWaiting, load.waiting);
  }, 5);
  const hashes = await Promise.all(Array.from({ length: burst }, (_, i) => passwordHashing.hash(`password-${i}`)));
  clearInterval(watch);
  expect(mostRunning).toBe(HASHING_CONCURRENCY);
  expect(mostWaiting).toBeGreaterThan(0);
  expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  expect(await passwordHashing.verify({ hash: hashes[1], password: 'password-1' })).toBe(true);
  expect(await passwordHashing.verify({ hash: hashes[1], password: 'password-2' })).toBe(false);
}, 30_000);
