import type { Kysely } from 'kysely';
import { RECRUITER_ROLES } from '@keel/shared/role-flags';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { byFullName } from '../../lib/people-order';
import { isRecordId } from '../../lib/record-id';

/** Team members with role recruiter or admin (docs/product/roles-and-permissions.md#recruiters-directory), by full name. */
export async function listRecruiterRows(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'role', 'phone', 'avatar_url', 'time_zone'])
    .where('role', 'in', RECRUITER_ROLES)
    .where(isActiveUser)
    .execute()
    .then(byFullName);
}

/** The member, when it exists and has role recruiter or admin. */
export async function findRecruiterRow(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', '=', id)
    .where('role', 'in', RECRUITER_ROLES)
    .where(isActiveUser)
    .executeTakeFirst();
}
