import { z } from 'zod';
import { withVersion } from './record-version';
import { optionalId, optionalText, optionalWebAddressWithScheme, Tags } from './field-types';
import { OptionalTimestamp, optionalChoice, requiredText } from './jobs';
import { listPage, listQuery } from './lists';
import { RejectionReasonChoice } from './rejection-reasons';
import type { FilterField } from './list-filters';
import { APPLICANT_FIELDS, APPLICANT_SOURCES, APPLICANT_STATUSES } from './fields/applicant-fields';
import { filterFields, type FilterKeyOf, sortDefinitions, type SortKeyOf } from './fields/field-registry';

export { APPLICANT_FIELDS, APPLICANT_SOURCES, APPLICANT_STATUSES };

/** Applicant statuses (docs/product/recruitment.md#statuses, listed in the registry); 'New' is the default. Any transition is allowed. */
export const ApplicantStatus = z.enum(APPLICANT_STATUSES);
export type ApplicantStatus = z.infer<typeof ApplicantStatus>;
export const DEFAULT_APPLICANT_STATUS: ApplicantStatus = 'New';

/** Where an applicant came from (docs/product/validation.md#applicant). */
export const ApplicantSource = z.enum(APPLICANT_SOURCES);
export type ApplicantSource = z.infer<typeof ApplicantSource>;

/** ATS score bounds. */
export const ATS_SCORE_MIN = 0;
export const ATS_SCORE_MAX = 100;

// ---- validation and messages (docs/product/validation.md#applicant, docs/product/texts-and-constants.md#recruitment) ----------------------------------------------------

/** docs/product/validation.md#applicant: 'Validation Error' / this message when a required applicant field is empty. */
export const APPLICANT_REQUIRED_MESSAGE = 'First Name, Last Name, and Email are required.';
export const APPLICANT_NOT_FOUND = 'Applicant not found.';
export const APPLICANTS_EMPTY_STATE = 'No applicants found.';
export const JOB_CHOICE_MESSAGE = 'Please choose a job posting that exists.';

/** Resumes: .pdf, .doc or .docx (docs/product/validation.md#applicant), recognised by their content, at most 10 MB. */
export { RESUME_MAX_BYTES } from './resume-prefill';
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const RESUME_TYPE_MESSAGE = 'Resumes must be PDF, DOC or DOCX files.';
export const RESUME_SIZE_MESSAGE = 'Resumes must be 10 MB or smaller.';
export const RESUME_EMPTY_MESSAGE = 'The resume file is empty.';

/** Where a stored resume is served (recruiters and admins only). */
export const resumeUrl = (path: string) => `/files/resumes/${path.split('/').map(encodeURIComponent).join('/')}`;

/** What a user may set on an applicant (docs/product/records.md#applicants fields, docs/product/validation.md#applicant rules); the resume travels beside it. */
export const ApplicantInput = z.object({
  first_name: requiredText(APPLICANT_REQUIRED_MESSAGE, 100),
  last_name: requiredText(APPLICANT_REQUIRED_MESSAGE, 100),
  email: requiredText(APPLICANT_REQUIRED_MESSAGE, 254)
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
  phone: optionalText(50),
  address: optionalText(500),
  linkedin_url: optionalWebAddressWithScheme,
  /** Comma-separated text (docs/product/records.md#applicants). */
  other_social_links: optionalText(2_000),
  job_preferences: optionalText(5_000),
  status: ApplicantStatus.default(DEFAULT_APPLICANT_STATUS),
  source: optionalChoice(ApplicantSource),
  pay_rate_expected: optionalText(100),
  /** The job the applicant is considered for (optional). */
  job_id: optionalId,
  notes: optionalText(20_000),
  tags: Tags,
  /** Left out: today on create (docs/product/recruitment.md#new-records), unchanged on edit. */
  date_added: OptionalTimestamp,
  /** On edit: remove the stored resume (a newly sent resume replaces it anyway). */
  remove_resume: z.boolean().default(false),
  /** A status newly set to Rejected: why (a rejection reason's id, decision 0078); kept on the application for the applicant's job. */
  rejection_reason_id: RejectionReasonChoice,
});
export type ApplicantInput = z.input<typeof ApplicantInput>;
export type ApplicantValues = z.output<typeof ApplicantInput>;

/** Saving an edit of an applicant: its fields and the `version` the edit started from (decision 0016). */
export const ApplicantUpdateInput = withVersion(ApplicantInput);
export type ApplicantUpdateValues = z.output<typeof ApplicantUpdateInput>;

/** An applicant as the API reports it, with the linked job's title and the screening's result. */
export const Applicant = z.object({
  applicant_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  other_social_links: z.string().nullable(),
  job_preferences: z.string().nullable(),
  status: ApplicantStatus,
  source: ApplicantSource.nullable(),
  pay_rate_expected: z.string().nullable(),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  date_added: z.string(),
  resume_on_file: z.boolean(),
  resume_file_path: z.string().nullable(),
  /** Where the resume opens (recruiters and admins only). */
  resume_url: z.string().nullable(),
  ats_score: z.number().int().nullable(),
  ats_keywords_matched: z.array(z.string()),
  /** The linked job's keywords the last screening did not find (empty when never screened). */
  ats_keywords_missing: z.array(z.string()),
  ats_last_screened: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Applicant = z.infer<typeof Applicant>;

/** Why a resume was not (or could not be) screened; `message` is for people. */
export const SCREENING_SKIP_REASONS = ['no_resume', 'no_job', 'no_keywords', 'unreadable', 'changed'] as const;

/** The result of screening a resume against a job's ATS keywords. */
export const ScreeningOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('screened'), score: z.number().int(), matched: z.array(z.string()), missing: z.array(z.string()) }),
  z.object({ status: z.literal('not_screened'), reason: z.enum(SCREENING_SKIP_REASONS), message: z.string() }),
]);
export type ScreeningOutcome = z.infer<typeof ScreeningOutcome>;

/** A saved applicant, with the automatic screening's outcome when one was attempted. */
/** What deleting an applicant takes with it: their upcoming interviews are cancelled (decision 0074). */
export const ApplicantLinks = z.object({ interviews: z.number().int().nonnegative() });
export type ApplicantLinks = z.infer<typeof ApplicantLinks>;

export const ApplicantSaved = z.object({ applicant: Applicant, screening: ScreeningOutcome.nullable() });
export type ApplicantSaved = z.infer<typeof ApplicantSaved>;

/** One row of the applicants list (docs/product/recruitment.md#applicants columns, plus the ATS score it can sort by). */
export const ApplicantListItem = Applicant.pick({
  applicant_id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  status: true,
  date_added: true,
  ats_score: true,
  job_title: true,
});
export type ApplicantListItem = z.infer<typeof ApplicantListItem>;

export type ApplicantSort = SortKeyOf<typeof APPLICANT_FIELDS.declared>;
export const APPLICANT_SORTS = sortDefinitions(APPLICANT_FIELDS).map((s) => s.key) as [ApplicantSort, ...ApplicantSort[]];
/** Filterable fields of the applicants list (decision 0022): the registry's. */
export const APPLICANT_FILTERS = filterFields(APPLICANT_FIELDS) as Record<FilterKeyOf<typeof APPLICANT_FIELDS.declared>, FilterField>;
export const ApplicantListQuery = listQuery(APPLICANT_SORTS, 'last_name', 'asc', APPLICANT_FILTERS);
export const ApplicantListPage = listPage(ApplicantListItem);
export type ApplicantListPage = z.infer<typeof ApplicantListPage>;
