import type { Kysely } from 'kysely';
import { LEAD_COMPANY_GONE, LEAD_CONTACT_GONE, type Lead, type LeadInput } from '@keel/shared/funnel-lead';
import type { Database } from '../../db/types';
import { validationError } from '../../errors';
import { companyName } from '../companies/companies.service';
import { contactSummaries } from '../contacts/contact-relations.service';
import type { DealRow } from './lead-mapping';

type Db = Kysely<Database>;

/** The linked contacts' names, in the order of `ids` (a contact deleted since is left out). */
export async function linkedContacts(db: Db, ids: string[]): Promise<Lead['contacts']> {
  return (await contactSummaries(db, ids)).map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() }));
}

/**
 * The deal columns that follow a lead's picked company and contacts (decision 0024): the ids,
 * and the company and contact-person names of the picked records. A picked record that does not
 * exist is refused (400 on its field). Links left out of the input stay as they are (`before`).
 */
export async function linkColumns(
  db: Db,
  input: Pick<LeadInput, 'companyId' | 'contactIds'>,
  before?: Pick<DealRow, 'company_id' | 'contact_ids'>,
) {
  const companyId = input.companyId === undefined ? (before?.company_id ?? null) : input.companyId;
  const contactIds = input.contactIds ?? before?.contact_ids ?? [];
  const [company, contacts] = await Promise.all([companyId ? companyName(db, companyId) : undefined, contactSummaries(db, contactIds)]);
  // Only a newly picked record must exist: one deleted since it was linked is unlinked by its delete.
  if (input.companyId && company === undefined) throw validationError(LEAD_COMPANY_GONE, { companyId: LEAD_COMPANY_GONE });
  if (input.contactIds && contacts.length !== contactIds.length)
    throw validationError(LEAD_CONTACT_GONE, { contactIds: LEAD_CONTACT_GONE });
  const first = contacts[0];
  return {
    columns: {
      company_id: companyId,
      contact_ids: contactIds,
      ...(company !== undefined ? { company } : {}),
      ...(first ? { first_name: first.firstName, last_name: first.lastName } : {}),
    },
    contacts: contacts.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() })),
  };
}
