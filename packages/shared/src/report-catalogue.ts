import { APPLICANT_FIELDS } from './fields/applicant-fields';
import { COMPANY_FIELDS } from './fields/company-fields';
import { CONTACT_FIELDS } from './fields/contact-fields';
import { type FieldDefinition, type FieldRegistry, type ReportKeyOf, reportDefinitions } from './fields/field-registry';
import { STAGE_OUTCOME_LABELS, STAGE_OUTCOMES } from './deal-figures';
import { DEAL_FIELDS } from './fields/deal-fields';
import { JOB_FIELDS } from './fields/job-fields';

/**
 * The report builder's field catalogue (decision 0028): per record type, the fields a
 * report may filter, group and measure by. Only names from here reach the server's query builder,
 * which maps each to a fixed column expression; user text is only ever a bound parameter.
 */
export const REPORT_RECORDS = ['contacts', 'companies', 'deals', 'jobs', 'applicants', 'demands'] as const;
export type ReportRecords = (typeof REPORT_RECORDS)[number];
/** Records only recruiters and admins may read (docs/product/roles-and-permissions.md#recruitment-access): a report over them is theirs alone, shared or not. */
export const RECRUITMENT_REPORT_RECORDS: readonly ReportRecords[] = ['jobs', 'applicants'];
export const REPORT_RECORD_LABELS: Record<ReportRecords, string> = {
  contacts: 'Contacts',
  companies: 'Companies',
  deals: 'Funnel leads',
  jobs: 'Jobs',
  applicants: 'Applicants',
  demands: 'Staffing demands',
};

/** One record of each type, for counts that read right ('1 funnel lead matched'). */
export const REPORT_RECORD_SINGULAR: Record<ReportRecords, string> = {
  contacts: 'Contact',
  companies: 'Company',
  deals: 'Funnel lead',
  jobs: 'Job',
  applicants: 'Applicant',
  demands: 'Staffing demand',
};

/** '1 funnel lead', '2 funnel leads', '1,200 companies'. */
export function recordCount(records: ReportRecords, n: number): string {
  const word = (n === 1 ? REPORT_RECORD_SINGULAR[records] : REPORT_RECORD_LABELS[records]).toLowerCase();
  return `${n.toLocaleString('en-US')} ${word}`;
}

export type ReportFieldType = 'text' | 'number' | 'date';
/** Lists kept in the database whose values a text field takes: the builder offers them in a picker. */
export const REPORT_PICK_LISTS = ['stages', 'salesReps', 'lostReasons'] as const;
export type ReportPickList = (typeof REPORT_PICK_LISTS)[number];
export interface ReportField {
  label: string;
  type: ReportFieldType;
  /** The allowed values of a text field with a fixed set (offered as a list). */
  options?: readonly string[];
  /** The list a text field's values come from (offered as a list, read when the builder opens). */
  pickList?: ReportPickList;
  /** A number in CURRENCY: sums and averages of it are money. */
  money?: true;
  /** A rate or an amount priced by one (decision 0087): only admins and sales reps see it, in a report as anywhere (decision 0108). */
  rate?: true;
}

const text = (label: string, options?: readonly string[]): ReportField =>
  options ? { label, type: 'text', options } : { label, type: 'text' };
const picked = (label: string, pickList: ReportPickList): ReportField => ({ label, type: 'text', pickList });
const money = (label: string): ReportField => ({ label, type: 'number', money: true });
const num = (label: string): ReportField => ({ label, type: 'number' });
const date = (label: string): ReportField => ({ label, type: 'date' });
const rate = (field: ReportField): ReportField => ({ ...field, rate: true });

/** Where a staffed demand's first confirmed consultant came from, or that nobody is confirmed yet (decision 0098). */
export const STAFFED_FROM_LABELS = { bench: 'Bench', new_hire: 'New hire', contractor: 'Contractor', unstaffed: 'Unstaffed' } as const;

/**
 * The catalogue of a record type whose fields are in a registry (decision 0043), with the fields
 * that are no column of its own (computed ones) placed among them by position.
 */
function reportFields<
  const Fs extends readonly FieldDefinition[],
  const X extends Record<string, [number, ReportField]> = Record<never, [number, ReportField]>,
>(registry: FieldRegistry<Fs>, computed?: X) {
  const entries = [
    ...reportDefinitions(registry).map(({ key, label, type, options, pickList, money, order }) => ({
      key,
      order,
      field: { label, type, ...(options ? { options } : {}), ...(pickList ? { pickList } : {}), ...(money ? { money } : {}) },
    })),
    ...Object.entries(computed ?? {}).map(([key, [order, field]]) => ({ key, order, field })),
  ];
  const at = (e: (typeof entries)[number]) => e.order ?? 1_000_000 + entries.indexOf(e);
  return Object.fromEntries([...entries].sort((a, b) => at(a) - at(b)).map((e) => [e.key, e.field])) as Record<
    ReportKeyOf<Fs> | keyof X,
    ReportField
  >;
}

