import { CONTACT_CRM_FIELDS } from './contact-crm-fields';
import { CONTACT_PERSON_FIELDS } from './contact-person-fields';
import { defineFields } from './field-registry';

export { CONTACT_STATUSES } from './contact-crm-fields';
export { CONTACT_SECTIONS } from './contact-person-fields';

/**
 * Every field of a contact (docs/product/records.md#contacts), declared once (decision 0043): the API schemas, the form and
 * the details, CSV import and export, merge, erasure, search, list sorts and filters and the report
 * catalogue derive from this list. Order: the API's. To add a field, see decision 0043: a person or
 * contact-channel field goes into contact-person-fields.ts, any other into contact-crm-fields.ts.
 */
export const CONTACT_FIELDS = defineFields('contacts', [...CONTACT_PERSON_FIELDS, ...CONTACT_CRM_FIELDS]);
