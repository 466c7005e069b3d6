import { defineFields } from './field-registry';

/** Employment types (docs/product/texts-and-constants.md#employment-types). */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;
/** Job statuses (docs/product/recruitment.md#statuses); 'Open' is the default. Any transition is allowed. */
export const JOB_STATUSES = ['Open', 'Closed', 'On Hold', 'Filled'] as const;

/**
 * Every stored field of a job posting (docs/product/records.md#jobs), declared once (decision 0043): list sorts and
 * filters, the report catalogue and the input and output schemas (jobs.ts, decision 0104) derive
 * from this list. Order: the API's.
 */
export const JOB_FIELDS = defineFields('jobs', [
  { key: 'id', column: 'job_id', kind: 'id', label: 'Id', readOnly: true, required: true },
  {
    key: 'title',
    column: 'title',
    kind: 'text',
    label: 'Job Title',
    required: true,
    max: 200,
    searchable: true,
    sort: { key: 'title', caseInsensitive: true, order: 1 },
    report: { type: 'text', order: 1 },
  },
  {
    key: 'department',
    column: 'department',
    kind: 'text',
    label: 'Department',
    max: 200,
    searchable: true,
    sort: { key: 'department', caseInsensitive: true, order: 2 },
    filter: { order: 3 },
    report: { type: 'text', order: 2 },
  },
  {
    key: 'location',
    column: 'location',
    kind: 'text',
    label: 'Location',
    max: 200,
    searchable: true,
    sort: { key: 'location', caseInsensitive: true, order: 3 },
    filter: { order: 4 },
    report: { type: 'text', order: 3 },
  },
  {
    key: 'employmentType',
    column: 'employment_type',
    kind: 'enum',
    options: EMPLOYMENT_TYPES,
    label: 'Employment Type',
    searchable: true,
    filter: { order: 2 },
    report: { type: 'text', order: 4 },
  },
  { key: 'salaryRange', column: 'salary_range', kind: 'text', label: 'Salary Range', max: 200, searchable: true },
  {
    key: 'openings',
    column: 'openings',
    kind: 'integer',
    label: 'Openings',
    required: true,
    searchable: true,
    report: { type: 'number', order: 6 },
  },
  {
    key: 'status',
    column: 'status',
    kind: 'enum',
    options: JOB_STATUSES,
    default: 'Open',
    label: 'Status',
    required: true,
    searchable: true,
    sort: { key: 'status', order: 4 },
    filter: { order: 1 },
    report: { type: 'text', order: 5 },
  },
  { key: 'recruiter', column: 'recruiter_id', kind: 'reference', references: 'users', label: 'Recruiter', filter: { order: 5 } },
  {
    key: 'datePosted',
    column: 'date_posted',
    kind: 'timestamp',
    label: 'Date Posted',
    required: true,
    searchable: true,
    sort: { key: 'date_posted', order: 5 },
    filter: { type: 'date', order: 7 },
    report: { type: 'date', order: 7 },
  },
  {
    key: 'dateClosed',
    column: 'date_closed',
    kind: 'timestamp',
    label: 'Date Closed',
    readOnly: true,
    searchable: true,
    report: { type: 'date', order: 8 },
  },
  { key: 'description', column: 'description', kind: 'longText', label: 'Description', required: true, max: 20_000, searchable: true },
  { key: 'requirements', column: 'requirements', kind: 'longText', label: 'Requirements', required: true, max: 20_000, searchable: true },
  { key: 'atsKeywords', column: 'ats_keywords', kind: 'text', label: 'ATS Keywords', max: 5_000, searchable: true },
  { key: 'tags', column: 'tags', kind: 'tags', label: 'Tags', searchable: true, filter: { order: 6 } },
  { key: 'notes', column: 'notes', kind: 'longText', label: 'Notes', max: 20_000, searchable: true },
  { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true },
  { key: 'created', column: 'created_at', kind: 'timestamp', label: 'Created', readOnly: true, required: true, searchable: true },
  { key: 'updated', column: 'updated_at', kind: 'timestamp', label: 'Last Updated', readOnly: true, required: true, searchable: true },
]);
