import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { withDatabaseName } from '../../test/test-database-url';
import { backup, type BackupSource, restore } from './backup.service';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-backup-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

async function companies(source: BackupSource): Promise<string[]> {
  const database = await openDatabase(source.kind === 'embedded' ? source : { kind: 'postgres', url: source.url, poolSize: 1 });
  try {
    return (await database.db.selectFrom('companies').select('name').orderBy('name').execute()).map((r) => r.name);
  } finally {
    await database.close();
  }
}

async function roundTrip(source: BackupSource) {
  const database = await openDatabase(source.kind === 'embedded' ? source : { kind: 'postgres', url: source.url, poolSize: 1 });
  await migrateToLatest(database.db);
  await database.db.insertInto('companies').values([{ name: 'Acme Logistics' }, { name: 'Northwind' }]).execute();
  await database.close();

  const file = path.join(temp, `${source.kind}.backup`);
  const written = await backup(source, file);
  expect(written.bytes).toBeGreaterThan(0);

  const later = await openDatabase(source.kind === 'embedded' ? source : { kind: 'postgres', url: source.url, poolSize: 1 });
  await later.db.deleteFrom('companies').where('name', '=', 'Northwind').execute();
  await later.db.insertInto('companies').values({ name: 'Written after the backup' }).execute();
  await later.close();
  expect(await companies(source)).toEqual(['Acme Logistics', 'Written after the backup']);

  await restore(source, file);
  expect(await companies(source)).toEqual(['Acme Logistics', 'Northwind']);
}

describe('backup and restore', () => {
  it('round-trips a populated embedded database, keeping the replaced one aside', async () => {
    const dataDir = path.join(temp, 'data');
    await roundTrip({ kind: 'embedded', dataDir });
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 180_000); // opens an embedded database five times

  it.runIf(inject('postgresUrl'))('round-trips a populated PostgreSQL database with pg_dump/pg_restore', async () => {
    const serverUrl = inject('postgresUrl')!;
    const name = `keel_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    try {
      await roundTrip({ kind: 'postgres', url: withDatabaseName(serverUrl, name) });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('refuses to restore from a missing file, changing nothing', async () => {
    await expect(restore({ kind: 'embedded', dataDir: path.join(temp, 'untouched') }, path.join(temp, 'nope.tar.gz'))).rejects.toThrow('No backup file');
    expect(fs.existsSync(path.join(temp, 'untouched'))).toBe(false);
  });
});
