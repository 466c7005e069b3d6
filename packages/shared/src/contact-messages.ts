import { z } from 'zod';

/** Longest accepted values of the contact-us form (docs/product/records.md#contact-messages). */
export const CONTACT_MESSAGE_LIMITS = { name: 200, email: 254, subject: 300, message: 5000 } as const;

/**
 * The honeypot: a field people never see or fill, named so that form-filling bots do. A message
 * that carries it is answered like any other and silently dropped (docs/product/beyond-the-spec.md#one-transaction-inquiry).
 */
export const HONEYPOT_FIELD = 'homepage';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A contact-us message: name, email, subject and message, all required (docs/product/validation.md#contact-message). */
export const ContactMessageInput = z.object({
  name: required('Name', CONTACT_MESSAGE_LIMITS.name),
  email: required('Email', CONTACT_MESSAGE_LIMITS.email).pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  subject: required('Subject', CONTACT_MESSAGE_LIMITS.subject),
  message: required('Message', CONTACT_MESSAGE_LIMITS.message),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

/** What the server answers to every accepted submission (bots included, so they learn nothing). */
export const ContactMessageReceipt = z.object({ status: z.literal('received') });

/** A stored message as staff see it at /crm/messages. */
export const ContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const CONTACT_MESSAGE_STATUSES = ['all', 'open', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** Mark a message handled (or open again). */
export const ContactMessageUpdate = z.object({ handled: z.boolean() });
