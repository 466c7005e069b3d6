import { z } from 'zod';
import { COUNTRY_CODES, CURRENCY_CODES } from './iso-codes';

export { COUNTRY_CODES, CURRENCY_CODES, EU_COUNTRY_CODES } from './iso-codes';

/**
 * A job's structured facts (decision 0077): where it is done, what it pays and until when it takes
 * applications. The job posting's JSON-LD and the job-board feeds are built from these only; the
 * free-text `location` and `salary_range` of docs/product/records.md#jobs stay as staff wrote them.
 */

/** Where the work is done. A remote job names the countries it accepts applicants from. */
export const WORKPLACE_TYPES = ['on-site', 'hybrid', 'remote'] as const;
export const WorkplaceType = z.enum(WORKPLACE_TYPES);
export type WorkplaceType = z.infer<typeof WorkplaceType>;
export const WORKPLACE_TYPE_LABELS: Record<WorkplaceType, string> = { 'on-site': 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

/** What a salary figure is paid per. */
export const SALARY_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export const SalaryUnit = z.enum(SALARY_UNITS);
export type SalaryUnit = z.infer<typeof SalaryUnit>;
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};

const COUNTRY_MESSAGE = 'Please choose a country from the list.';
const CURRENCY_MESSAGE = 'Please choose a currency from the list.';
export const CountryCode = z.enum(COUNTRY_CODES as unknown as [string, ...string[]], { error: COUNTRY_MESSAGE });
export const CurrencyCode = z.enum(CURRENCY_CODES as unknown as [string, ...string[]], { error: CURRENCY_MESSAGE });

export const JOB_FACTS_MESSAGES = {
  amount: 'Please enter an amount of at least 0 with at most two decimals, without currency signs (e.g. 120000).',
  range: 'The maximum salary must not be less than the minimum.',
  currency: "Please choose the salary's currency.",
  unit: 'Please choose whether the salary is per hour, day, week, month or year.',
  noAmount: 'Please enter a minimum or a maximum salary, or clear the currency and period.',
  country: 'Please choose the country of this city or region.',
  remoteCountries: 'Please choose at least one country a remote job accepts applicants from.',
  closingDate: 'Please enter a valid date.',
  closingBeforePosted: 'The closing date must not be before the date posted.',
} as const;

const MAX_AMOUNT = 1_000_000_000;

/** A salary figure from a form ('' is none) or the API. */
const Amount = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value == null || value === '') return null;
    const n = typeof value === 'number' ? value : /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || n < 0 || n > MAX_AMOUNT || Math.round(n * 100) !== n * 100) {
      ctx.addIssue({ code: 'custom', message: JOB_FACTS_MESSAGES.amount });
      return z.NEVER;
    }
    return n;
  });

const optionalOf = <T extends z.ZodType<string>>(choices: T, message: string) =>
  z
    .union([choices, z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v == null ? null : (v as z.output<T>)));

const optionalName = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, `Please use at most ${max} characters.`).nullable());

/** A calendar date 'YYYY-MM-DD' ('' is none). */
const OptionalDate = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value == null || value === '') return null;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
    if (!valid || value < '1900-01-01' || value > '9999-12-31') {
      ctx.addIssue({ code: 'custom', message: JOB_FACTS_MESSAGES.closingDate });
      return z.NEVER;
    }
    return value;
  });

/** The structured fields of a job's input (added to JobInput's shape). */
export const JOB_FACTS_SHAPE = {
  location_city: optionalName(100),
  location_region: optionalName(100),
  location_country: optionalOf(CountryCode, COUNTRY_MESSAGE),
  workplace_type: optionalOf(WorkplaceType, 'Please choose on-site, hybrid or remote.'),
  remote_countries: z
    .array(CountryCode)
    .max(COUNTRY_CODES.length)
    .optional()
    .default([])
    .transform((codes) => [...new Set(codes)]),
  salary_currency: optionalOf(CurrencyCode, CURRENCY_MESSAGE),
  salary_min: Amount,
  salary_max: Amount,
  salary_unit: optionalOf(SalaryUnit, JOB_FACTS_MESSAGES.unit),
  closing_date: OptionalDate,
};

/** The jobs table's columns of these facts (migration 0054). */
export const JOB_FACT_COLUMNS = [
  'location_city',
  'location_region',
  'location_country',
  'workplace_type',
  'remote_countries',
  'salary_currency',
  'salary_min',
  'salary_max',
  'salary_unit',
  'closing_date',
] as const;

export interface JobFacts {
  location_city: string | null;
  location_region: string | null;
  location_country: string | null;
  workplace_type: WorkplaceType | null;
  remote_countries: string[];
  salary_currency: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: SalaryUnit | null;
  closing_date: string | null;
}

/** The rules between the fields, as zod issues on the field to correct. */
export function checkJobFacts(values: JobFacts & { date_posted?: string | null }, ctx: z.RefinementCtx): void {
  const issue = (path: keyof JobFacts, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const { salary_min: min, salary_max: max } = values;
  const hasAmount = min != null || max != null;
  if (min != null && max != null && max < min) issue('salary_max', JOB_FACTS_MESSAGES.range);
  if (hasAmount && !values.salary_currency) issue('salary_currency', JOB_FACTS_MESSAGES.currency);
  if (hasAmount && !values.salary_unit) issue('salary_unit', JOB_FACTS_MESSAGES.unit);
  if (!hasAmount && (values.salary_currency || values.salary_unit)) issue('salary_min', JOB_FACTS_MESSAGES.noAmount);
  if ((values.location_city || values.location_region) && !values.location_country) issue('location_country', JOB_FACTS_MESSAGES.country);
  if (values.workplace_type === 'remote' && values.remote_countries.length === 0)
    issue('remote_countries', JOB_FACTS_MESSAGES.remoteCountries);
  if (values.closing_date && values.date_posted && values.closing_date < values.date_posted.slice(0, 10))
    issue('closing_date', JOB_FACTS_MESSAGES.closingBeforePosted);
}

/** What the API reports of them. */
export const JobFactsOutput = {
  location_city: z.string().nullable(),
  location_region: z.string().nullable(),
  location_country: z.string().nullable(),
  workplace_type: WorkplaceType.nullable(),
  remote_countries: z.array(z.string()),
  salary_currency: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_unit: SalaryUnit.nullable(),
  closing_date: z.string().nullable(),
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** A country's English name ('CH' → 'Switzerland'). */
export const countryName = (code: string) => regionNames.of(code) ?? code;
/** A currency's English name ('CHF' → 'Swiss Franc'). */
export const currencyName = (code: string) => currencyNames.of(code) ?? code;

/** Whether a job whose closing date is `closingDate` still takes applications on `today` ('YYYY-MM-DD', UTC): the closing day is the last. */
export const isBeforeClosing = (closingDate: string | null, today = new Date().toISOString().slice(0, 10)) =>
  closingDate === null || closingDate >= today;

/** A job that needs a recruiter to complete its structured location or salary: what is missing. */
export const IncompleteJob = z.object({
  job_id: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  salary_range: z.string().nullable(),
  missing: z.array(z.enum(['location', 'salary'])),
});
export type IncompleteJob = z.infer<typeof IncompleteJob>;
export const IncompleteJobs = z.object({ total: z.number().int().nonnegative(), items: z.array(IncompleteJob) });
export type IncompleteJobs = z.infer<typeof IncompleteJobs>;

export const incompleteJobsNotice = (n: number) => `${n} ${n === 1 ? 'job needs' : 'jobs need'} a structured location or salary`;
