import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restore } from './backup.service';
import { backupFolder, roundTrip } from './backup.test-support';

// The embedded database's backup, in the embedded subset (decision 0042): it runs on every test
// run, PostgreSQL's (backup.test.ts) where a server is given.
const temp = backupFolder();

describe('backup and restore (embedded database)', () => {
  it('round-trips a populated embedded database, keeping the replaced one aside', async () => {
    const dataDir = path.join(temp, 'data');
    await roundTrip({ kind: 'embedded', dataDir }, temp);
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 180_000); // opens an embedded database five times

  it('refuses to restore from a missing file, changing nothing', async () => {
    await expect(restore({ kind: 'embedded', dataDir: path.join(temp, 'untouched') }, path.join(temp, 'nope.tar.gz'))).rejects.toThrow(
      'No backup file',
    );
    expect(fs.existsSync(path.join(temp, 'untouched'))).toBe(false);
  });
});
