import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';
import { migrateToLatest, migrationsUpToDate } from './migrate';
import { migrationProvider } from './migrations';

describe('the migrations check at start-up', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds a migrated database up to date and leaves it as it is', async () => {
    expect(await migrationsUpToDate(database.db)).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('finds a database missing its last migration out of date, and the migrator then applies it', async () => {
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const last = names.at(-1)!;
    await (
      await migrationProvider.getMigrations()
    )[last].down!(database.db);
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    expect(await migrationsUpToDate(database.db)).toBe(false);
    expect(await migrateToLatest(database.db)).toEqual([last]);
    expect(await migrationsUpToDate(database.db)).toBe(true);
  });

  it('refuses to start on a database migrated by a newer build, as the migrator always did', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', now()::text)`.execute(database.db);
    expect(await migrationsUpToDate(database.db)).toBe(false);
    await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_build/);
    await sql`delete from kysely_migration where name = '9999_from_a_newer_build'`.execute(database.db);
  });

  it('finds an empty database out of date', async () => {
    await sql`alter table kysely_migration rename to kysely_migration_aside`.execute(database.db);
    try {
      expect(await migrationsUpToDate(database.db)).toBe(false);
    } finally {
      await sql`alter table kysely_migration_aside rename to kysely_migration`.execute(database.db);
    }
  });
});
