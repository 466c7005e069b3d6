import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { isRecordId } from '../../lib/record-id';

type Db = Kysely<Database>;

/** The contact a profile is shared with, by the name a timeline gives them (read here; crm writes contacts). */
export function contactForShare(db: Db, contactId: string) {
  if (!isRecordId(contactId)) return Promise.resolve(undefined);
  return db
    .selectFrom('contacts')
    .select(['id', sql<string>`coalesce(nullif(trim(first_name || ' ' || last_name), ''), email)`.as('name')])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

export function insertShare(
  db: Db,
  share: { consultant_id: string; contact_id: string; anonymised: boolean; note: string | null; shared_by_user_id: string },
) {
  return db.insertInto('consultant_profile_shares').values(share).returning(['share_id', 'shared_at']).executeTakeFirstOrThrow();
}
