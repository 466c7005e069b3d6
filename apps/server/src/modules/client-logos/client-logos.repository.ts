import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Logos newest first (SPEC §7: ordered by created_at descending), with their stored sizes. */
export async function listClientLogos(db: Kysely<Database>) {
  return db
    .selectFrom('client_logos as l')
    .leftJoin('stored_files as f', (join) => join.onRef('f.path', '=', 'l.image_url').on('f.bucket', '=', 'client-logos'))
    .select(['l.id', 'l.name', 'l.image_url', 'l.created_at', 'f.size_bytes'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}
