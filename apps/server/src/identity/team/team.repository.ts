import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { byFullName } from '../../lib/people-order';
import { isRecordId } from '../../lib/record-id';
import { MEMBER_COLUMNS } from '../users/users.service';

/** Every profile, ordered by full name (docs/product/data-import-export.md#list-orderings). */
export async function listMembers(db: Kysely<Database>) {
  return db.selectFrom('users').select(MEMBER_COLUMNS).execute().then(byFullName);
}

export async function listMemberOptions(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'full_name', 'email', 'role']).where(isActiveUser).execute().then(byFullName);
}

/** Who may be an Assigned Sales Rep: active sales reps and admins (docs/product/roles-and-permissions.md#derived-flags isSalesRep), by name. */
export async function listSalesRepOptions(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'role'])
    .where('role', 'in', ['sales_rep', 'admin'])
    .where(isActiveUser)
    .execute()
    .then(byFullName);
}

export async function findMemberForUpdate(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}
