import { z } from 'zod';

/** Applicant statuses (SPEC §4); 'New' is the default. Any transition is allowed. */
export const APPLICANT_STATUSES = ['New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold'] as const;
export const ApplicantStatus = z.enum(APPLICANT_STATUSES);
export type ApplicantStatus = z.infer<typeof ApplicantStatus>;
export const DEFAULT_APPLICANT_STATUS: ApplicantStatus = 'New';

/** Where an applicant came from (SPEC §5). */
export const APPLICANT_SOURCES = ['LinkedIn', 'Company Website', 'Referral', 'Job Board', 'Recruiter', 'Other'] as const;
export const ApplicantSource = z.enum(APPLICANT_SOURCES);
export type ApplicantSource = z.infer<typeof ApplicantSource>;

/** ATS score bounds. */
export const ATS_SCORE_MIN = 0;
export const ATS_SCORE_MAX = 100;
