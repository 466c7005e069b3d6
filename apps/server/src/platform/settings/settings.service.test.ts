import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_MONTHS, RETENTION_SETTING_KEY } from '@keel/shared/privacy';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { ensureSetting, getSetting, setSetting } from './settings.service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const storedText = async (key: string) =>
  (await sql<{ value: string }>`select value from app_settings where key = ${key}`.execute(database.db)).rows[0]?.value;
const storeRaw = (key: string, value: string) =>
  sql`insert into app_settings (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`.execute(
    database.db,
  );

describe('the settings repository: one typed way to app_settings', () => {
  it('reads each setting’s default while none is stored', async () => {
    expect(await getSetting(database.db, 'require_two_factor')).toBe(false);
    expect(await getSetting(database.db, RETENTION_SETTING_KEY)).toBe(DEFAULT_RETENTION_MONTHS);
  });

  it('stores a typed value as the text the table has always held, and reads it back typed; a second set replaces it', async () => {
    await setSetting(database.db, 'require_two_factor', true);
    expect(await storedText('require_two_factor')).toBe('true');
    expect(await getSetting(database.db, 'require_two_factor')).toBe(true);
    await setSetting(database.db, RETENTION_SETTING_KEY, 36);
    await setSetting(database.db, RETENTION_SETTING_KEY, 48);
    expect(await storedText(RETENTION_SETTING_KEY)).toBe('48');
    expect(await getSetting(database.db, RETENTION_SETTING_KEY)).toBe(48);
  });

  it('reads the default for a stored text that is not a valid value (hand-edited or from an older version)', async () => {
    for (const bad of ['', 'twelve', '0', '121', '1.5']) {
      await storeRaw(RETENTION_SETTING_KEY, bad);
      expect(await getSetting(database.db, RETENTION_SETTING_KEY), bad).toBe(DEFAULT_RETENTION_MONTHS);
    }
    await storeRaw('require_two_factor', 'yes');
    expect(await getSetting(database.db, 'require_two_factor')).toBe(false);
  });

  it('refuses to store a value outside its schema, and keeps what was stored', async () => {
    await setSetting(database.db, RETENTION_SETTING_KEY, 12);
    await expect(setSetting(database.db, RETENTION_SETTING_KEY, 0)).rejects.toThrow();
    await expect(setSetting(database.db, RETENTION_SETTING_KEY, 7.5)).rejects.toThrow();
    expect(await getSetting(database.db, RETENTION_SETTING_KEY)).toBe(12);
  });

  it('ensureSetting stores the first value only: every later caller reads that one back', async () => {
    const [first, second] = await Promise.all([
      ensureSetting(database.db, 'auth_secret', 'secret-a'),
      ensureSetting(database.db, 'auth_secret', 'secret-b'),
    ]);
    expect(first).toBe(second);
    expect(await ensureSetting(database.db, 'auth_secret', 'secret-c')).toBe(first);
    expect(await getSetting(database.db, 'auth_secret')).toBe(first);
  });
});
