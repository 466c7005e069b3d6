import { type Kysely, sql } from 'kysely';
import type { ActivityRecordType } from '@keel/shared/activities';
import type { Database } from '../../db/types';

/**
 * An erase (decisions 0038, 0070, 0110): activities linked only to the person are deleted; every
 * activity that names them, linked to them or not (a note on a deal or another person may name
 * them too), has each match of `pattern` replaced by `mark`; their links go. Returns how many
 * activities were deleted.
 */
export async function eraseFromActivities(
  trx: Kysely<Database>,
  recordType: ActivityRecordType,
  id: string,
  pattern: string | null,
  mark: string,
): Promise<number> {
  const deleted = await sql<{ id: string }>`
    DELETE FROM activities a
    WHERE a.id IN (SELECT activity_id FROM activity_links WHERE record_type = ${recordType} AND record_id = ${id})
      AND NOT EXISTS (SELECT 1 FROM activity_links l WHERE l.activity_id = a.id AND NOT (l.record_type = ${recordType} AND l.record_id = ${id}))
    RETURNING a.id`.execute(trx);
  if (pattern) {
    await sql`
      UPDATE activities SET body = regexp_replace(body, ${pattern}, ${mark}, 'gi'),
        title = regexp_replace(title, ${pattern}, ${mark}, 'gi'), updated_at = now()
      WHERE body ~* ${pattern} OR title ~* ${pattern}`.execute(trx);
  }
  await trx.deleteFrom('activity_links').where('record_type', '=', recordType).where('record_id', '=', id).execute();
  return deleted.rows.length;
}
