import { z } from 'zod';

/** A mail's state in the outbox: waiting (or retrying), delivered over SMTP, or given up after its retries. */
export const MailStatus = z.enum(['pending', 'sent', 'failed']);
export type MailStatus = z.infer<typeof MailStatus>;

export const OutboxMailSummary = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: MailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummary>;

/** A file sent with a mail (e.g. an .ics invitation), kept as text. */
export const MailAttachment = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type MailAttachment = z.infer<typeof MailAttachment>;

export const OutboxMail = OutboxMailSummary.extend({
  html: z.string(),
  text: z.string(),
  /** The links of the mail, in order (the Outbox page shows them as links of its own). */
  links: z.array(z.string()),
  attachments: z.array(MailAttachment),
  /**
   * The mail carries a secret for its recipient alone (a reset or confirmation link) and this
   * viewer may not see it: its links are hidden (decision 0066).
   */
  secretHidden: z.boolean().default(false),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxList = z.object({
  mails: z.array(OutboxMailSummary),
  /** Whether SMTP delivery is configured (SMTP_URL); without it mails stay here to be read. */
  deliveryEnabled: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxList>;

/** The Outbox page lists the newest mails, this many. */
export const OUTBOX_PAGE_SIZE = 200;

/** What a hidden secret link reads as in the Outbox (decision 0066). */
export const HIDDEN_SECRET_LINK = '[link hidden: it is for its recipient only]';
