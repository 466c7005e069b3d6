import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { insertSettingTextIfAbsent, readSettingText, writeSettingText } from './settings.repository';
import { SETTINGS, type SettingDefinition, type SettingKey, type SettingValue } from './settings.registry';

function definition<K extends SettingKey>(key: K): SettingDefinition<SettingValue<K>> {
  return SETTINGS[key] as unknown as SettingDefinition<SettingValue<K>>;
}

/** The stored text as the setting's value, or undefined when it is not a valid one. */
function parse<K extends SettingKey>(key: K, stored: string): SettingValue<K> | undefined {
  const def = definition(key);
  const parsed = def.schema.safeParse(def.decode(stored));
  return parsed.success ? parsed.data : undefined;
}

/** A setting's value: the stored one, or its default when none is stored or the stored text is not a valid value. */
export async function getSetting<K extends SettingKey>(db: Kysely<Database>, key: K): Promise<SettingValue<K>> {
  const stored = await readSettingText(db, key);
  return (stored === undefined ? undefined : parse(key, stored)) ?? definition(key).default;
}

/** Stores a setting (insert or replace); a value its schema refuses throws and stores nothing. */
export async function setSetting<K extends SettingKey>(db: Kysely<Database>, key: K, value: SettingValue<K>): Promise<void> {
  const def = definition(key);
  await writeSettingText(db, key, def.encode(def.schema.parse(value)));
}

/**
 * The stored value, storing `initial` first when there is none: the first of several instances
 * starting together wins, and every one reads the same value back.
 */
export async function ensureSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  initial: SettingValue<K>,
): Promise<SettingValue<K>> {
  const def = definition(key);
  const stored = await insertSettingTextIfAbsent(db, key, def.encode(def.schema.parse(initial)));
  return parse(key, stored) ?? def.default;
}