export const REPORT_FIELDS = {
  contacts: reportFields(CONTACT_FIELDS),
  companies: reportFields(COMPANY_FIELDS),
  // The stage's outcome and win probability, and the weighted value, are the deal's stage's (decision 0060).
  deals: reportFields(DEAL_FIELDS, {
    outcome: [
      3,
      text(
        'Outcome',
        STAGE_OUTCOMES.map((o) => STAGE_OUTCOME_LABELS[o]),
      ),
    ],
    weightedValue: [12, money('Weighted Value')],
    winProbability: [13, num('Win Probability (%)')],
  }),
  jobs: reportFields(JOB_FIELDS),
  applicants: {
    ...reportFields(APPLICANT_FIELDS),
    /** Why the application for the applicant's own job was rejected, while it is (decision 0078). */
    rejectionReason: text('Rejection Reason'),
  },
  /**
   * A deal's role demands with their staffing figures (decision 0108), each read from the one
   * definition the staffing API and its dashboard tiles use (decision 0098). Grouped by Skill, a
   * demand counts under each skill it needs, as the API's median by skill does.
   */
  demands: {
    role: text('Role'),
    skill: text('Skill'),
    seniority: text('Seniority'),
    deal: text('Deal'),
    stage: picked('Deal Stage', 'stages'),
    allocation: num('Allocation (%)'),
    start: date('Start'),
    end: date('End'),
    staffing: text('Staffing', ['Staffed', 'Unstaffed']),
    staffedFrom: text('Staffed From', Object.values(STAFFED_FROM_LABELS)),
    timeToStaff: num('Time to Staff (days)'),
    unstaffedDays: num('Unstaffed Days (next 30)'),
    targetDayRate: rate(num('Target Day Rate')),
    rateCurrency: rate(text('Rate Currency')),
    revenueAtRisk: rate(num('Revenue at Risk (next 30 days)')),
    created: date('Added'),
  },
} as const satisfies Record<ReportRecords, Record<string, ReportField>>;

/** Money fields of the record types whose fields are in a registry (the deals mark theirs above). */
const REGISTRY_MONEY_FIELDS: Partial<Record<ReportRecords, readonly string[]>> = { companies: ['annualRevenue'] };

/** Whether a field is a rate or priced by one: only admins and sales reps see it (decision 0108). */
export function isRateField(records: ReportRecords, field: string | undefined): boolean {
  return field !== undefined && reportField(records, field)?.rate === true;
}

/** The rate fields a definition groups, measures or filters by (none: anyone who may read its records may read it). */
export function rateFieldsUsed(d: {
  records: ReportRecords;
  group?: { field: string } | null;
  measure?: { field?: string };
  filters?: readonly { field: string }[];
}): string[] {
  const used = [d.group?.field, d.measure?.field, ...(d.filters ?? []).map((f) => f.field)];
  return [...new Set(used.filter((f): f is string => isRateField(d.records, f)))];
}

/** Rate fields per record type, for the server's check of a stored definition. */
export const RATE_REPORT_FIELDS: Partial<Record<ReportRecords, readonly string[]>> = {
  demands: Object.entries(REPORT_FIELDS.demands as Record<string, ReportField>)
    .filter(([, f]) => f.rate)
    .map(([k]) => k),
};

/** Whether a field is money (in CURRENCY): its sums and averages carry the currency. */
export function isMoneyField(records: ReportRecords, field: string | undefined): boolean {
  if (field === undefined) return false;
  return reportField(records, field)?.money === true || (REGISTRY_MONEY_FIELDS[records] ?? []).includes(field);
}

/** The catalogue entry of a field, or undefined when the record type has no such field. */
export function reportField(records: ReportRecords, field: string): ReportField | undefined {
  const fields: Record<string, ReportField> = REPORT_FIELDS[records];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** Field names of a record type, optionally only those of one type. */
export function reportFieldNames(records: ReportRecords, type?: ReportFieldType): string[] {
  return Object.entries(REPORT_FIELDS[records] as Record<string, ReportField>)
    .filter(([, f]) => type === undefined || f.type === type)
    .map(([name]) => name);
}

export const REPORT_OPS = ['equals', 'contains', 'before', 'after', 'lastDays', 'empty', 'notEmpty'] as const;
export type ReportOp = (typeof REPORT_OPS)[number];
export const REPORT_OP_LABELS: Record<ReportOp, string> = {
  equals: 'equals',
  contains: 'contains',
  before: 'is before',
  after: 'is after',
  lastDays: 'is in the last N days',
  empty: 'is empty',
  notEmpty: 'is not empty',
};
/** Which operators each field type takes. */
export const REPORT_OPS_BY_TYPE: Record<ReportFieldType, readonly ReportOp[]> = {
  text: ['equals', 'contains', 'empty', 'notEmpty'],
  number: ['equals', 'empty', 'notEmpty'],
  date: ['equals', 'before', 'after', 'lastDays', 'empty', 'notEmpty'],
};
export const VALUELESS_REPORT_OPS: readonly ReportOp[] = ['empty', 'notEmpty'];
