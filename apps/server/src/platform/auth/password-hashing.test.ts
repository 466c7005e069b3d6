import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { expect, it } from 'vitest';
import { passwordHashing } from './password-hashing';

it("hashes in better-auth's format: each side verifies the other's hashes", async () => {
  const ours = await passwordHashing.hash('correct-horse-1');
  expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  expect(await verifyPassword({ hash: ours, password: 'correct-horse-1' })).toBe(true);
  const theirs = await hashPassword('Ünïcode-pässwörd');
  expect(await passwordHashing.verify({ hash: theirs, password: 'Ünïcode-pässwörd' })).toBe(true);
  expect(await passwordHashing.verify({ hash: theirs, password: 'Unicode-password' })).toBe(false);
}, 30_000);

it('answers a burst of sign-ins, each with its own result', async () => {
  const hashes = await Promise.all(['a-password-1', 'a-password-2', 'a-password-3'].map((p) => passwordHashing.hash(p)));
  const checks = await Promise.all(hashes.map((hash, i) => passwordHashing.verify({ hash, password: `a-password-${(i % 3) + 1}` })));
  expect(checks).toEqual([true, true, true]);
  expect(await passwordHashing.verify({ hash: hashes[0], password: 'a-password-2' })).toBe(false);
}, 30_000);

it('refuses a malformed stored hash with an error, and keeps working afterwards', async () => {
  await expect(passwordHashing.verify({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow('Invalid password hash');
  expect(await passwordHashing.verify({ hash: await passwordHashing.hash('still-fine-1'), password: 'still-fine-1' })).toBe(true);
}, 30_000);
