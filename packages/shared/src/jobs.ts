import { z } from 'zod';

/** Employment types (SPEC §5). */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;
export const EmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentType>;

/** Job statuses (SPEC §4); 'Open' is the default. Any transition is allowed. */
export const JOB_STATUSES = ['Open', 'Closed', 'On Hold', 'Filled'] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;
export const DEFAULT_JOB_STATUS: JobStatus = 'Open';

/** Openings: minimum and default 1 (SPEC §9). */
export const MIN_OPENINGS = 1;
