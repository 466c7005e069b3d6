import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

const REQUIREMENT_KEY = 'require_two_factor';

/** Whether the admin requires two-factor sign-in of every staff member (app_settings). */
export async function readRequirement(db: Kysely<Database>): Promise<boolean> {
  const row = await sql<{ value: string }>`select value from app_settings where key = ${REQUIREMENT_KEY}`.execute(db);
  return row.rows[0]?.value === 'true';
}

export async function writeRequirement(db: Kysely<Database>, required: boolean): Promise<void> {
  await sql`insert into app_settings (key, value) values (${REQUIREMENT_KEY}, ${String(required)})
    on conflict (key) do update set value = excluded.value`.execute(db);
}

export async function isTwoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('two_factor_enabled').where('id', '=', userId).executeTakeFirst();
  return row?.two_factor_enabled ?? false;
}

/** The e-mail of the user a pending second sign-in step (better-auth's `2fa-…` verification) belongs to. */
export async function findChallengeEmail(db: Kysely<Database>, identifier: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('verifications')
    .innerJoin('users', (join) => join.on(sql`users.id::text`, '=', sql.ref('verifications.value')))
    .select('users.email')
    .where('verifications.identifier', '=', identifier)
    .where('verifications.expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.email;
}
