import type { Kysely } from 'kysely';
import type { Database, DemoAccountsTable } from '../../db/types';

export type DemoAccountOrigin = DemoAccountsTable['origin'];

export async function markDemoAccount(db: Kysely<Database>, userId: string, origin: DemoAccountOrigin) {
  await db
    .insertInto('demo_accounts')
    .values({ user_id: userId, origin })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Every account demo mode made, oldest first, with its e-mail. */
export async function listDemoAccounts(db: Kysely<Database>): Promise<Array<{ id: string; email: string; origin: DemoAccountOrigin }>> {
  return db
    .selectFrom('demo_accounts')
    .innerJoin('users', 'users.id', 'demo_accounts.user_id')
    .select(['users.id', 'users.email', 'demo_accounts.origin'])
    .orderBy('demo_accounts.created_at')
    .orderBy('users.email')
    .execute();
}
