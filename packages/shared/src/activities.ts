import { z } from 'zod';
import { DATE_RANGE_MESSAGE, dateProblem, isCalendarDate } from './field-types';
import { Priority } from './funnel';
import { RecordVersion } from './record-version';

/**
 * Activities (decision 0026): notes, logged calls and meetings, and tasks, each linked to
 * one or more records, and one timeline per record that interleaves them with the record's history.
 */
export const ACTIVITY_KINDS = ['note', 'call', 'meeting', 'task'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = { note: 'Note', call: 'Call', meeting: 'Meeting', task: 'Task' };

/** How a logged call went (decision 0063). */
export const CALL_OUTCOMES = ['connected', 'voicemail', 'no_answer', 'wrong_number'] as const;
export const CallOutcome = z.enum(CALL_OUTCOMES);
export type CallOutcome = z.infer<typeof CallOutcome>;
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  voicemail: 'Voicemail',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
};
/** Calls and meetings are contacts with the record: they say when they happened and move its last contact date. */
export const CONTACT_KINDS: readonly ActivityKind[] = ['call', 'meeting'];
export const MAX_CALL_MINUTES = 1440;

/** Records an activity can link to; 'deal' is a funnel lead (docs/product/beyond-the-spec.md#shared-server-state). */
export const ACTIVITY_RECORD_TYPES = ['contact', 'company', 'deal', 'job', 'applicant'] as const;
export const ActivityRecordType = z.enum(ACTIVITY_RECORD_TYPES);
export type ActivityRecordType = z.infer<typeof ActivityRecordType>;

export const RECORD_TYPE_LABELS: Record<ActivityRecordType, string> = {
  contact: 'Contact',
  company: 'Company',
  deal: 'Lead',
  job: 'Job',
  applicant: 'Applicant',
};

/** Jobs and applicants are read by recruiters and admins only (docs/product/roles-and-permissions.md#recruitment-access); their activities likewise. */
export const RECRUITMENT_RECORD_TYPES: readonly ActivityRecordType[] = ['job', 'applicant'];

export const MAX_ACTIVITY_BODY = 10_000;
export const MAX_ACTIVITY_LINKS = 10;

export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a record id.');
/** A day 'YYYY-MM-DD' PostgreSQL can store and we allow (years 1..9999, decision 0019); year 0 or 10000 is a 400, not a 500. */
export const isoDate = z.string().superRefine((v, ctx) => {
  if (isCalendarDate(v)) return;
  const message =
    dateProblem(v) === DATE_RANGE_MESSAGE
      ? DATE_RANGE_MESSAGE
      : /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? 'Not a real date.'
        : 'Use a date like 2026-01-31.';
  ctx.addIssue({ code: 'custom', message });
});
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:30.');

export const RecordLink = z.object({ type: ActivityRecordType, id: uuid });
export type RecordLink = z.infer<typeof RecordLink>;

/** The fields a task adds (docs/product/texts-and-constants.md#option-lists priorities). */
const TaskFields = {
  title: z.string().trim().max(200, 'Please use at most 200 characters.').optional(),
  dueDate: isoDate.nullish(),
  dueTime: clockTime.nullish(),
  /** A team member; the author when left out. */
  assigneeId: uuid.nullish(),
  priority: Priority.optional(),
};

/** What a logged call or meeting adds (decision 0063): the day it happened, and for a call its outcome and length. */
const ContactFields = {
  occurredOn: isoDate.nullish(),
  outcome: CallOutcome.nullish(),
  durationMinutes: z
    .number('Duration must be a number of minutes.')
    .int('Duration must be a whole number of minutes.')
    .min(0, 'Duration cannot be negative.')
    .max(MAX_CALL_MINUTES, `A call lasts at most ${MAX_CALL_MINUTES} minutes.`)
    .nullish(),
};

const Body = z
  .string()
  .max(MAX_ACTIVITY_BODY, `Please use at most ${MAX_ACTIVITY_BODY} characters.`)
  .transform((v) => v.replace(/\r\n?/g, '\n').trim());

type Checked = {
  kind: ActivityKind;
  body: string;
  title?: string;
  dueDate?: string | null;
  dueTime?: string | null;
  occurredOn?: string | null;
  outcome?: CallOutcome | null;
  durationMinutes?: number | null;
};
function checkKind(v: Checked, ctx: z.RefinementCtx) {
  if (v.kind !== 'call' && (v.outcome || (v.durationMinutes !== undefined && v.durationMinutes !== null)))
    ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Only a call has an outcome and a duration.' });
  if (!CONTACT_KINDS.includes(v.kind) && v.occurredOn)
    ctx.addIssue({ code: 'custom', path: ['occurredOn'], message: 'Only a call or a meeting has a date it happened.' });
  if (v.kind === 'task') {
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'A task needs a title.' });
  } else {
    if (!v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please write something.' });
    if (v.title !== undefined || v.dueDate || v.dueTime)
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Only a task has a title and a due date.' });
  }
  if (v.dueTime && !v.dueDate) ctx.addIssue({ code: 'custom', path: ['dueTime'], message: 'A due time needs a due date.' });
}

