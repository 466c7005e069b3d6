import { z } from 'zod';
import { withVersion } from './record-version';
import { DATE_RANGE_MESSAGE, isStorableInstant } from './field-types';
import { listPage, listQuery } from './lists';
import type { FilterField } from './list-filters';
import { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_STATUSES } from './fields/job-fields';
import {
  editableFields,
  type FieldDefinition,
  type FieldInput,
  type FieldValue,
  filterFields,
  type FilterKeyOf,
  inputSchema,
  outputObject,
  sortDefinitions,
  type SortKeyOf,
} from './fields/field-registry';
import { checkJobFacts, JOB_FACTS_SHAPE, JobFactsOutput } from './job-facts';

export { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_STATUSES };

/** Employment types (docs/product/texts-and-constants.md#employment-types). */
export const EmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentType>;

/** Job statuses (docs/product/recruitment.md#statuses); 'Open' is the default. Any transition is allowed. */
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;
export const DEFAULT_JOB_STATUS: JobStatus = 'Open';

/** Openings: minimum and default 1 (docs/product/texts-and-constants.md#accounts). */
export const MIN_OPENINGS = 1;

// ---- validation and messages (docs/product/validation.md#job, docs/product/texts-and-constants.md#recruitment) ----------------------------------------------------

/** docs/product/validation.md#job: 'Validation Error' / this message when a required job field is empty. */
export const JOB_REQUIRED_MESSAGE = 'Job Title, Description, and Requirements are required.';
export const JOB_NOT_FOUND = 'Job posting not found.';
export const JOBS_EMPTY_STATE = 'No job postings found.';
export const OPENINGS_MESSAGE = `Openings must be a whole number of at least ${MIN_OPENINGS}.`;
export const RECRUITER_CHOICE_MESSAGE = 'Please choose a recruiter or admin, or Unassigned.';

/** Statuses that close a posting: date_closed is set when a job enters one (and cleared when it leaves). */
export const CLOSED_JOB_STATUSES: readonly JobStatus[] = ['Closed', 'Filled'];
export const isClosedJobStatus = (status: JobStatus) => CLOSED_JOB_STATUSES.includes(status);

/**
 * A job's ATS keywords as a list: the text is split on commas and line breaks, each keyword
 * trimmed (inner runs of spaces collapsed), empties dropped and repeats (ignoring case) removed.
 */
