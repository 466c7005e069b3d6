import { splitTags } from '@keel/shared/field-types';
import { checkJobFacts } from '@keel/shared/job-facts';
import { DEFAULT_JOB_STATUS, type Job, JobFields, MIN_OPENINGS } from '@keel/shared/jobs';
import { z } from 'zod';
import { timestampToInputValue, todayInputValue } from './form-dates';

/**
 * The job form: docs/product/recruitment.md#jobs fields as typed (tags as comma-separated text, openings as text),
 * with the shared rules of the structured location and salary (decision 0077).
 */
export const JobFormSchema = JobFields.extend({ tags: z.string().max(5000).transform(splitTags) }).superRefine(checkJobFacts);
export type JobFormOutput = z.output<typeof JobFormSchema>;
export interface JobFormInput {
  title: string;
  department: string;
  location: string;
  employment_type: string;
  salary_range: string;
  openings: string;
  status: string;
  /** '' is Unassigned. */
  recruiter_id: string;
  date_posted: string;
  description: string;
  requirements: string;
  ats_keywords: string;
  tags: string;
  notes: string;
  location_city: string;
  location_region: string;
  /** ISO 3166-1 alpha-2, '' when not specified. */
  location_country: string;
  workplace_type: string;
  remote_countries: string[];
  /** ISO 4217, '' when not specified. */
  salary_currency: string;
  salary_min: string;
  salary_max: string;
  salary_unit: string;
  /** 'YYYY-MM-DD' or ''. */
  closing_date: string;
}

const NO_FACTS = {
  location_city: '',
  location_region: '',
  location_country: '',
  workplace_type: '',
  remote_countries: [],
  salary_currency: '',
  salary_min: '',
  salary_max: '',
  salary_unit: '',
  closing_date: '',
} satisfies Partial<JobFormInput>;

/** A new job starts with the current user as recruiter and today as date_posted (docs/product/recruitment.md#new-records). */
export function newJobForm(currentUserId: string): JobFormInput {
  return {
    title: '',
    department: '',
    location: '',
    employment_type: 'Full-time',
    salary_range: '',
    openings: String(MIN_OPENINGS),
    status: DEFAULT_JOB_STATUS,
    recruiter_id: currentUserId,
    date_posted: todayInputValue(),
    description: '',
    requirements: '',
    ats_keywords: '',
    tags: '',
    notes: '',
    ...NO_FACTS,
  };
}

export function jobToForm(job: Job): JobFormInput {
  return {
    title: job.title,
    department: job.department ?? '',
    location: job.location ?? '',
    employment_type: job.employment_type ?? '',
    salary_range: job.salary_range ?? '',
    openings: String(job.openings),
    status: job.status,
    recruiter_id: job.recruiter_id ?? '',
    date_posted: timestampToInputValue(job.date_posted),
    description: job.description,
    requirements: job.requirements,
    ats_keywords: job.ats_keywords ?? '',
    tags: job.tags.join(', '),
    notes: job.notes ?? '',
    location_city: job.location_city ?? '',
    location_region: job.location_region ?? '',
    location_country: job.location_country ?? '',
    workplace_type: job.workplace_type ?? '',
    remote_countries: job.remote_countries,
    salary_currency: job.salary_currency ?? '',
    salary_min: job.salary_min === null ? '' : String(job.salary_min),
    salary_max: job.salary_max === null ? '' : String(job.salary_max),
    salary_unit: job.salary_unit ?? '',
    closing_date: job.closing_date ?? '',
  };
}
