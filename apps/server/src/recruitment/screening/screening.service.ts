import { parseKeywords } from '@keel/shared/jobs';
import type { ScreeningOutcome } from '@keel/shared/applicants';
import { matchKeywords } from './keyword-match';
import { extractResumeText, type ResumeText } from './resume-text';

export const SCREENING_MESSAGES = {
  no_resume: 'Upload a resume to screen this applicant.',
  no_job: 'Link this applicant to a job posting to screen the resume.',
  no_keywords: (jobTitle: string) => `The job posting "${jobTitle}" has no ATS keywords to screen against.`,
  changed: 'The resume or the job changed while screening. Please screen again.',
} as const;

export interface ResumeFile {
  bytes: Buffer;
  contentType: string;
}

export interface ScreeningJob {
  title: string;
  ats_keywords: string | null;
}

/** What a screening writes on the applicant (docs/product/records.md#applicants ats_* fields). */
export interface ScreeningValues {
  ats_score: number;
  ats_keywords_matched: string[];
  ats_last_screened: Date;
}

export type Screening = { outcome: ScreeningOutcome; values: ScreeningValues | null };

const notScreened = (reason: Extract<ScreeningOutcome, { status: 'not_screened' }>['reason'], message: string): Screening => ({
  outcome: { status: 'not_screened', reason, message },
  values: null,
});

/** Reads a resume's text for screening (kept apart from {@link judgeResume}: run it outside transactions). */
export function readResumeText(resume: ResumeFile): Promise<ResumeText> {
  return extractResumeText(resume.bytes, resume.contentType);
}

/**
 * Scores a resume's text against a job's ATS keywords: the share of keywords found (0–100). No
 * resume, no job, a job without keywords or a resume whose text cannot be had is reported with a
 * message and no score — never as a score of 0.
 */
export function judgeResume(text: ResumeText | null, job: ScreeningJob | null | undefined): Screening {
  if (!text) return notScreened('no_resume', SCREENING_MESSAGES.no_resume);
  if (!job) return notScreened('no_job', SCREENING_MESSAGES.no_job);
  const keywords = parseKeywords(job.ats_keywords);
  if (keywords.length === 0) return notScreened('no_keywords', SCREENING_MESSAGES.no_keywords(job.title));
  if (!text.ok) return notScreened('unreadable', text.message);
  const { matched, missing, score } = matchKeywords(text.text, keywords);
  return {
    outcome: { status: 'screened', score: score!, matched, missing },
    values: { ats_score: score!, ats_keywords_matched: matched, ats_last_screened: new Date() },
  };
}

/** Reads and scores a resume in one step. */
export async function screenResume(resume: ResumeFile | null, job: ScreeningJob | null): Promise<Screening> {
  return judgeResume(resume ? await readResumeText(resume) : null, job);
}

/** A screening that could not run because something changed meanwhile. */
export const changedMeanwhile = (): Screening => notScreened('changed', SCREENING_MESSAGES.changed);

/** The linked job's keywords the last screening did not find (none when never screened). */
export function missingKeywords(atsKeywords: string | null, matched: readonly string[], screened: boolean): string[] {
  if (!screened) return [];
  const found = new Set(matched.map((k) => k.toLowerCase()));
  return parseKeywords(atsKeywords).filter((k) => !found.has(k.toLowerCase()));
}