export function parseKeywords(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of (text ?? '').split(/[,\r\n]+/)) {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

// ---- field types shared by jobs and applicants -------------------------------------------------

/** Required text whose emptiness is reported with one form-level message (docs/product/validation.md#job). */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Please use at most ${max} characters.`);
}

/**
 * An optional calendar date from a form ('YYYY-MM-DD', taken as midnight UTC) or a full ISO
 * timestamp, saved as an ISO timestamp (docs/product/validation.md#job). Empty means "not given" (undefined).
 */
export const OptionalTimestamp = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return undefined;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const date = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
    const valid =
      /^\d{4}-\d{2}-\d{2}(T|$)/.test(text) && !Number.isNaN(date.getTime()) && (!dateOnly || date.toISOString().startsWith(text));
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date.' });
      return z.NEVER;
    }
    if (!isStorableInstant(date)) {
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** An optional choice from a list: '' and null clear it. */
export function optionalChoice<T extends z.ZodType<string>>(choices: T) {
  return z
    .union([choices, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v == null ? null : (v as z.output<T>)));
}

// ---- the job form and the API ----------------------------------------------------------------------

/** Openings: a whole number of at least 1; 1 when not given (docs/product/validation.md#job, docs/product/texts-and-constants.md#accounts). */
export const Openings = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return MIN_OPENINGS;
    const n = typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);
    if (!Number.isInteger(n) || n < MIN_OPENINGS || n > 10_000) {
      ctx.addIssue({ code: 'custom', message: OPENINGS_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

/**
 * Assigned recruiter: a member's id, or ''/null for Unassigned. Left out on create, the server
 * assigns the creator (docs/product/recruitment.md#new-records: a new job starts with the current user as recruiter).
 */
export const RecruiterChoice = z
  .union([z.uuid({ message: RECRUITER_CHOICE_MESSAGE }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** The job fields whose input is more than their kind's (decision 0104). */
const SPECIAL_INPUTS = {
  employment_type: optionalChoice(EmploymentType),
  openings: Openings,
  recruiter_id: RecruiterChoice,
  /** Left out: today on create (docs/product/recruitment.md#new-records), unchanged on edit. */
  date_posted: OptionalTimestamp,
};
type SpecialInput = keyof typeof SPECIAL_INPUTS;
type EditableJobField = Exclude<(typeof JOB_FIELDS.declared)[number], { readOnly: true }>;
type JobFieldsShape = {
  [F in EditableJobField as F['column']]: F['column'] extends SpecialInput
    ? (typeof SPECIAL_INPUTS)[F['column']]
    : F extends { required: true; kind: 'text' | 'longText' }
      ? z.ZodString
      : z.ZodType<FieldValue<F>, FieldInput<F>>;
} & typeof JOB_FACTS_SHAPE;

/** A job field's input: a required text is reported with the one form-level message (docs/product/validation.md#job). */
const jobInput = (f: FieldDefinition): z.ZodType =>
  (SPECIAL_INPUTS as Record<string, z.ZodType>)[f.column] ??
  (f.required && (f.kind === 'text' || f.kind === 'longText') ? requiredText(JOB_REQUIRED_MESSAGE, f.max ?? 500) : inputSchema(f));

/**
 * The fields a user may set on a job posting (docs/product/recruitment.md#jobs form, docs/product/records.md#jobs fields,
 * docs/product/validation.md#job rules): the job registry's editable fields (decision 0104), plus its structured
 * location, salary and closing date (decision 0077). Without the rules between fields, so forms can extend it;
 * JobInput adds them.
 */
export const JobFields = z.object({
  ...Object.fromEntries(editableFields(JOB_FIELDS).map((f) => [f.column, jobInput(f)])),
  ...JOB_FACTS_SHAPE,
}) as unknown as z.ZodObject<JobFieldsShape>;
/** What a user may set on a job posting, with the rules between its structured fields (decision 0077). */
export const JobInput = JobFields.superRefine(checkJobFacts);
export type JobInput = z.input<typeof JobInput>;
export type JobValues = z.output<typeof JobInput>;

/** Saving an edit of a job posting: its fields and the `version` the edit started from (decision 0016). */
export const JobUpdateInput = withVersion(JobFields).superRefine(checkJobFacts);
export type JobUpdateValues = z.output<typeof JobUpdateInput>;

/**
 * A job posting as the API reports it (timestamps as ISO strings): the job registry's fields
 * (decision 0104), with the recruiter's name after their id and the structured fields (decision
 * 0077) before the record keeping.
 */
const { version, created_at, updated_at, ...jobFields } = outputObject(JOB_FIELDS).shape;
const { recruiter_id, ...otherJobFields } = jobFields;
const beforeRecruiter = Object.fromEntries(Object.entries(jobFields).slice(0, Object.keys(jobFields).indexOf('recruiter_id'))) as Partial<
  typeof otherJobFields
>;
// Spread after them, the fields before the recruiter keep their places.
export const Job = z.object({
  ...beforeRecruiter,
  recruiter_id,
  recruiter_name: z.string().nullable(),
  ...otherJobFields,
  ...JobFactsOutput,
  version,
  created_at,
  updated_at,
});
export type Job = z.infer<typeof Job>;

/** One row of the jobs list (docs/product/recruitment.md#jobs: Job Title, Department, Location, Status, Date Posted). */
export const JobListItem = Job.pick({
  job_id: true,
  title: true,
  department: true,
  location: true,
  status: true,
  date_posted: true,
  employment_type: true,
  openings: true,
});
export type JobListItem = z.infer<typeof JobListItem>;

export type JobSort = SortKeyOf<typeof JOB_FIELDS.declared>;
export const JOB_SORTS = sortDefinitions(JOB_FIELDS).map((s) => s.key) as [JobSort, ...JobSort[]];
/** Filterable fields of the jobs list (decision 0022): the registry's. */
export const JOB_FILTERS = filterFields(JOB_FIELDS) as Record<FilterKeyOf<typeof JOB_FIELDS.declared>, FilterField>;
export const JobListQuery = listQuery(JOB_SORTS, 'title', 'asc', JOB_FILTERS);
export const JobListPage = listPage(JobListItem);
export type JobListPage = z.infer<typeof JobListPage>;

/** A job to link an applicant to (the applicant form's choice). */
export const JobChoice = Job.pick({ job_id: true, title: true, status: true, location: true });
export type JobChoice = z.infer<typeof JobChoice>;

/** What deleting a job posting unlinks (its applicants are kept, unlinked): the count for the confirmation. */
export const JobLinks = z.object({
  applicants: z.number().int().nonnegative(),
  /** Interviews still on and not yet started of its applications: the delete cancels them (decision 0074). */
  interviews: z.number().int().nonnegative().default(0),
});
export type JobLinks = z.infer<typeof JobLinks>;
