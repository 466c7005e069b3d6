/**
 * Matching a resume's text against a job's ATS keywords: case-insensitive, whole words only, and
 * a multi-word phrase matches across any punctuation or line breaks between its words
 * ("project management" is found in "Project-\nManagement").
 */

const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
/** Between two words of a phrase: any run of characters that are not letters or digits. */
const WORD_GAP = `[^${LETTER_OR_DIGIT}]+`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Unicode-normalised (ligatures such as "ﬁ" become "fi"), so PDF text matches what people type. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC');
}

/**
 * The pattern of one keyword. Its words are separated by spaces, hyphens or slashes, and any gap
 * matches between them ("CI/CD" is found in "CI-CD", "full-stack" in "Full Stack"). A keyword is
 * whole: it may not continue with a letter or digit on either side, nor with + or # after it (so
 * "C" is not found in "C++" or "C#", nor "Java" in "JavaScript"), while "React" is found in "React.js".
 */
export function keywordPattern(keyword: string): RegExp {
  const words = normaliseText(keyword)
    .split(/[\s\-\u2010-\u2015/]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  if (words.length === 0) return /(?!)/;
  return new RegExp(`(?<![${LETTER_OR_DIGIT}])${words.join(WORD_GAP)}(?![${LETTER_OR_DIGIT}+#])`, 'iu');
}

export interface KeywordMatch {
  /** Keywords found, as the job writes them, in the job's order. */
  matched: string[];
  missing: string[];
  /** round(100 × matched / total); null when there are no keywords. */
  score: number | null;
}

export function matchKeywords(text: string, keywords: readonly string[]): KeywordMatch {
  const haystack = normaliseText(text);
  const matched: string[] = [];
  const missing: string[] = [];
  for (const keyword of keywords) (keywordPattern(keyword).test(haystack) ? matched : missing).push(keyword);
  const score = keywords.length === 0 ? null : Math.round((100 * matched.length) / keywords.length);
  return { matched, missing, score };
}
