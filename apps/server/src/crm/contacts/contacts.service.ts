import type { Kysely } from 'kysely';
import { TEAM_MESSAGES } from '@keel/shared/team';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Contact,
  CONTACT_NOT_FOUND,
  ContactInput,
  type ContactLinks,
  type ContactUpdateValues,
  type ContactValues,
} from '@keel/shared/contacts';
import { BULK_RECORDS_GONE } from '@keel/shared/bulk-actions';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { countContactDeals } from './contact-links.repository';
import {
  deleteContact,
  findContactById,
  findContactForUpdate,
  insertContact,
  moveLastContactDate,
  referencesExist,
  updateContact,
} from './contacts.repository';
import { publishChange, published, publishInTransaction } from '../../platform/live-updates/live-updates.publish';

type ContactRow = NonNullable<Awaited<ReturnType<typeof findContactForUpdate>>>;

const EDITABLE_FIELDS = Object.keys(ContactInput.shape) as (keyof ContactValues)[];

export function toContact(row: ContactRow): Contact {
  const { search_text: _search, created_by_user_id: _c, last_modified_by_user_id: _m, ...rest } = row;
  return { ...rest, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

/** The company and sales rep must exist; a newly chosen rep must not be deactivated (one kept from before may). */
async function checkReferences(db: Kysely<Database>, values: ContactValues, keptRepId: string | null = null) {
  const exists = await referencesExist(db, values.company_id, values.assigned_sales_rep_id);
  const fields: Record<string, string> = {};
  if (!exists.company) fields.company_id = 'This company no longer exists.';
  if (!exists.salesRep) fields.assigned_sales_rep_id = 'This team member no longer exists.';
  else if (exists.salesRepDeactivated && values.assigned_sales_rep_id !== keptRepId)
    fields.assigned_sales_rep_id = TEAM_MESSAGES.memberDeactivated;
  const first = Object.values(fields)[0];
  if (first) throw validationError(first, fields);
}

/** Adds a contact inside the caller's transaction (its references checked, audited); the caller announces it after commit. */
export async function addContact(trx: Kysely<Database>, user: SessionUser, values: ContactValues): Promise<Contact> {
  await checkReferences(trx, values);
  const row = await insertContact(trx, values, { userId: user.id, name: user.fullName });
  await recordAudit(trx, {
    actionType: 'CONTACT_CREATED',
    user,
    entityType: 'contact',
    entityId: row.id,
    details: { name: fullName(row), email: row.email },
  });
  return toContact(row);
}

export async function createContact(db: Kysely<Database>, user: SessionUser, values: ContactValues): Promise<Contact> {
  return db
    .transaction()
    .execute((trx) => addContact(trx, user, values))
    .then(published(db, (contact) => ({ topic: 'contacts', id: contact.id, by: user.id })));
}

/** Saves an edit made on `version`; a contact changed since is refused (409), never overwritten. */
export async function editContact(
  db: Kysely<Database>,
  user: SessionUser,
  id: string,
  { version, ...values }: ContactUpdateValues,
): Promise<Contact> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findContactForUpdate(trx, id);
      if (!before) throw notFound(CONTACT_NOT_FOUND);
      await requireVersion(trx, before, version);
      await checkReferences(trx, values, before.assigned_sales_rep_id);
      const after = (await updateContact(trx, id, values, { userId: user.id, name: user.fullName }))!;
      await recordAudit(trx, {
        actionType: 'CONTACT_UPDATED',
        user,
        entityType: 'contact',
        entityId: id,
        details: { name: fullName(after), changes: changedFields(before, after, EDITABLE_FIELDS) },
      });
      return toContact(after);
    })
    .then(published(db, { topic: 'contacts', id, by: user.id }));
}

/** What deleting the contact would unlink, for its confirmation. */
export async function contactLinks(db: Kysely<Database>, id: string): Promise<ContactLinks> {
  if (!(await findContactById(db, id))) throw notFound(CONTACT_NOT_FOUND);
  return { deals: await countContactDeals(db, id) };
}

/**
 * The funnel's removal of a deleted contact from its deals (decision 0110): funnel imports
 * contacts, so app.ts hands it to the routes rather than this module importing funnel.
 */
export type UnlinkDeals = (trx: Kysely<Database>, contactId: string) => Promise<Array<{ id: string; name: string }>>;

/** Deletes a contact; the funnel deals that listed it are kept without it, and the audit entry names each (single and bulk delete alike). */
async function deleteWithAudit(trx: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, id: string, notFoundMessage: string) {
  if (!(await findContactForUpdate(trx, id))) throw notFound(notFoundMessage);
  const deals = (await unlinkDeals(trx, id)).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const deleted = (await deleteContact(trx, id))!;
  const details = { name: fullName(deleted), email: deleted.email, unlinked: { deals } };
  await recordAudit(trx, { actionType: 'CONTACT_DELETED', user, entityType: 'contact', entityId: id, details });
}

export async function removeContact(db: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteWithAudit(trx, unlinkDeals, user, id, CONTACT_NOT_FOUND));
  publishChange(db, { topic: 'contacts', id, by: user.id });
}

/** Deletes a selection in one transaction, one audit entry each; if one is gone, none is deleted. */
export async function removeContacts(db: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteWithAudit(trx, unlinkDeals, user, id, BULK_RECORDS_GONE);
  });
}

/**
 * A logged call or meeting moves its contacts' last contact date forward to its day (decision
 * 0063), in the activity's transaction; open lists and pages hear of it after the commit.
 */
export async function moveContactsLastContact(db: Kysely<Database>, ids: readonly string[], day: string): Promise<number> {
  const moved = await moveLastContactDate(db, [...new Set(ids.map((id) => id.toLowerCase()))], day);
  if (moved > 0) await publishInTransaction(db, { topic: 'contacts', by: null });
  return moved;
}

/** An erase's step in contacts (decision 0110). */
export { eraseContactRow } from './contact-erase.repository';

/** Rows written as given (the demo seed's, decision 0110). */
export { insertContactRows } from './contacts.repository';
