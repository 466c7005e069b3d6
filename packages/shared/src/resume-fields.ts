import { z } from 'zod';

/**
 * Fields read from a resume to prefill the Add Applicant and careers Apply forms (decision 0083). Nothing is created: the person filling the form confirms each value. Every value
 * carries `from`, the line of the resume it was read from, so the form can say where it came from.
 */
export const ResumeFieldFound = z.object({
  value: z.string(),
  /** The resume's line the value was read from (at most 120 characters). */
  from: z.string(),
});
export type ResumeFieldFound = z.infer<typeof ResumeFieldFound>;

/** What the staff endpoint reads (null: nothing found, or not sure). */
export const ResumeFields = z.object({
  first_name: ResumeFieldFound.nullable(),
  last_name: ResumeFieldFound.nullable(),
  email: ResumeFieldFound.nullable(),
  /** As written: '+' and leading zeros kept. */
  phone: ResumeFieldFound.nullable(),
  /** Stored with https://. */
  linkedin_url: ResumeFieldFound.nullable(),
  /** City and country (or US state), only when clearly stated. */
  location: ResumeFieldFound.nullable(),
  /** Skills of a known vocabulary (the job's ATS keywords and a built-in list), as the vocabulary writes them. */
  skills: z.array(ResumeFieldFound),
});
export type ResumeFields = z.infer<typeof ResumeFields>;

/** The careers Apply form's share: it has no location or skills fields, and the public is told no more. */
export const CareersResumeFields = ResumeFields.pick({ first_name: true, last_name: true, email: true, phone: true, linkedin_url: true });
export type CareersResumeFields = z.infer<typeof CareersResumeFields>;
