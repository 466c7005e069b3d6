import { type Insertable, type Kysely, sql } from 'kysely';
import type { ContactsTable, Database } from '../../db/types';
import * as repo from './contact-intake.repository';

type NewContact = Insertable<ContactsTable>;

/**
 * Fields an inquiry may fill on a contact that already has the e-mail: only those the contact has
 * blank (decision 0025). What staff recorded is never overwritten by a form anyone can submit with
 * anyone's e-mail; the inquiry's own values stay on its lead and in the audit entry.
 */
const FILLABLE = [
  'first_name',
  'last_name',
  'work_email',
  'phone',
  'mobile_phone',
  'company_id',
  'job_title',
  'description',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'country',
  'linkedin_profile',
  'instagram_profile',
  'instant_message_handles',
  'birthday',
  'assigned_sales_rep_id',
] as const satisfies ReadonlyArray<keyof NewContact & keyof ContactsTable>;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export interface InquiryContact {
  id: string;
  /** The contact existed (matched by e-mail); false when this inquiry created it. */
  matched: boolean;
  /** The contact's company (for a matched contact, possibly one it already had). */
  companyId: string | null;
  /** Fields a matched contact had blank and this inquiry filled. */
  filled: string[];
}

/**
 * The inquiry's contact: the existing one with this e-mail (case-insensitive; the oldest if there
 * are several), its blanks filled when `fillBlanks` (staff entering an inquiry; an anonymous form
 * may be sent with anyone's e-mail and never writes to a record that exists, decision 0076), or a
 * new one. Two simultaneous inquiries from one new e-mail
 * must not both insert: a transaction-scoped advisory lock on the e-mail makes the second wait for
 * the first to commit, and its look-up (a new statement, so a new snapshot) then finds that contact.
 */
export async function upsertInquiryContact(
  trx: Kysely<Database>,
  contact: NewContact,
  modifiedBy: Pick<NewContact, 'last_modified_by' | 'last_modified_by_user_id'>,
  { fillBlanks }: { fillBlanks: boolean },
): Promise<InquiryContact> {
  await sql`select pg_advisory_xact_lock(hashtext(${`contact:${contact.email.toLowerCase()}`}))`.execute(trx);
  const existing = await repo.findContactByEmail(trx, contact.email);
  if (!existing)
    return { id: await repo.insertIntakeContact(trx, contact), matched: false, companyId: contact.company_id ?? null, filled: [] };

  const fills: Partial<NewContact> = {};
  if (!fillBlanks) return { id: existing.id, matched: true, companyId: existing.company_id, filled: [] };
  for (const field of FILLABLE) {
    if (blank(existing[field]) && !blank(contact[field])) Object.assign(fills, { [field]: contact[field] });
  }
  const filled = Object.keys(fills);
  if (filled.length > 0) await repo.fillContact(trx, existing.id, { ...fills, ...modifiedBy });
  return { id: existing.id, matched: true, companyId: (fills.company_id as string | undefined) ?? existing.company_id, filled };
}
