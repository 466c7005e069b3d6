import { z } from 'zod';

/** 'Core CRM Snapshot' (docs/product/crm.md#reporting-center): counts computed by the database. */
export const CrmSnapshot = z.object({
  contacts: z.number().int(),
  companies: z.number().int(),
  /** Contacts still flagged as public inquiries. */
  inquiries: z.number().int(),
  /** Funnel leads (deals) in any stage. */
  deals: z.number().int(),
  teamMembers: z.number().int(),
});
export type CrmSnapshot = z.infer<typeof CrmSnapshot>;

/** Contacts created on one calendar day. */
export const ContactAdditionsDay = z.object({ date: z.string(), count: z.number().int() });
export type ContactAdditionsDay = z.infer<typeof ContactAdditionsDay>;

/** The recent-additions table holds the last 7 distinct dates with additions (docs/product/crm.md#reporting-center, docs/product/texts-and-constants.md#reporting). */
export const RECENT_ADDITION_DAYS = 7;

export const ReportingSummary = z.object({
  snapshot: CrmSnapshot,
  /** Newest date first. */
  recentContactAdditions: z.array(ContactAdditionsDay),
});
export type ReportingSummary = z.infer<typeof ReportingSummary>;

/** Query: the viewer's IANA time zone decides where a day starts (UTC when absent). */
export const ReportingQuery = z.object({
  tz: z
    .string()
    .max(64)
    .optional()
    .refine((tz) => {
      if (tz === undefined) return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone.'),
});
