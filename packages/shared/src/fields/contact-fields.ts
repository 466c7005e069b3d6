import { defineFields } from './field-registry';

/**
 * The status the contacts list shows (decision 0005): a contact still flagged as a public
 * inquiry (is_inquiry) is an 'Inquiry'; any other is 'Active'.
 */
export const CONTACT_STATUSES = ['Active', 'Inquiry'] as const;

/** The sections of the contact form, in order (the details view follows its own `detailOrder`). */
export const CONTACT_SECTIONS = ['Contact Information', 'Company & Role', 'Address Information', 'Social & Other'] as const;
const [info, role, address, social] = CONTACT_SECTIONS;

/**
 * Every field of a contact (docs/product/records.md#contacts), declared once (decision 0043): the API schemas, the form and
 * the details, CSV import and export, merge, erasure, search, list sorts and filters and the report
 * catalogue derive from this list. Order: the API's. To add a field, see decision 0043.
 */
export const CONTACT_FIELDS = defineFields('contacts', [
  { key: 'id', column: 'id', kind: 'id', label: 'Id', readOnly: true, required: true, csv: false },
  { key: 'firstName', column: 'first_name', kind: 'text', label: 'First Name', required: true, max: 100, section: info, detailOrder: false, csv: { exact: ['firstname'], common: ['given', 'givenname', 'forename'] }, personal: true, searchable: true, report: { type: 'text', order: 1 }, example: 'Edge' },
  { key: 'lastName', column: 'last_name', kind: 'text', label: 'Last Name', required: true, max: 100, section: info, detailOrder: false, csv: { exact: ['lastname'], common: ['surname', 'familyname'] }, personal: true, searchable: true, sort: { key: 'name', caseInsensitive: true, order: 1 }, report: { type: 'text', order: 2 }, example: 'Case' },
  { key: 'email', column: 'email', kind: 'email', label: 'Primary Email', required: true, section: info, detailOrder: 1, csv: { common: ['emailaddress', 'primaryemail', 'email1'] }, personal: true, searchable: true, sort: { caseInsensitive: true, order: 2 }, report: { type: 'text', label: 'Email', order: 3 }, example: 'edge.case@example.test' },
  { key: 'phone', column: 'phone', kind: 'phone', label: 'Phone', max: 50, section: info, detailOrder: 5, csv: { common: ['phonenumber', 'businessphone', 'workphone'] }, personal: true, searchable: true, sort: { order: 3 }, example: '555-0100' },
  { key: 'mobilePhone', column: 'mobile_phone', kind: 'phone', label: 'Mobile Phone', max: 50, section: info, detailOrder: 6, csv: { header: 'mobilePhone', common: ['mobile', 'cell', 'cellphone'] }, personal: true, searchable: true, example: '555-0101' },
  { key: 'workEmail', column: 'work_email', kind: 'email', label: 'Work Email', section: info, detailOrder: 7, csv: { header: 'workEmail' }, personal: true, searchable: true, example: 'work@example.test' },
  { key: 'homeEmail', column: 'home_email', kind: 'email', label: 'Home Email', section: info, detailOrder: 8, csv: { header: 'homeEmail' }, personal: true, searchable: true, example: 'home@example.test' },
  { key: 'homePhone', column: 'home_phone', kind: 'phone', label: 'Home Phone', max: 50, section: info, detailOrder: 9, csv: { header: 'homePhone' }, personal: true, searchable: true, example: '555-0102' },
  { key: 'company', column: 'company_id', kind: 'reference', references: 'companies', label: 'Company', section: role, detailOrder: 2, filter: { type: 'ref', order: 3 }, example: '' },
  { key: 'companyName', column: 'company_name', kind: 'text', label: 'Company', readOnly: true, csv: false, searchable: true, report: { key: 'company', type: 'text', order: 4 } },
  { key: 'jobTitle', column: 'job_title', kind: 'text', label: 'Job Title', max: 200, section: role, detailOrder: 3, csv: { header: 'jobTitle' }, personal: true, searchable: true, filter: { order: 9 }, report: { type: 'text', order: 5 }, example: 'Tester' },
  { key: 'description', column: 'description', kind: 'longText', label: 'Description / Notes', max: 10_000, section: social, formOrder: 2_000_000, detailOrder: 18, csv: { common: ['notes'] }, personal: true, searchable: true, example: 'About' },
  { key: 'avatarUrl', column: 'avatar_url', kind: 'text', label: 'Avatar', readOnly: true, csv: { header: 'avatarUrl' }, personal: true },
  { key: 'address', column: 'address', kind: 'text', label: 'Address', section: address, detailOrder: 13, csv: { common: ['street', 'streetaddress', 'addressline1'] }, personal: true, searchable: true, example: '1 Main St' },
  { key: 'address2', column: 'address2', kind: 'text', label: 'Address Line 2', section: address, detailOrder: false, csv: { common: ['addressline2'] }, personal: true, searchable: true, example: 'Suite 2' },
  { key: 'city', column: 'city', kind: 'text', label: 'City', max: 100, section: address, detailOrder: false, personal: true, searchable: true, filter: { order: 7 }, report: { type: 'text', order: 6 }, example: 'Austin' },
  { key: 'state', column: 'state', kind: 'text', label: 'State', max: 100, section: address, detailOrder: false, personal: true, searchable: true, example: 'TX' },
  { key: 'zipCode', column: 'zip_code', kind: 'text', label: 'Zip Code', max: 20, section: address, detailOrder: false, csv: { header: 'zipCode', common: ['postcode', 'postalcode', 'zip'] }, personal: true, searchable: true, example: '78701' },
  { key: 'country', column: 'country', kind: 'text', label: 'Country', max: 100, section: address, detailOrder: false, searchable: true, filter: { order: 8 }, report: { type: 'text', order: 7 }, example: 'USA' },
  { key: 'linkedinProfile', column: 'linkedin_profile', kind: 'url', label: 'LinkedIn Profile', placeholder: 'https://linkedin.com/in/…', section: social, detailOrder: 14, csv: { header: 'linkedinProfile', common: ['linkedin', 'linkedinurl'] }, personal: true, searchable: true, example: 'linkedin.com/in/edge' },
  { key: 'instagramProfile', column: 'instagram_profile', kind: 'url', label: 'Instagram Profile', placeholder: 'https://instagram.com/…', section: social, detailOrder: 15, csv: { header: 'instagramProfile', common: ['instagram'] }, personal: true, searchable: true, example: '' },
  { key: 'instantMessageHandles', column: 'instant_message_handles', kind: 'text', label: 'Instant Message Handles', section: social, detailOrder: 16, personal: true, searchable: true, example: 'edge' },
  { key: 'birthday', column: 'birthday', kind: 'date', label: 'Birthday', section: social, detailOrder: 12, csv: { common: ['dateofbirth'] }, personal: true, searchable: true, report: { type: 'date', order: 12 }, example: '1990-05-17' },
  { key: 'tags', column: 'tags', kind: 'tags', label: 'Tags', section: social, detailOrder: 17, personal: true, searchable: true, filter: { order: 4 }, example: ['a', 'b'] },
  { key: 'status', column: 'is_inquiry', kind: 'boolean', label: 'Status', options: CONTACT_STATUSES, section: role, detailOrder: 4, sort: { order: 4 }, filter: { type: 'enum', order: 1 }, report: { type: 'text', order: 8 }, example: false },
  { key: 'salesRep', column: 'assigned_sales_rep_id', kind: 'reference', references: 'users', label: 'Assigned Sales Rep', section: role, detailOrder: 10, filter: { type: 'ref', label: 'Sales Rep', order: 2 }, example: '' },
  { key: 'salesRepName', column: 'sales_rep_name', kind: 'text', label: 'Sales Rep', readOnly: true, csv: false, searchable: true, sort: { key: 'salesRep', caseInsensitive: true, order: 5 }, report: { key: 'salesRep', type: 'text', order: 9 } },
  { key: 'lastContact', column: 'last_contact_date', kind: 'date', label: 'Last Contact Date', section: role, detailOrder: 11, csv: { common: ['lastcontacted'] }, searchable: true, sort: { order: 6 }, filter: { label: 'Last Contact', order: 5 }, report: { type: 'date', label: 'Last Contact', order: 11 }, example: '2026-01-02' },
  { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true, csv: false },
  { key: 'created', column: 'created_at', kind: 'timestamp', label: 'Created', readOnly: true, csv: false, searchable: true, filter: { order: 6 }, report: { type: 'date', order: 13 } },
  { key: 'updated', column: 'updated_at', kind: 'timestamp', label: 'Last Updated', readOnly: true, csv: false, searchable: true, report: { type: 'date', order: 14 } },
  { key: 'createdBy', column: 'created_by', kind: 'text', label: 'Created By', readOnly: true, csv: false, searchable: true, report: { type: 'text', order: 10 } },
  { key: 'lastModifiedBy', column: 'last_modified_by', kind: 'text', label: 'Last Modified By', readOnly: true, csv: false, searchable: true },
]);
