import { ContactMessageInput } from '@keel/shared/contact-messages';

export type ContactFormValues = { name: string; email: string; subject: string; message: string; homepage: string };
export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

/**
 * Checks the contact form with the same schema the server applies. Loaded on the visitor's first
 * interaction with the form, so zod is not part of the page's first load (decision 0004).
 */
export function validateContactForm(
  values: ContactFormValues,
): { ok: true; data: ContactMessageInput } | { ok: false; errors: ContactFormErrors } {
  const result = ContactMessageInput.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
