import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { backup, type BackupSource, restore } from './backup.service';

/** A scratch folder for the calling test file's backups, removed after its tests. */
export function backupFolder(): string {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-backup-'));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
  return temp;
}

async function companies(source: BackupSource): Promise<string[]> {
  const database = await openDatabase(source.kind === 'embedded' ? source : { kind: 'postgres', url: source.url, poolSize: 1 });
  try {
    return (await database.db.selectFrom('companies').select('name').orderBy('name').execute()).map((r) => r.name);
  } finally {
    await database.close();
  }
}

/** Migrates, fills, backs up, changes, restores: the restored database holds what the backup did. */
export async function roundTrip(source: BackupSource, temp: string) {
  const database = await openDatabase(source.kind === 'embedded' ? source : { kind: 'postgres', url: source.url, poolSize: 1 });
  await migrateToLatest(database.db);
  await database.db
    .insertInto('companies')
    .values([{ name: 'Acme Logistics' }, { name: 'Northwind' }])
    .execute();
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
