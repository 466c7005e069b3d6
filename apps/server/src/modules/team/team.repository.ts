import { type Kysely, sql } from 'kysely';
import type { Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

const MEMBER_COLUMNS = ['id', 'full_name', 'email', 'role', 'phone', 'avatar_url'] as const;

/** Every profile, ordered by full name (SPEC §7), served by users_full_name_idx. */
export async function listMembers(db: Kysely<Database>) {
  return db.selectFrom('users').select(MEMBER_COLUMNS).orderBy(sql`lower(full_name)`).orderBy('id').execute();
}

export async function listMemberOptions(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'full_name', 'email', 'role']).orderBy(sql`lower(full_name)`).orderBy('id').execute();
}

export async function findMemberForUpdate(db: Kysely<Database>, id: string) {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setRole(db: Kysely<Database>, id: string, role: Role) {
  return db.updateTable('users').set({ role }).where('id', '=', id).returning(MEMBER_COLUMNS).executeTakeFirstOrThrow();
}
