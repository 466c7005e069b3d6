import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** What a sign-in held for a mailed link needs of an account (decision 0073). */
export interface LinkAccount {
  id: string;
  email: string;
  full_name: string;
  /** better-auth's hash of the password; null for an account without one. */
  password_hash: string | null;
  two_factor_enabled: boolean;
  email_verified: boolean;
  banned: boolean | null;
  ban_expires: Date | null;
}

function accounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', (join) => join.onRef('accounts.user_id', '=', 'users.id').on('accounts.provider_id', '=', 'credential'))
    .select([
      'users.id',
      'users.email',
      'users.full_name',
      'accounts.password as password_hash',
      'users.two_factor_enabled',
      'users.email_verified',
      'users.banned',
      'users.ban_expires',
    ]);
}

export function findLinkAccountByEmail(db: Kysely<Database>, email: string): Promise<LinkAccount | undefined> {
  return accounts(db)
    .where(sql`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findLinkAccountById(db: Kysely<Database>, id: string): Promise<LinkAccount | undefined> {
  return accounts(db).where('users.id', '=', id).executeTakeFirst();
}
