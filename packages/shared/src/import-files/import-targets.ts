import { looseHeader } from '../csv-import';
import { COMPANY_FIELDS } from '../fields/company-fields';
import { CONTACT_FIELDS } from '../fields/contact-fields';

/**
 * What the mapping step offers for each column (decision 0056): the labels Keel's forms show — never a
 * database column's name — for each field a column can be imported into. The labels are also
 * header names the import recognises (a file written with Keel's labels maps itself).
 */
const fromRegistry = (fields: readonly { column: string; label: string; kind: string; readOnly?: boolean }[]) =>
  Object.fromEntries(fields.filter((f) => !f.readOnly && f.kind !== 'reference' && f.kind !== 'id').map((f) => [f.column, f.label]));

/** Contacts: the contact form's labels, and the names the import reads beside them. */
export const CONTACT_TARGET_LABELS: Readonly<Record<string, string>> = {
  ...fromRegistry(CONTACT_FIELDS.fields()),
  full_name: 'Full Name (split into first and last name)',
  company: 'Company (by name)',
  assigned_sales_rep: 'Assigned Sales Rep (name or e-mail)',
  is_inquiry: 'Status is Inquiry (yes / no)',
  avatar_url: 'Avatar (web address)',
  company_id: 'Company (Keel id)',
  assigned_sales_rep_id: 'Assigned Sales Rep (Keel id)',
};

/** Companies: the company form's labels. */
export const COMPANY_TARGET_LABELS: Readonly<Record<string, string>> = fromRegistry(COMPANY_FIELDS.fields());

/** Deals: the lead form's labels (apps/web/src/features/funnel/components/lead-form-sections.tsx). */
export const DEAL_TARGET_LABELS: Readonly<Record<string, string>> = {
  name: 'Deal Name',
  stage: 'Stage',
  company: 'Company (by name)',
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Contact Name (split into first and last name)',
  email: 'Email',
  workEmail: 'Work Email',
  phone: 'Phone',
  mobilePhone: 'Mobile Phone',
  jobTitle: 'Job Title',
  title: 'Title (Dr., Ms.)',
  description: 'Description',
  dealValue: 'Deal Value (USD)',
  priority: 'Priority',
  leadSource: 'Lead Source',
  industry: 'Industry',
  serviceInterest: 'Service of Interest',
  assignedSalesRep: 'Assigned Sales Rep (name or e-mail)',
  inquiryDate: 'Inquiry Date',
  lastContactDate: 'Last Contact Date',
  nextContactDate: 'Next Contact Date',
  expectedCloseDate: 'Expected Close Date',
  tags: 'Tags',
  budgetRange: 'Budget Range',
  timeline: 'Timeline',
  website: 'Website',
  sourceCampaign: 'Source Campaign',
  utmParameters: 'UTM Parameters',
  meetingNotes: 'Meeting Notes',
};

/** A label's words without what it adds in brackets ('Deal Value (USD)' → 'dealvalue'), both forms recognised as headers. */
export function labelAliases(labels: Readonly<Record<string, string>>): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [field, label] of Object.entries(labels)) {
    aliases[looseHeader(label)] = field;
    aliases[looseHeader(label.replace(/\s*\(.*\)\s*$/, ''))] ??= field;
  }
  return aliases;
}
