import { type Company, COMPANY_FIELDS } from '@keel/shared/companies';
import { emptyRecord } from '@keel/shared/fields/field-registry';

/** One company as the API returns it, shared by the Edit Company and company page tests. */
export const COMPANY_ID = '44444444-4444-4444-8444-444444444444';
/** Every field empty (a field added to the registry is), then Globex's. */
export const companyFixture: Company = {
  ...(emptyRecord(COMPANY_FIELDS) as Company),
  id: COMPANY_ID,
  name: 'Globex',
  sector: 'Technology',
  website: 'globex.example',
  phone: '555-0110',
  email: null,
  address: null,
  address2: null,
  city: 'Springfield',
  state: null,
  zip_code: null,
  country: 'USA',
  linkedin_url: null,
  number_of_employees: 250,
  annual_revenue: null,
  tags: ['cloud'],
  description: null,
  created_at: '2026-11-01T10:00:00.000Z',
  version: 1,
  updated_at: '2026-11-02T10:00:00.000Z',
};
