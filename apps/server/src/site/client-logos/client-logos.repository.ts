import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Logos newest first (docs/product/data-import-export.md#stored-files: ordered by created_at descending), with their stored sizes. */
export async function listClientLogos(db: Kysely<Database>) {
  return db
    .selectFrom('client_logos as l')
    .leftJoin('stored_files as f', (join) => join.onRef('f.path', '=', 'l.image_url').on('f.bucket', '=', 'client-logos'))
    .select(['l.id', 'l.name', 'l.image_url', 'l.created_at', 'f.size_bytes'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

export async function insertClientLogo(db: Kysely<Database>, values: { name: string; imagePath: string; userId: string }) {
  return db
    .insertInto('client_logos')
    .values({ name: values.name, image_url: values.imagePath, created_by_user_id: values.userId })
    .returning(['id', 'name', 'image_url', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteClientLogo(db: Kysely<Database>, id: string) {
  return db.deleteFrom('client_logos').where('id', '=', id).returning(['id', 'name', 'image_url']).executeTakeFirst();
}
