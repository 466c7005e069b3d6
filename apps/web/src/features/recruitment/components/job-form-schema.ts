import { splitTags } from '@keel/shared/field-types';
import { DEFAULT_JOB_STATUS, type Job, JobInput, MIN_OPENINGS } from '@keel/shared/jobs';
import { z } from 'zod';
import { timestampToInputValue, todayInputValue } from './form-dates';

/** The job form: docs/product/recruitment.md#jobs fields as typed (tags as comma-separated text, openings as text). */
export const JobFormSchema = JobInput.extend({ tags: z.string().max(5000).transform(splitTags) });
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
}

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
  };
}
