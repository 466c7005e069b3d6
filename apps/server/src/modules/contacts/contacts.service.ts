import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { CONTACT_NOT_FOUND, type Contact, ContactInput, type ContactUpdateValues, type ContactValues } from '@keel/shared/contacts';
import { BULK_RECORDS_GONE } from '@keel/shared/bulk-actions';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../audit/audit.service';
import { deleteContact, findContactForUpdate, insertContact, referencesExist, updateContact } from './contacts.repository';
import { publishChange, published } from '../live-updates/live-updates.publish';

type ContactRow = NonNullable<Awaited<ReturnType<typeof findContactForUpdate>>>;

const EDITABLE_FIELDS = Object.keys(ContactInput.shape) as (keyof ContactValues)[];

export function toContact(row: ContactRow): Contact {
  const { search_text: _search, created_by_user_id: _c, last_modified_by_user_id: _m, ...rest } = row;
  return { ...rest, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

async function checkReferences(db: Kysely<Database>, values: ContactValues) {
  const exists = await referencesExist(db, values.company_id, values.assigned_sales_rep_id);
  const fields: Record<string, string> = {};
  if (!exists.company) fields.company_id = 'This company no longer exists.';
  if (!exists.salesRep) fields.assigned_sales_rep_id = 'This team member no longer exists.';
  const first = Object.values(fields)[0];
  if (first) throw validationError(first, fields);
}

export async function createContact(db: Kysely<Database>, user: SessionUser, values: ContactValues): Promise<Contact> {
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, values);
    const row = await insertContact(trx, values, { userId: user.id, name: user.fullName });
    await recordAudit(trx, { actionType: 'CONTACT_CREATED', user, entityType: 'contact', entityId: row.id, details: { name: fullName(row), email: row.email } });
    return toContact(row);
  }).then(published(db, (contact) => ({ topic: 'contacts', id: contact.id, by: user.id })));
}

/** Saves an edit made on `version`; a contact changed since is refused (409), never overwritten. */
export async function editContact(db: Kysely<Database>, user: SessionUser, id: string, { version, ...values }: ContactUpdateValues): Promise<Contact> {
  return db.transaction().execute(async (trx) => {
    const before = await findContactForUpdate(trx, id);
    if (!before) throw notFound(CONTACT_NOT_FOUND);
    await requireVersion(trx, before, version);
    await checkReferences(trx, values);
    const after = (await updateContact(trx, id, values, { userId: user.id, name: user.fullName }))!;
    await recordAudit(trx, {
      actionType: 'CONTACT_UPDATED',
      user,
      entityType: 'contact',
      entityId: id,
      details: { name: fullName(after), changes: changedFields(before, after, EDITABLE_FIELDS) },
    });
    return toContact(after);
  }).then(published(db, { topic: 'contacts', id, by: user.id }));
}

async function deleteWithAudit(trx: Kysely<Database>, user: SessionUser, id: string, notFoundMessage: string) {
  const deleted = await deleteContact(trx, id);
  if (!deleted) throw notFound(notFoundMessage);
  await recordAudit(trx, { actionType: 'CONTACT_DELETED', user, entityType: 'contact', entityId: id, details: { name: fullName(deleted), email: deleted.email } });
}

export async function removeContact(db: Kysely<Database>, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteWithAudit(trx, user, id, CONTACT_NOT_FOUND));
  publishChange(db, { topic: 'contacts', id, by: user.id });
}

/** Deletes a selection in one transaction, one audit entry each; if one is gone, none is deleted. */
export async function removeContacts(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteWithAudit(trx, user, id, BULK_RECORDS_GONE);
  });
}