/** A new activity: what it is, what it says, which records it belongs to. */
export const ActivityInput = z
  .object({
    kind: ActivityKind,
    body: Body.default(''),
    links: z
      .array(RecordLink)
      .min(1, 'Link the activity to a record.')
      .max(MAX_ACTIVITY_LINKS, `At most ${MAX_ACTIVITY_LINKS} linked records.`)
      .refine((links) => new Set(links.map((l) => `${l.type}:${l.id.toLowerCase()}`)).size === links.length, 'A record is linked twice.'),
    ...TaskFields,
    ...ContactFields,
  })
  .superRefine(checkKind);
export type ActivityInput = z.input<typeof ActivityInput>;
export type ActivityValues = z.output<typeof ActivityInput>;

/**
 * An edit keeps the kind (sent again, and checked) and the links; the rest is replaced. `version`
 * is the one the edit started from: a stale edit is refused with 409 (decision 0016).
 */
export const ActivityUpdate = z
  .object({ kind: ActivityKind, body: Body.default(''), ...TaskFields, ...ContactFields, version: RecordVersion })
  .superRefine(checkKind);
export type ActivityUpdate = z.input<typeof ActivityUpdate>;
export type ActivityUpdateValues = z.output<typeof ActivityUpdate>;

export const TaskDoneInput = z.object({ done: z.boolean() });
export const TaskAssignInput = z.object({ assigneeId: uuid });

const Person = z.object({ id: z.string(), name: z.string() });
export const LinkedRecord = RecordLink.extend({ label: z.string() });
export type LinkedRecord = z.infer<typeof LinkedRecord>;

export const Activity = z.object({
  id: z.string(),
  kind: ActivityKind,
  body: z.string(),
  author: Person.nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  title: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  assignee: Person.nullable(),
  priority: Priority.nullable(),
  doneAt: z.string().nullable(),
  /** A call's or meeting's day (YYYY-MM-DD); a call's outcome and length in minutes. */
  occurredOn: z.string().nullable(),
  outcome: CallOutcome.nullable(),
  durationMinutes: z.number().int().nullable(),
  links: z.array(LinkedRecord),
  /** Send it back with an edit (decision 0016). */
  version: z.number().int(),
  /** The caller may edit and delete it (its author, or an admin). */
  canEdit: z.boolean(),
});
export type Activity = z.infer<typeof Activity>;

/** Timeline filter: one activity kind, or the record's history from the audit trail. */
export const TIMELINE_FILTERS = [...ACTIVITY_KINDS, 'history'] as const;
export const TimelineFilter = z.enum(TIMELINE_FILTERS);
export type TimelineFilter = z.infer<typeof TimelineFilter>;

/** Opaque keyset cursor: the last item's time (µs), source and id. */
export const TIMELINE_CURSOR = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z_[ah]_[0-9a-f-]{1,36}$/i;
export const TIMELINE_PAGE_SIZE = 20;

/**
 * Whose activities a timeline shows (decision 0063): 'all', the record's and those of its related
 * records (a company's contacts and deals, a contact's deals); 'own', only the record's.
 */
export const TIMELINE_SCOPES = ['all', 'own'] as const;
export const TimelineScope = z.enum(TIMELINE_SCOPES);
export type TimelineScope = z.infer<typeof TimelineScope>;
/** Record types whose timelines roll up their related records' activities. */
export const ROLL_UP_RECORD_TYPES: readonly ActivityRecordType[] = ['company', 'contact'];

export const TimelineQuery = z.object({
  kind: TimelineFilter.optional(),
  scope: TimelineScope.default('all'),
  // Its day is a real one in years 1..9999 (decision 0019): a forged 0000-… or 2024-02-30 is a 400, not a database error.
  cursor: z
    .string()
    .regex(TIMELINE_CURSOR, 'Not a timeline cursor.')
    .refine((v) => isCalendarDate(v.slice(0, 10)), 'Not a timeline cursor.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
});
export type TimelineQuery = z.input<typeof TimelineQuery>;

export const TimelineParams = z.object({ type: ActivityRecordType, id: z.string().max(100) });

export const TimelineItem = z.discriminatedUnion('source', [
  z.object({ source: z.literal('activity'), at: z.string(), activity: Activity }),
  z.object({ source: z.literal('history'), at: z.string(), id: z.string(), actionType: z.string(), text: z.string() }),
]);
export type TimelineItem = z.infer<typeof TimelineItem>;

export const TimelinePage = z.object({ items: z.array(TimelineItem), nextCursor: z.string().nullable() });
export type TimelinePage = z.infer<typeof TimelinePage>;

export const ACTIVITY_NOT_FOUND = 'Activity not found.';
export const RECORD_NOT_FOUND = 'That record does not exist.';
