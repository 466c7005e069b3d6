import { defineFields } from './field-registry';

/** Company sector options (docs/product/records.md#companies). The one place this list is written. */
export const SECTORS = ['Technology', 'Healthcare', 'Finance', 'Manufacturing', 'Retail', 'Services', 'Real Estate', 'Education', 'Non-Profit', 'Other'] as const;

/**
 * Every field of a company (docs/product/records.md#companies), declared once (decision 0043): the API schemas, CSV import
 * and export, merge, list sorts and filters and the report catalogue derive from this list.
 * Order: the API's (and the CSV's).
 */
export const COMPANY_FIELDS = defineFields('companies', [
  { key: 'id', column: 'id', kind: 'id', label: 'Id', readOnly: true, required: true, csv: false },
  {
    key: 'name', column: 'name', kind: 'text', label: 'Company Name', required: true, requiredLabel: 'Company name', max: 200, searchable: true,
    csv: { common: ['company', 'companyname', 'account', 'accountname', 'organization', 'organisation', 'organizationname'] }, sort: { caseInsensitive: true, order: 1 }, report: { type: 'text', order: 1 }, example: 'Edge Co',
  },
  { key: 'sector', column: 'sector', kind: 'enum', options: SECTORS, label: 'Sector', csv: { common: ['industry'] }, searchable: true, sort: { order: 2 }, filter: { order: 1 }, report: { type: 'text', order: 2 }, example: 'Technology' },
  { key: 'website', column: 'website', kind: 'url', label: 'Website', csv: { common: ['domain', 'url', 'websiteurl', 'companydomain'] }, searchable: true, sort: { order: 5 }, filter: { type: 'text', order: 6 }, example: 'edge.example' },
  { key: 'phone', column: 'phone', kind: 'phone', label: 'Phone', max: 50, csv: { common: ['phonenumber'] }, searchable: true, sort: { order: 3 }, example: '555-0100' },
  { key: 'email', column: 'email', kind: 'email', label: 'Email', csv: { common: ['emailaddress'] }, searchable: true, example: 'hello@edge.example' },
  { key: 'address', column: 'address', kind: 'text', label: 'Address', csv: { common: ['street', 'streetaddress'] }, searchable: true, example: '1 Main St' },
  { key: 'address2', column: 'address2', kind: 'text', label: 'Address Line 2', searchable: true, example: '' },
  { key: 'city', column: 'city', kind: 'text', label: 'City', max: 100, searchable: true, sort: { order: 4 }, filter: { order: 2 }, report: { type: 'text', order: 3 }, example: 'Austin' },
  { key: 'state', column: 'state', kind: 'text', label: 'State', max: 100, searchable: true, example: 'TX' },
  { key: 'zipCode', column: 'zip_code', kind: 'text', label: 'Zip Code', max: 20, csv: { common: ['postcode', 'postalcode', 'zip'] }, searchable: true, example: '78701' },
  { key: 'country', column: 'country', kind: 'text', label: 'Country', max: 100, searchable: true, filter: { order: 3 }, report: { type: 'text', order: 4 }, example: 'USA' },
  { key: 'linkedinUrl', column: 'linkedin_url', kind: 'url', label: 'LinkedIn URL', csv: { common: ['linkedin'] }, searchable: true, example: '' },
  {
    key: 'employees', column: 'number_of_employees', kind: 'integer', max: 10_000_000, label: 'Number of Employees', searchable: true,
    csv: { common: ['employees', 'numberofemployees', 'employeecount'] }, report: { type: 'number', order: 5 }, example: 12,
  },
  { key: 'annualRevenue', column: 'annual_revenue', kind: 'number', max: 99_999_999_999_999, label: 'Annual Revenue (USD)', csv: { common: ['revenue', 'annualrevenueusd'] }, searchable: true, report: { type: 'number', label: 'Annual Revenue', order: 6 }, example: 1_000_000 },
  { key: 'tags', column: 'tags', kind: 'tags', label: 'Tags', searchable: true, filter: { order: 4 }, example: ['x'] },
  { key: 'description', column: 'description', kind: 'longText', label: 'Description', max: 10_000, csv: { common: ['notes'] }, searchable: true, example: 'About' },
  { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true, csv: false },
  { key: 'created', column: 'created_at', kind: 'timestamp', label: 'Created', readOnly: true, csv: false, searchable: true, filter: { order: 5 }, report: { type: 'date', order: 7 } },
  { key: 'updated', column: 'updated_at', kind: 'timestamp', label: 'Last Updated', readOnly: true, csv: false, searchable: true, report: { type: 'date', order: 8 } },
]);
