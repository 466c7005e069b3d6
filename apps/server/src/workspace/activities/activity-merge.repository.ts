import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A merge (decisions 0040, 0110): activities linked to the other record are linked to the survivor
 * (one link when both had it); how many links now point at the survivor instead.
 */
export async function moveActivityLinks(
  db: Kysely<Database>,
  recordType: 'contact' | 'company' | 'applicant',
  from: string,
  to: string,
): Promise<number> {
  const both = await db
    .deleteFrom('activity_links')
    .where('record_type', '=', recordType)
    .where('record_id', '=', from)
    .where('activity_id', 'in', (eb) =>
      eb.selectFrom('activity_links').select('activity_id').where('record_type', '=', recordType).where('record_id', '=', to),
    )
    .returning('activity_id')
    .execute();
  const moved = await db
    .updateTable('activity_links')
    .set({ record_id: to })
    .where('record_type', '=', recordType)
    .where('record_id', '=', from)
    .returning('activity_id')
    .execute();
  return both.length + moved.length;
}
