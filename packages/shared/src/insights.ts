import { z } from 'zod';
import { Activity, isoDate, LinkedRecord } from './activities';
import { CURRENCY, StageOutcome } from './deal-figures';

/**
 * Read-only figures the dashboard widgets show (docs/product/beyond-the-spec.md#live-widgets), computed by the database from
 * contacts, companies, deals and pipeline_stages.
 */

export const INSIGHT_LIST_DEFAULT = 8;
export const INSIGHT_LIST_MAX = 50;
export const TREND_WEEKS_DEFAULT = 4;
export const TREND_WEEKS_MAX = 26;
export const UPCOMING_DAYS_DEFAULT = 14;
export const UPCOMING_DAYS_MAX = 90;

const count = z.number().int().min(0);

export const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(INSIGHT_LIST_MAX).default(INSIGHT_LIST_DEFAULT) });
export const TrendQuery = z.object({ weeks: z.coerce.number().int().min(1).max(TREND_WEEKS_MAX).default(TREND_WEEKS_DEFAULT) });
/** Today where the user is (YYYY-MM-DD, as My Tasks sends it); the server's UTC day when left out. */
const Today = { today: isoDate.optional() };
export const NextContactsQuery = ListQuery.extend(Today);
export const RemindersQuery = ListQuery.extend({
  upcomingDays: z.coerce.number().int().min(1).max(UPCOMING_DAYS_MAX).default(UPCOMING_DAYS_DEFAULT),
  ...Today,
});

/** A contact as the records table and the active-forms list show it, newest first. */
export const RecentContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  isInquiry: z.boolean(),
  createdAt: z.string(),
});
export type RecentContact = z.infer<typeof RecentContact>;

/**
 * Meeting notes: a logged meeting (activity) or a deal's own meeting-notes field, newest first.
 * `record` is where it leads: the meeting's first linked record, or the deal.
 */
export const MeetingNote = z.object({
  source: z.enum(['meeting', 'deal']),
  /** The activity's or the deal's id. */
  id: z.string(),
  title: z.string(),
  /** 'Company · Stage' for a deal; 'Ada Admin' (who logged it) for a meeting. */
  detail: z.string().nullable(),
  notes: z.string(),
  /** When the meeting was logged or the deal last changed. */
  at: z.string(),
  record: LinkedRecord.nullable(),
});
export type MeetingNote = z.infer<typeof MeetingNote>;

/**
 * A planned contact (next-contact tracker): an open deal's next contact date, or one of the
 * caller's open tasks due today or later.
 */
export const NextContact = z.object({
  source: z.enum(['deal', 'task']),
  /** The deal's or the task's id. */
  id: z.string(),
  /** The deal's name or the task's title. */
  title: z.string(),
  /** 'Pat Lee · Acme' (deal) or the task's linked records. */
  detail: z.string().nullable(),
  /** The deal's sales rep, or the task's assignee. */
  owner: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** HH:MM, tasks with a time only. */
  time: z.string().nullable(),
  record: LinkedRecord.nullable(),
});
export type NextContact = z.infer<typeof NextContact>;

/** Deals, their value and weighted value in one funnel column, in column order. */
export const StageStat = z.object({
  stageId: z.string(),
  title: z.string(),
  color: z.string(),
  outcome: StageOutcome,
  deals: count,
  value: z.number(),
  weighted: z.number(),
});
export type StageStat = z.infer<typeof StageStat>;

export const DailyCount = z.object({ date: z.string(), count });
export type DailyCount = z.infer<typeof DailyCount>;

/**
 * One step of the funnel: deals that reached this column (they sit in it or in a later open or won
 * column) and that share of every deal that entered the funnel, in percent.
 */
export const FunnelStep = z.object({
  stageId: z.string(),
  title: z.string(),
  color: z.string(),
  reached: count,
  conversion: z.number().min(0).max(100),
});
export type FunnelStep = z.infer<typeof FunnelStep>;

export const FunnelResponse = z.object({ total: count, lost: count, steps: z.array(FunnelStep) });
export type FunnelResponse = z.infer<typeof FunnelResponse>;

/** The KPI tiles' figures: the deal figures (decision 0060) and record counts. */
export const KpiSummary = z.object({
  currency: z.literal(CURRENCY),
  openDeals: count,
  openPipelineValue: z.number(),
  weightedPipelineValue: z.number(),
  wonDeals: count,
  wonValue: z.number(),
  lostDeals: count,
  lostValue: z.number(),
  contacts: count,
  companies: count,
  inquiries: count,
});
export type KpiSummary = z.infer<typeof KpiSummary>;

/** Reminders: the caller's open tasks, overdue ones first, then those due from today on. */
export const RemindersResponse = z.object({
  /** The day overdue and upcoming are measured against (YYYY-MM-DD). */
  today: z.string(),
  overdue: z.array(Activity),
  upcoming: z.array(Activity),
});
export type RemindersResponse = z.infer<typeof RemindersResponse>;

export const ContactsTrendResponse = z.object({ days: z.array(DailyCount), total: count });
export type ContactsTrendResponse = z.infer<typeof ContactsTrendResponse>;
