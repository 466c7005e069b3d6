import type { Kysely } from 'kysely';
import { isActiveUser } from '../../lib/active-users';
import type { Database } from '../../db/types';

/** The team member with role admin who joined first (docs/product/roles-and-permissions.md#inquiry-ownership: an anonymous lead's owner). */
export async function findFirstAdmin(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email'])
    .where('role', '=', 'admin')
    .where(isActiveUser)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
