import { type Contact, CONTACT_FIELDS, CONTACT_STATUSES, ContactInput, contactStatus, DEFAULT_COUNTRY } from '@keel/shared/contacts';
import { editableFields } from '@keel/shared/fields/field-registry';
import { splitTags } from '@keel/shared/field-types';
import { z } from 'zod';

/** The Edit Contact form: docs/product/records.md#contacts fields as typed (tags as comma-separated text, status as a choice). */
export const ContactFormSchema = ContactInput.omit({ tags: true, is_inquiry: true }).extend({
  tags: z.string().max(5000).transform(splitTags),
  status: z.enum(CONTACT_STATUSES),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;

/** The form's starting values from a stored contact, for every editable field of the registry ('' for empty, tags as text, the status as a choice). */
export function contactToForm(c: Contact): ContactFormInput {
  const stored = c as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = { status: contactStatus(c.is_inquiry) };
  for (const f of editableFields(CONTACT_FIELDS)) {
    const value = stored[f.column];
    if (f.column === 'is_inquiry') continue;
    values[f.column] =
      f.kind === 'tags'
        ? ((value as string[] | undefined) ?? []).join(', ')
        : f.kind === 'boolean'
          ? value === true
          : value === null || value === undefined
            ? ''
            : String(value);
  }
  return values as ContactFormInput;
}

/** A new contact's starting values: every field empty, Active, in the default country. */
export function newContactForm(): ContactFormInput {
  const values: Record<string, unknown> = { status: 'Active' };
  for (const f of editableFields(CONTACT_FIELDS)) {
    if (f.column === 'is_inquiry') continue;
    values[f.column] = f.kind === 'boolean' ? false : f.column === 'country' ? DEFAULT_COUNTRY : '';
  }
  return values as ContactFormInput;
}

/** What the API takes (PUT /api/contacts/:id). */
export function formToInput({ status, ...values }: ContactFormOutput): ContactInput {
  return { ...values, is_inquiry: status === 'Inquiry' };
}
