import type { Kysely } from 'kysely';
import type { Bucket } from '@keel/shared/files';
import type { Database } from '../../db/types';

export interface NewStoredFile {
  bucket: Bucket;
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores (or replaces) a file. Call it with the transaction of the record that uses the file. */
export async function putFile(db: Kysely<Database>, file: NewStoredFile): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({ bucket: file.bucket, path: file.path, content_type: file.contentType, size_bytes: file.bytes.length, bytes: file.bytes })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'path'])
        .doUpdateSet({ content_type: file.contentType, size_bytes: file.bytes.length, bytes: file.bytes, created_at: new Date() }),
    )
    .execute();
}

export async function getFile(db: Kysely<Database>, bucket: Bucket, path: string) {
  return db
    .selectFrom('stored_files')
    .select(['content_type', 'size_bytes', 'bytes', 'created_at'])
    .where('bucket', '=', bucket)
    .where('path', '=', path)
    .executeTakeFirst();
}

export async function deleteFile(db: Kysely<Database>, bucket: Bucket, path: string): Promise<boolean> {
  const result = await db.deleteFrom('stored_files').where('bucket', '=', bucket).where('path', '=', path).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * An erase (decisions 0038, 0110): the person's files in `bucket`, the one at `path` and any whose
 * path starts with `prefix` (a resume left by an earlier upload). Returns how many were deleted.
 */
export async function deleteFilesOf(db: Kysely<Database>, bucket: Bucket, path: string | null, prefix?: string): Promise<number> {
  if (!path && !prefix) return 0;
  const result = await db
    .deleteFrom('stored_files')
    .where('bucket', '=', bucket)
    .where((eb) =>
      eb.or([...(prefix ? [eb('path', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)] : []), ...(path ? [eb('path', '=', path)] : [])]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sizes of stored files by path (e.g. for the logo grid's KB figures). */
export async function fileSizes(db: Kysely<Database>, bucket: Bucket, paths: string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom('stored_files')
    .select(['path', 'size_bytes'])
    .where('bucket', '=', bucket)
    .where('path', 'in', paths)
    .execute();
  return new Map(rows.map((r) => [r.path, r.size_bytes]));
}
