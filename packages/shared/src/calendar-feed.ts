import { z } from 'zod';

/**
 * A member's private calendar subscription: an .ics URL with a secret token,
 * listing their open tasks that have a due date and the meetings they logged. Turning it on again
 * makes a new URL; the old one stops working at once.
 */
export const CalendarFeedStatus = z.object({ enabled: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/** The URL is shown once, when made; only its hash is stored. */
export const CalendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

export const CalendarFeedParams = z.object({ file: z.string().max(200) });

/** How many tasks and meetings a feed lists at most (the soonest due, the latest logged). */
export const CALENDAR_FEED_LIMIT = 500;
