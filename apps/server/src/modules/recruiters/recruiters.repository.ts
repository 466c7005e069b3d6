import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isActiveUser } from '../../lib/active-users';
import { isRecordId } from '../../lib/record-id';

const RECRUITER_ROLES = ['recruiter', 'admin'] as const;

/** Team members with role recruiter or admin (SPEC §6), by full name (users_full_name_idx). */
export async function listRecruiterRows(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'role', 'phone', 'avatar_url'])
    .where('role', 'in', RECRUITER_ROLES)
    .where(isActiveUser)
    .orderBy(sql`lower(full_name)`)
    .orderBy('id')
    .execute();
}

/** The member, when it exists and has role recruiter or admin. */
export async function findRecruiterRow(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('users').select(['id', 'full_name']).where('id', '=', id).where('role', 'in', RECRUITER_ROLES).where(isActiveUser).executeTakeFirst();
}
