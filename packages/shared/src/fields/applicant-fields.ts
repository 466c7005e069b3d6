import { defineFields } from './field-registry';

/** Applicant statuses (docs/product/recruitment.md#statuses); 'New' is the default. Any transition is allowed. */
export const APPLICANT_STATUSES = ['New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold'] as const;
/** Where an applicant came from (docs/product/validation.md#applicant). */
export const APPLICANT_SOURCES = ['LinkedIn', 'Company Website', 'Referral', 'Job Board', 'Recruiter', 'Other'] as const;

/**
 * Every stored field of an applicant (docs/product/records.md#applicants), declared once (decision 0043): merge, erasure, list
 * sorts and filters and the report catalogue derive from this list (the input and output schemas
 * in applicants.ts are still written out; they are the next to derive). Order: the form's.
 */
export const APPLICANT_FIELDS = defineFields('applicants', [
  { key: 'id', column: 'applicant_id', kind: 'id', label: 'Id', readOnly: true, required: true },
  { key: 'firstName', column: 'first_name', kind: 'text', label: 'First Name', required: true, max: 100, personal: true, searchable: true, sort: { key: 'first_name', caseInsensitive: true, order: 1 }, report: { type: 'text', order: 1 } },
  { key: 'lastName', column: 'last_name', kind: 'text', label: 'Last Name', required: true, max: 100, personal: true, searchable: true, sort: { key: 'last_name', caseInsensitive: true, order: 2 }, filter: { order: 6 }, report: { type: 'text', order: 2 } },
  { key: 'email', column: 'email', kind: 'email', label: 'Email', required: true, personal: true, searchable: true, sort: { key: 'email', caseInsensitive: true, order: 3 }, report: { type: 'text', order: 3 } },
  { key: 'phone', column: 'phone', kind: 'phone', label: 'Phone', max: 50, personal: true, searchable: true, sort: { key: 'phone', order: 4 } },
  { key: 'address', column: 'address', kind: 'text', label: 'Address', personal: true, searchable: true },
  { key: 'resumeFilePath', column: 'resume_file_path', kind: 'text', label: 'Resume', readOnly: true, mergeable: true, personal: true },
  { key: 'linkedinUrl', column: 'linkedin_url', kind: 'url', label: 'LinkedIn URL', personal: true, searchable: true },
  { key: 'otherSocialLinks', column: 'other_social_links', kind: 'text', label: 'Other Social Links', max: 2_000, personal: true, searchable: true },
  { key: 'jobPreferences', column: 'job_preferences', kind: 'longText', label: 'Job Preferences', max: 5_000, personal: true, searchable: true },
  { key: 'status', column: 'status', kind: 'enum', options: APPLICANT_STATUSES, label: 'Status', required: true, searchable: true, sort: { key: 'status', order: 5 }, filter: { order: 1 }, report: { type: 'text', order: 4 } },
  { key: 'source', column: 'source', kind: 'enum', options: APPLICANT_SOURCES, label: 'Source', searchable: true, filter: { order: 2 }, report: { type: 'text', order: 5 } },
  { key: 'notes', column: 'notes', kind: 'longText', label: 'Notes', max: 20_000, personal: true, searchable: true },
  { key: 'tags', column: 'tags', kind: 'tags', label: 'Tags', personal: true, searchable: true, filter: { order: 4 } },
  { key: 'payRateExpected', column: 'pay_rate_expected', kind: 'text', label: 'Pay Rate Expected', max: 100, personal: true, searchable: true },
  { key: 'job', column: 'job_id', kind: 'reference', references: 'jobs', label: 'Job', mergeable: false, filter: { order: 3 } },
  { key: 'dateAdded', column: 'date_added', kind: 'timestamp', label: 'Date Added', required: true, mergeable: false, searchable: true, sort: { key: 'date_added', order: 6 }, filter: { type: 'date', order: 5 }, report: { type: 'date', order: 7 } },
  { key: 'resumeOnFile', column: 'resume_on_file', kind: 'boolean', label: 'Resume on File', readOnly: true, personal: true },
  { key: 'atsScore', column: 'ats_score', kind: 'integer', label: 'ATS Score', readOnly: true, searchable: true, sort: { key: 'ats_score', order: 7 }, report: { type: 'number', order: 6 } },
  { key: 'atsKeywordsMatched', column: 'ats_keywords_matched', kind: 'tags', label: 'ATS Keywords Matched', readOnly: true, personal: true, searchable: true },
  { key: 'atsLastScreened', column: 'ats_last_screened', kind: 'timestamp', label: 'ATS Last Screened', readOnly: true, searchable: true },
  { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true },
  { key: 'created', column: 'created_at', kind: 'timestamp', label: 'Created', readOnly: true, searchable: true },
  { key: 'updated', column: 'updated_at', kind: 'timestamp', label: 'Last Updated', readOnly: true, searchable: true },
]);
