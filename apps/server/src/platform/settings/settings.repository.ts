import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The app_settings table (key → text value), read and written only here: the rest of the server
 * goes through settings.service.ts, which knows each key's type and default. Plain sql until the
 * generated Database type includes app_settings.
 */

export async function readSettingText(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await sql<{ value: string }>`select value from app_settings where key = ${key}`.execute(db);
  return row.rows[0]?.value;
}

/** Insert or replace. */
export async function writeSettingText(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await sql`insert into app_settings (key, value) values (${key}, ${value})
    on conflict (key) do update set value = excluded.value`.execute(db);
}

/** Insert unless the key is there already (the first of several instances wins); the stored text either way. */
export async function insertSettingTextIfAbsent(db: Kysely<Database>, key: string, value: string): Promise<string> {
  await sql`insert into app_settings (key, value) values (${key}, ${value}) on conflict (key) do nothing`.execute(db);
  return (await readSettingText(db, key)) ?? value;
}
