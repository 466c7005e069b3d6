import type { FieldDefinition } from './field-registry';

/**
 * The plain field the four-file tests add to contacts (decision 0043): what a developer would write
 * into contact-fields.ts. Its column comes from a migration (`ALTER TABLE contacts ADD COLUMN
 * preferred_name text NULL`), which the server test runs on its database.
 */
export const PREFERRED_NAME = {
  key: 'preferredName',
  column: 'preferred_name',
  kind: 'text',
  label: 'Preferred Name',
  max: 100,
  section: 'Contact Information',
  csv: { header: 'preferredName', common: ['nickname'] },
  personal: true,
  sort: true,
  filter: true,
  report: 'text',
  example: 'Eddie',
} as const satisfies FieldDefinition;

export const ADD_PREFERRED_NAME_COLUMN = 'ALTER TABLE contacts ADD COLUMN preferred_name text NULL';

/**
 * The plain field the four-file test adds to deals (decision 0104): what a developer would write
 * into deal-fields.ts. Its key is its API and CSV name; its column comes from a migration.
 */
export const REFERRAL_PARTNER = {
  key: 'referralPartner',
  column: 'referral_partner',
  kind: 'text',
  label: 'Referral Partner',
  max: 100,
  csv: { common: ['partner'] },
  personal: true,
  report: 'text',
} as const satisfies FieldDefinition;

export const ADD_REFERRAL_PARTNER_COLUMN = 'ALTER TABLE deals ADD COLUMN referral_partner text NULL';
