import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { type ClientLogo, clientLogoUrl, LOGO_MAX_BYTES, logoNameFromFileName } from '@keel/shared/client-logos';
import type { Database } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { recordAudit } from '../../platform/audit/audit.service';
import { EXTENSION_OF, LOGO_TYPES, sniffContentType } from '../../platform/files/content-type';
import { deleteFile, getFile, putFile } from '../../platform/files/files.service';
import { deleteClientLogo, insertClientLogo } from './client-logos.repository';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

export const LOGO_TYPE_MESSAGE = 'Only JPEG, PNG, GIF, SVG and WEBP images can be uploaded.';
export const LOGO_SIZE_MESSAGE = `Logos must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`;

/** The base of a stored file name: spaces as underscores (docs/product/data-import-export.md#stored-files), nothing that could form a path. */
function safeBaseName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .replace(/^\.+/, '');
  return base.slice(0, 100) || 'logo';
}

/** public/{timestamp}-{name}.{ext}, with the timestamp moved on until the path is free. */
async function freePath(db: Kysely<Database>, fileName: string, ext: string): Promise<string> {
  for (let stamp = Date.now(); ; stamp += 1) {
    const path = `public/${stamp}-${safeBaseName(fileName)}.${ext}`;
    if (!(await getFile(db, 'client-logos', path))) return path;
  }
}

/**
 * One file of an upload (docs/product/crm.md#logo-upload-and-delete: upload the file, then insert the record). Here both, with the
 * audit entry, are one transaction: a failed insert leaves no file behind. A file that is not one
 * of the logo types (by its bytes) is refused before anything is written.
 */
export async function uploadLogo(
  db: Kysely<Database>,
  user: SessionUser,
  file: { fileName: string; bytes: Buffer; name: string | undefined },
): Promise<ClientLogo> {
  const type = sniffContentType(file.bytes);
  if (file.bytes.length === 0 || !type || !LOGO_TYPES.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
  const name = (file.name?.trim() || logoNameFromFileName(file.fileName)).slice(0, 200);
  const row = await db.transaction().execute(async (trx) => {
    const path = await freePath(trx, file.fileName, EXTENSION_OF[type]);
    await putFile(trx, { bucket: 'client-logos', path, contentType: type, bytes: file.bytes });
    const inserted = await insertClientLogo(trx, { name, imagePath: path, userId: user.id });
    await recordAudit(trx, {
      actionType: 'LOGO_UPLOADED',
      user,
      entityType: 'client_logo',
      entityId: inserted.id,
      details: { name, path, sizeBytes: file.bytes.length },
    });
    return inserted;
  });
  publishChange(db, { topic: 'client-logos', id: row.id, by: user.id });
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    url: clientLogoUrl(row.image_url),
    createdAt: row.created_at.toISOString(),
    sizeBytes: file.bytes.length,
  };
}

/** Deletes the record and its file together (docs/product/crm.md#logo-upload-and-delete order: record, then file). */
export async function removeLogo(db: Kysely<Database>, user: SessionUser, id: string): Promise<{ fileRemoved: boolean }> {
  if (!isRecordId(id)) throw notFound('Logo not found.');
  return db
    .transaction()
    .execute(async (trx) => {
      const deleted = await deleteClientLogo(trx, id);
      if (!deleted) throw notFound('Logo not found.');
      const fileRemoved = await deleteFile(trx, 'client-logos', deleted.image_url);
      await recordAudit(trx, {
        actionType: 'LOGO_DELETED',
        user,
        entityType: 'client_logo',
        entityId: id,
        details: { name: deleted.name, path: deleted.image_url, fileRemoved },
      });
      return { fileRemoved };
    })
    .then(published(db, { topic: 'client-logos', id, by: user.id }));
}
