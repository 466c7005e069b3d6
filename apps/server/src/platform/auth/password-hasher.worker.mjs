// Password hashing on a thread of its own below normal CPU priority (nice 10; decision 0012). On
// Linux the nice value belongs to a thread, so os.setPriority(0, …) lowers this thread only, and
// scryptSync runs here rather than on libuv's shared pool: a burst of sign-ins then takes mostly
// the CPU time that serving requests leaves over, instead of whole cores from them. Not the
// lowest priority: on a machine busy with other work, sign-ins must still get about a tenth of a
// core rather than wait forever (at nice 19 they timed out while a CSV import ran). Same format and parameters as
// better-auth (@better-auth/utils/password): `${salt hex}:${key hex}`, scrypt N=16384 r=16 p=1,
// 64-byte key, the salt's hex text as salt, the password NFKC-normalised.
// Messages: { id, op: 'hash', password } or { id, op: 'verify', hash, password } in; { id, value } or { id, error } out.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

const N = 16384;
const r = 16;
const p = 1;
const KEY_LENGTH = 64;

try {
  os.setPriority(0, os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not permitted (or not supported) here: hashing still works, at normal priority.
}

const key = (password, salt) => scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 });

function hash(password) {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${key(password, salt).toString('hex')}`;
}

function verify(stored, password) {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) throw new Error('Invalid password hash');
  const actual = key(password, salt);
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

parentPort.on('message', ({ id, op, password, hash: stored }) => {
  try {
    parentPort.postMessage({ id, value: op === 'hash' ? hash(password) : verify(stored, password) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
