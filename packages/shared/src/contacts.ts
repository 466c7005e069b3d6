import { z } from 'zod';
import { withVersion } from './record-version';
import { listPage, listQuery } from './lists';
import type { FilterField } from './list-filters';
import { CONTACT_FIELDS, CONTACT_STATUSES } from './fields/contact-fields';
import { filterFields, inputObject, outputObject, type FilterKeyOf, sortDefinitions, type SortKeyOf } from './fields/field-registry';

export { CONTACT_FIELDS, CONTACT_STATUSES };
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const contactStatus = (isInquiry: boolean): ContactStatus => (isInquiry ? 'Inquiry' : 'Active');

/** Default country of a new contact (docs/product/records.md#contacts, docs/product/texts-and-constants.md#accounts). */
export const DEFAULT_COUNTRY = 'USA';

type ContactFieldList = typeof CONTACT_FIELDS.declared;

/** What a user may set on a contact (docs/product/records.md#contacts), with the Edit Contact rules of docs/product/validation.md#contact: the registry's editable fields. */
export const ContactInput = inputObject(CONTACT_FIELDS);
export type ContactInput = z.input<typeof ContactInput>;
export type ContactValues = z.output<typeof ContactInput>;

/** Saving an edit of a contact: its fields and the `version` the edit started from (decision 0016). */
export const ContactUpdateInput = withVersion(ContactInput);
export type ContactUpdateValues = z.output<typeof ContactUpdateInput>;

/** A contact as the API reports it: every field of the registry (docs/product/records.md#contacts, with the names of its company and rep). */
export const Contact = outputObject(CONTACT_FIELDS);
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
export type ContactSort = SortKeyOf<ContactFieldList>;
export const CONTACT_SORTS = sortDefinitions(CONTACT_FIELDS).map((s) => s.key) as [ContactSort, ...ContactSort[]];
/** Filterable fields of All Contacts (decision 0022). */
export const CONTACT_FILTERS = filterFields(CONTACT_FIELDS) as Record<FilterKeyOf<ContactFieldList>, FilterField>;
export const ContactListQuery = listQuery(CONTACT_SORTS, 'name', 'asc', CONTACT_FILTERS);
export const ContactListPage = listPage(ContactListItem);
export type ContactListPage = z.infer<typeof ContactListPage>;

export const CONTACT_NOT_FOUND = 'Contact not found.';
export const CONTACTS_EMPTY_STATE = 'No contacts found matching your criteria.';

/** What deleting a contact unlinks (funnel deals that list it; they are kept): the count for the confirmation. */
export const ContactLinks = z.object({ deals: z.number().int().nonnegative() });
export type ContactLinks = z.infer<typeof ContactLinks>;
