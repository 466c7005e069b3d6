import { APPLICANT_FIELDS } from './fields/applicant-fields';
import { COMPANY_FIELDS } from './fields/company-fields';
import { CONTACT_FIELDS } from './fields/contact-fields';
import { type FieldDefinition, type FieldRegistry, type ReportKeyOf, reportDefinitions } from './fields/field-registry';
import { INDUSTRIES, LEAD_SOURCES, PRIORITIES } from './funnel';
import { JOB_FIELDS } from './fields/job-fields';

/**
 * The report builder's field catalogue (decision 0028): per record type, the fields a
 * report may filter, group and measure by. Only names from here reach the server's query builder,
 * which maps each to a fixed column expression; user text is only ever a bound parameter.
 */
export const REPORT_RECORDS = ['contacts', 'companies', 'deals', 'jobs', 'applicants'] as const;
export type ReportRecords = (typeof REPORT_RECORDS)[number];
/** Records only recruiters and admins may read (docs/product/roles-and-permissions.md#recruitment-access): a report over them is theirs alone, shared or not. */
export const RECRUITMENT_REPORT_RECORDS: readonly ReportRecords[] = ['jobs', 'applicants'];
export const REPORT_RECORD_LABELS: Record<ReportRecords, string> = {
  contacts: 'Contacts',
  companies: 'Companies',
  deals: 'Funnel leads',
  jobs: 'Jobs',
  applicants: 'Applicants',
};

export type ReportFieldType = 'text' | 'number' | 'date';
export interface ReportField {
  label: string;
  type: ReportFieldType;
  /** The allowed values of a text field with a fixed set (offered as a list). */
  options?: readonly string[];
}

const text = (label: string, options?: readonly string[]): ReportField =>
  options ? { label, type: 'text', options } : { label, type: 'text' };
const num = (label: string): ReportField => ({ label, type: 'number' });
const date = (label: string): ReportField => ({ label, type: 'date' });

/** The catalogue of a record type whose fields are in a registry (decision 0043). */
function reportFields<const Fs extends readonly FieldDefinition[]>(registry: FieldRegistry<Fs>) {
  return Object.fromEntries(
    reportDefinitions(registry).map(({ key, label, type, options }) => [key, options ? { label, type, options } : { label, type }]),
  ) as Record<ReportKeyOf<Fs>, ReportField>;
}

export const REPORT_FIELDS = {
  contacts: reportFields(CONTACT_FIELDS),
  companies: reportFields(COMPANY_FIELDS),
  deals: {
    name: text('Lead Name'),
    stage: text('Stage'),
    company: text('Company'),
    salesRep: text('Sales Rep'),
    priority: text('Priority', PRIORITIES),
    leadSource: text('Lead Source', LEAD_SOURCES),
    industry: text('Industry', INDUSTRIES),
    type: text('Deal Type'),
    value: num('Deal Value'),
    amount: num('Amount'),
    inquiryDate: date('Inquiry Date'),
    lastContact: date('Last Contact'),
    nextContact: date('Next Contact'),
    created: date('Created'),
    updated: date('Last Updated'),
  },
  jobs: reportFields(JOB_FIELDS),
  applicants: reportFields(APPLICANT_FIELDS),
} as const satisfies Record<ReportRecords, Record<string, ReportField>>;

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
