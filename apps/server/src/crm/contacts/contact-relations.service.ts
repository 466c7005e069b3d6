import type { Kysely } from 'kysely';
import type { RelatedContact } from '@keel/shared/records';
import type { Database } from '../../db/types';
import { findContactNames, listCompanyContacts } from './company-contacts.repository';
import { findContactById } from './contacts.repository';

const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

/** A company's contacts, for its record page. */
export async function companyContacts(db: Kysely<Database>, companyId: string): Promise<{ items: RelatedContact[]; total: number }> {
  const { rows, total } = await listCompanyContacts(db, companyId);
  return { items: rows.map((r) => ({ id: r.id, name: fullName(r), email: r.email, jobTitle: r.job_title })), total };
}

export interface ContactSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The contacts among `ids` that exist, in the order of `ids` (missing ones are left out). */
export async function contactSummaries(db: Kysely<Database>, ids: string[]): Promise<ContactSummary[]> {
  const rows = await findContactNames(db, ids);
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a contact exists (a record page answers 404 otherwise). */
export async function contactExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await findContactById(db, id)) !== undefined;
}

/** A deleted company's unlink from its contacts, in the deleting transaction (decision 0110). */
export { moveCompanyContacts, unlinkContactsFromCompany } from './company-contacts.repository';
