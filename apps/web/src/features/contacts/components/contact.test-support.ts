import { type Contact, CONTACT_FIELDS } from '@keel/shared/contacts';
import { emptyRecord } from '@keel/shared/fields/field-registry';

/** One contact as the API returns it, shared by the Edit Contact and contact page tests. */
export const CONTACT_ID = '22222222-2222-4222-8222-222222222222';
/** Every field empty (a field added to the registry is), then Grace Hopper's. */
export const contactFixture: Contact = {
  ...(emptyRecord(CONTACT_FIELDS) as Contact),
  id: CONTACT_ID,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@navy.example',
  phone: null,
  mobile_phone: null,
  work_email: null,
  home_email: null,
  home_phone: null,
  company_id: null,
  company_name: null,
  job_title: 'Rear Admiral',
  description: null,
  avatar_url: null,
  address: null,
  address2: null,
  city: 'Arlington',
  state: null,
  zip_code: null,
  country: 'USA',
  linkedin_profile: null,
  instagram_profile: null,
  instant_message_handles: null,
  birthday: '1906-12-09',
  tags: ['cobol', 'navy'],
  is_inquiry: true,
  assigned_sales_rep_id: null,
  sales_rep_name: null,
  last_contact_date: null,
  created_at: '2026-11-01T10:00:00.000Z',
  version: 1,
  updated_at: '2026-11-02T10:00:00.000Z',
  created_by: 'Public Inquiry Form',
  last_modified_by: 'Public Inquiry Form',
};
