import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import type { NewContactReceipt, NewContactValues } from '@keel/shared/contact-intake';
import { LeadCreateInput } from '@keel/shared/funnel-lead';
import type { Database } from '../../db/types';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { addContact } from '../contacts/contacts.service';
import { addLead } from '../funnel/leads.service';

/**
 * Staff 'Add New Contact' (decision 0064), in ONE transaction: the contact as Edit Contact takes it
 * (CONTACT_CREATED), and with 'Also create a deal' a lead on top of its stage, linked to the contact
 * and its company, assigned to the contact's sales rep or else to whoever adds it (DEAL_CREATED).
 */
export async function addNewContact(db: Kysely<Database>, user: SessionUser, input: NewContactValues): Promise<NewContactReceipt> {
  const receipt = await db.transaction().execute(async (trx) => {
    const contact = await addContact(trx, user, input.contact);
    if (!input.deal) return { contact, leadId: null };
    const lead = await addLead(
      trx,
      user,
      LeadCreateInput.parse({
        ...input.deal,
        contactIds: [contact.id],
        companyId: contact.company_id ?? null,
        assignedSalesRepId: contact.assigned_sales_rep_id ?? user.id,
      }),
    );
    return { contact, leadId: lead.id };
  });
  publishChange(db, { topic: 'contacts', id: receipt.contact.id, by: user.id });
  if (receipt.leadId) publishChange(db, { topic: 'funnel', id: receipt.leadId, by: user.id });
  return receipt;
}
