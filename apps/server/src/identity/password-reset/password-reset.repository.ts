import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Reset requests for this e-mail and from this address since `since` (the rate limit counts all, known e-mail or not). */
export async function countRecentRequests(
  db: Kysely<Database>,
  email: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const row = await db
    .selectFrom('password_reset_requests')
    .select([
      sql<string>`count(*) filter (where email = ${email})`.as('by_email'),
      sql<string>`count(*) filter (where ip = ${ip})`.as('by_ip'),
    ])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
}

export async function logRequest(db: Kysely<Database>, email: string, ip: string, olderThan: Date): Promise<void> {
  await db.deleteFrom('password_reset_requests').where('created_at', '<', olderThan).execute();
  await db.insertInto('password_reset_requests').values({ email, ip }).execute();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', '=', id).executeTakeFirst();
}
