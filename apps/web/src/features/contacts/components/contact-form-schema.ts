import { type Contact, CONTACT_STATUSES, ContactInput, contactStatus } from '@keel/shared/contacts';
import { splitTags } from '@keel/shared/field-types';
import { z } from 'zod';

/** The Edit Contact form: docs/product/records.md#contacts fields as typed (tags as comma-separated text, status as a choice). */
export const ContactFormSchema = ContactInput.omit({ tags: true, is_inquiry: true }).extend({
  tags: z.string().max(5000).transform(splitTags),
  status: z.enum(CONTACT_STATUSES),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;

const text = (value: string | null) => value ?? '';

/** The form's starting values from a stored contact ('' for empty). */
export function contactToForm(c: Contact): ContactFormInput {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: text(c.phone),
    mobile_phone: text(c.mobile_phone),
    work_email: text(c.work_email),
    home_email: text(c.home_email),
    home_phone: text(c.home_phone),
    company_id: text(c.company_id),
    job_title: text(c.job_title),
    description: text(c.description),
    address: text(c.address),
    address2: text(c.address2),
    city: text(c.city),
    state: text(c.state),
    zip_code: text(c.zip_code),
    country: text(c.country),
    linkedin_profile: text(c.linkedin_profile),
    instagram_profile: text(c.instagram_profile),
    instant_message_handles: text(c.instant_message_handles),
    birthday: text(c.birthday),
    tags: c.tags.join(', '),
    status: contactStatus(c.is_inquiry),
    assigned_sales_rep_id: text(c.assigned_sales_rep_id),
    last_contact_date: text(c.last_contact_date),
  };
}

/** What the API takes (PUT /api/contacts/:id). */
export function formToInput({ status, ...values }: ContactFormOutput): ContactInput {
  return { ...values, is_inquiry: status === 'Inquiry' };
}
