import { z } from 'zod';
import { Contact, ContactInput } from './contacts';
import { LeadInput } from './funnel-lead';

/**
 * Staff 'Add New Contact' (decision 0064): a contact as Edit Contact takes it, and optionally its
 * first deal, saved together. The public inquiry (/crm/inquiry) stays the visitors' form.
 */
export const NewContactDeal = LeadInput.pick({ name: true, dealValue: true, stageId: true, expectedCloseDate: true });
export type NewContactDealInput = z.input<typeof NewContactDeal>;

export const NewContactInput = z.object({
  contact: ContactInput,
  /** 'Also create a deal': the deal's name, value, stage and expected close date; null for none. */
  deal: NewContactDeal.nullable().default(null),
});
export type NewContactInput = z.input<typeof NewContactInput>;
export type NewContactValues = z.output<typeof NewContactInput>;

export const NewContactReceipt = z.object({ contact: Contact, leadId: z.string().nullable() });
export type NewContactReceipt = z.infer<typeof NewContactReceipt>;

/** What 'Also create a deal' suggests as its name: the contact's company, else the contact ('Acme Corp – Portal'). */
export const suggestedDealName = (firstName: string, lastName: string, company: string | null) =>
  `${company || `${firstName} ${lastName}`.trim()} deal`;
