import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// Only the embedded database has a data directory: on PostgreSQL this file is skipped, and the
// embedded subset (server-embedded, decision 0042) runs it on PGlite.
describe.skipIf(Boolean(inject('postgresUrl')))('data directory lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'keel.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`already in use by another Keel process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'keel.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'keel.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'keel.lock'))).toBe(false);
  });

  it('creates a missing directory (PGlite needs its parent to exist)', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
