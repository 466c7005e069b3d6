import { z } from 'zod';
import { csvChoice, type CsvFileSettings, csvRowRules, csvTags, type HeaderNames, missingField } from './csv-import';
import { DEAL_TOOL_HEADERS, TOOL_HEADER_PREFIXES } from './import-files/header-aliases';
import { DEAL_TARGET_LABELS, labelAliases } from './import-files/import-targets';
import { sectorOf } from './import-files/csv-values';
import { INDUSTRIES, LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS } from './funnel';
import { LeadInput } from './funnel-lead';

/**
 * The deals CSV (decision 0027): funnel leads with the lead card's names (docs/product/records.md#lead-cards), its rules
 * (LeadInput) and the CSV's forms. A deal names its column by `stage` (the column's title), its
 * company by name and its sales rep by name; `email` is its contact's e-mail. Its keys, in this
 * order, are the export's columns.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .transform((v) => v || null);

export const DealCsvRow = z.object({
  name: LeadInput.shape.name,
  stage: text(100),
  company: text(200),
  firstName: LeadInput.shape.firstName,
  lastName: LeadInput.shape.lastName,
  /** The deal's contact, matched by e-mail as contacts are: lower case. */
  email: LeadInput.shape.email.transform((v) => v?.toLowerCase() ?? null),
  workEmail: LeadInput.shape.workEmail,
  phone: LeadInput.shape.phone,
  mobilePhone: LeadInput.shape.mobilePhone,
  jobTitle: LeadInput.shape.jobTitle,
  title: LeadInput.shape.title,
  description: LeadInput.shape.description,
  dealValue: LeadInput.shape.dealValue,
  // Empty is no value: a new deal takes the form's default, a stored one keeps its own (decision 0056).
  priority: csvChoice(PRIORITIES, null),
  leadSource: csvChoice(LEAD_SOURCES, null),
  industry: csvChoice(INDUSTRIES, null, sectorOf),
  serviceInterest: csvChoice(SERVICE_INTERESTS, null),
  assignedSalesRep: text(200),
  inquiryDate: LeadInput.shape.inquiryDate,
  lastContactDate: LeadInput.shape.lastContactDate,
  nextContactDate: LeadInput.shape.nextContactDate,
  expectedCloseDate: LeadInput.shape.expectedCloseDate,
  tags: csvTags,
  budgetRange: LeadInput.shape.budgetRange,
  timeline: LeadInput.shape.timeline,
  website: LeadInput.shape.website,
  sourceCampaign: LeadInput.shape.sourceCampaign,
  utmParameters: LeadInput.shape.utmParameters,
  meetingNotes: LeadInput.shape.meetingNotes,
});
export type DealCsvValues = z.output<typeof DealCsvRow>;
export type DealCsvColumn = keyof DealCsvValues;
export const DEAL_CSV_COLUMNS = Object.keys(DealCsvRow.shape) as DealCsvColumn[];
export type DealRowValues = Partial<DealCsvValues> & { name: string };

export const MISSING_DEAL_NAME_REASON = missingField('name');
export const UNCHANGED_DEAL_REASON = 'Existing deal, no changes found.';
/** A deal naming a funnel column that does not exist is skipped with this reason (decision 0027). */
export const unknownStageReason = (stage: string, titles: readonly string[]) =>
  `Unknown stage: "${stage}". The funnel's stages are ${titles.join(', ')}.`;

/** Names other CRMs commonly export for these fields, without case, spaces or punctuation. */
const COMMON_NAMES: Record<string, DealCsvColumn> = {
  dealname: 'name',
  opportunity: 'name',
  opportunityname: 'name',
  dealstage: 'stage',
  pipelinestage: 'stage',
  stagename: 'stage',
  status: 'stage',
  companyname: 'company',
  account: 'company',
  accountname: 'company',
  organization: 'company',
  given: 'firstName',
  givenname: 'firstName',
  surname: 'lastName',
  familyname: 'lastName',
  emailaddress: 'email',
  contactemail: 'email',
  primaryemail: 'email',
  mobile: 'mobilePhone',
  amount: 'dealValue',
  value: 'dealValue',
  dealamount: 'dealValue',
  owner: 'assignedSalesRep',
  dealowner: 'assignedSalesRep',
  salesrep: 'assignedSalesRep',
  source: 'leadSource',
  notes: 'meetingNotes',
};

/** A contact's whole name, split into first and last name (Zoho's "Contact Name", Pipedrive's "Contact person"). */
export const DEAL_FULL_NAME_FIELD = 'fullName';
/** Every field a deals file's column may be imported into, in the mapping's order. */
export const DEAL_IMPORT_FIELDS = DEAL_CSV_COLUMNS.flatMap((c): string[] => (c === 'lastName' ? [c, DEAL_FULL_NAME_FIELD] : [c]));

export const DEAL_HEADER_NAMES: HeaderNames = {
  fields: DEAL_IMPORT_FIELDS,
  exact: {},
  common: { ...labelAliases(DEAL_TARGET_LABELS), ...COMMON_NAMES, ...DEAL_TOOL_HEADERS },
  joined: { description: '\n', meetingNotes: '\n', tags: ';' },
  prefixes: TOOL_HEADER_PREFIXES,
};

/** The deal fields holding a date (read as the file writes dates: csv-values.ts). */
export const DEAL_DATE_FIELDS: readonly DealCsvColumn[] = ['inquiryDate', 'lastContactDate', 'nextContactDate', 'expectedCloseDate'];

export function dealRowRules(fields: readonly string[], settings?: CsvFileSettings) {
  return csvRowRules<typeof DealCsvRow, DealRowValues>(
    DealCsvRow,
    fields,
    { field: 'name', reason: MISSING_DEAL_NAME_REASON },
    {
      dates: DEAL_DATE_FIELDS,
      tags: ['tags'],
      fullName: { field: DEAL_FULL_NAME_FIELD, first: 'firstName', last: 'lastName' },
    },
    settings,
  );
}
