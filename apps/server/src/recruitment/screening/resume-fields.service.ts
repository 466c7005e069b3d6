import { parseKeywords } from '@keel/shared/jobs';
import type { ResumeFields } from '@keel/shared/resume-fields';
import { AppError } from '../../errors';
import { readResumeFields } from './resume-fields';
import { extractResumeText, RESUME_READ_LIMITS, RESUME_TOO_LARGE } from './resume-text';
import type { ResumeFile } from './screening.service';
import { BUILT_IN_SKILLS } from './skills-vocabulary';

/**
 * What a visitor's resume is read with on the public careers form (decision 0083): a candidate's
 * contact details are on its first page, so a public read takes at most 3 pages and 30,000
 * characters, and half a staff read's time: 10 seconds, which also covers starting a fresh reading
 * thread after a read was stopped (5 seconds did not, on a loaded two-core machine).
 */
export const PUBLIC_RESUME_READ_LIMITS = { ...RESUME_READ_LIMITS, maxPages: 3, maxChars: 30_000, timeoutMs: 10_000 };

/** The vocabulary a resume's skills are read from: the job's ATS keywords first, then the built-in list. */
export const skillsVocabulary = (atsKeywords: string | null | undefined): string[] => [...parseKeywords(atsKeywords), ...BUILT_IN_SKILLS];

/**
 * The fields a resume states, read from its text as screening reads it (the same thread, limits and
 * messages). A resume whose text cannot be had is refused with screening's message: 413 when it
 * expands beyond what a resume holds, else 400. Nothing is stored.
 */
export async function readFieldsOfResume(
  resume: ResumeFile,
  vocabulary: readonly string[],
  limits = RESUME_READ_LIMITS,
): Promise<ResumeFields> {
  const text = await extractResumeText(resume.bytes, resume.contentType, limits);
  if (!text.ok) {
    const code = text.message === RESUME_TOO_LARGE ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR';
    throw new AppError(code, text.message, { resume: text.message });
  }
  return readResumeFields(text.text, vocabulary);
}
