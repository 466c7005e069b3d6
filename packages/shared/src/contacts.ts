import { z } from 'zod';
import { withVersion } from './record-version';
import { optionalDate, optionalEmail, optionalId, optionalText, optionalWebAddress, requiredEmail, Tags } from './field-types';
import { listPage, listQuery } from './lists';
import type { FilterFields } from './list-filters';

/**
 * The status the contacts list shows (decision 0005): a contact still flagged as a public
 * inquiry (is_inquiry) is an 'Inquiry'; any other is 'Active'.
 */
export const CONTACT_STATUSES = ['Active', 'Inquiry'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const contactStatus = (isInquiry: boolean): ContactStatus => (isInquiry ? 'Inquiry' : 'Active');

/** Default country of a new contact (docs/product/records.md#contacts, docs/product/texts-and-constants.md#accounts). */
export const DEFAULT_COUNTRY = 'USA';

/** What a user may set on a contact (docs/product/records.md#contacts), with the Edit Contact rules of docs/product/validation.md#contact. */
export const ContactInput = z.object({
  first_name: z.string({ error: 'First Name is required.' }).trim().min(1, 'First Name is required.').max(100, 'Please use at most 100 characters.'),
  last_name: z.string({ error: 'Last Name is required.' }).trim().min(1, 'Last Name is required.').max(100, 'Please use at most 100 characters.'),
  email: requiredEmail('Primary Email'),
  phone: optionalText(50),
  mobile_phone: optionalText(50),
  work_email: optionalEmail,
  home_email: optionalEmail,
  home_phone: optionalText(50),
  company_id: optionalId,
  job_title: optionalText(200),
  description: optionalText(10_000),
  address: optionalText(),
  address2: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalText(20),
  country: optionalText(100),
  linkedin_profile: optionalWebAddress,
  instagram_profile: optionalWebAddress,
  instant_message_handles: optionalText(),
  birthday: optionalDate,
  tags: Tags,
  is_inquiry: z.boolean().default(false),
  assigned_sales_rep_id: optionalId,
  last_contact_date: optionalDate,
});
export type ContactInput = z.input<typeof ContactInput>;
export type ContactValues = z.output<typeof ContactInput>;

/** Saving an edit of a contact: its fields and the `version` the edit started from (decision 0016). */
export const ContactUpdateInput = withVersion(ContactInput);
export type ContactUpdateValues = z.output<typeof ContactUpdateInput>;

/** A contact as the API reports it: every docs/product/records.md#contacts field, plus the names of its company and rep. */
export const Contact = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  work_email: z.string().nullable(),
  home_email: z.string().nullable(),
  home_phone: z.string().nullable(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  job_title: z.string().nullable(),
  description: z.string().nullable(),
  avatar_url: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  linkedin_profile: z.string().nullable(),
  instagram_profile: z.string().nullable(),
  instant_message_handles: z.string().nullable(),
  birthday: z.string().nullable(),
  tags: z.array(z.string()),
  is_inquiry: z.boolean(),
  assigned_sales_rep_id: z.string().nullable(),
  sales_rep_name: z.string().nullable(),
  last_contact_date: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  last_modified_by: z.string().nullable(),
});
export type Contact = z.infer<typeof Contact>;

/** One row of All Contacts (docs/product/crm.md#contacts: Name / Company, Email, Phone, Status, Sales Rep, Last Contact). */
export const ContactListItem = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  assigned_sales_rep_id: z.string().nullable(),
  sales_rep_name: z.string().nullable(),
  last_contact_date: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof ContactListItem>;

/** Sortable columns of All Contacts; 'name' sorts by last name (docs/product/data-import-export.md#list-orderings orders contacts by last_name). */
export const CONTACT_SORTS = ['name', 'email', 'phone', 'status', 'salesRep', 'lastContact'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
/** Filterable fields of All Contacts (decision 0022). */
export const CONTACT_FILTERS = {
  status: { type: 'enum', label: 'Status', options: CONTACT_STATUSES },
  salesRep: { type: 'ref', label: 'Sales Rep' },
  company: { type: 'ref', label: 'Company' },
  tags: { type: 'tags', label: 'Tags' },
  lastContact: { type: 'date', label: 'Last Contact' },
  created: { type: 'date', label: 'Created' },
  city: { type: 'text', label: 'City' },
  country: { type: 'text', label: 'Country' },
  jobTitle: { type: 'text', label: 'Job Title' },
} satisfies FilterFields;
export const ContactListQuery = listQuery(CONTACT_SORTS, 'name', 'asc', CONTACT_FILTERS);
export const ContactListPage = listPage(ContactListItem);
export type ContactListPage = z.infer<typeof ContactListPage>;

export const CONTACT_NOT_FOUND = 'Contact not found.';
export const CONTACTS_EMPTY_STATE = 'No contacts found matching your criteria.';

/** What deleting a contact unlinks (funnel deals that list it; they are kept): the count for the confirmation. */
export const ContactLinks = z.object({ deals: z.number().int().nonnegative() });
export type ContactLinks = z.infer<typeof ContactLinks>;
