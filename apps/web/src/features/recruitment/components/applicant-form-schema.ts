import {
  type Applicant,
  ApplicantInput,
  DEFAULT_APPLICANT_STATUS,
  RESUME_EMPTY_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@keel/shared/applicants';
import { splitTags } from '@keel/shared/field-types';
import { z } from 'zod';
import { timestampToInputValue, todayInputValue } from './form-dates';

/** The applicant form: docs/product/records.md#applicants fields as typed (tags as comma-separated text). */
export const ApplicantFormSchema = ApplicantInput.extend({ tags: z.string().max(5000).transform(splitTags), remove_resume: z.boolean() });
export type ApplicantFormOutput = z.output<typeof ApplicantFormSchema>;
export interface ApplicantFormInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  linkedin_url: string;
  other_social_links: string;
  job_id: string;
  status: string;
  source: string;
  pay_rate_expected: string;
  job_preferences: string;
  date_added: string;
  tags: string;
  notes: string;
  remove_resume: boolean;
  /** Asked when the status is changed to Rejected (decision 0078). */
  rejection_reason_id: string;
}

/** A new applicant starts as New, dated today (docs/product/recruitment.md#new-records). */
export function newApplicantForm(): ApplicantFormInput {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    address: '',
    linkedin_url: '',
    other_social_links: '',
    job_id: '',
    status: DEFAULT_APPLICANT_STATUS,
    source: '',
    pay_rate_expected: '',
    job_preferences: '',
    date_added: todayInputValue(),
    tags: '',
    notes: '',
    remove_resume: false,
    rejection_reason_id: '',
  };
}

export function applicantToForm(a: Applicant): ApplicantFormInput {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    phone: a.phone ?? '',
    address: a.address ?? '',
    linkedin_url: a.linkedin_url ?? '',
    other_social_links: a.other_social_links ?? '',
    job_id: a.job_id ?? '',
    status: a.status,
    source: a.source ?? '',
    pay_rate_expected: a.pay_rate_expected ?? '',
    job_preferences: a.job_preferences ?? '',
    date_added: timestampToInputValue(a.date_added),
    tags: a.tags.join(', '),
    notes: a.notes ?? '',
    remove_resume: false,
    rejection_reason_id: '',
  };
}

const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

/**
 * A first check of a chosen resume, before anything is sent: .pdf, .doc or .docx and at most
 * 10 MB (docs/product/validation.md#applicant). The server checks the content itself. Returns the problem, or null.
 */
export function resumeProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return RESUME_TYPE_MESSAGE;
  if (file.size === 0) return RESUME_EMPTY_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_SIZE_MESSAGE;
  return null;
}
