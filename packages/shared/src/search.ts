import { z } from 'zod';

/** The kinds of record the global search finds, in the order the palette shows them. */
export const SEARCH_KINDS = ['contact', 'company', 'deal', 'job', 'applicant'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/** Kinds only recruiters and admins may find (docs/product/roles-and-permissions.md#recruitment-access: the recruitment routes). */
export const RECRUITMENT_SEARCH_KINDS: readonly SearchKind[] = ['job', 'applicant'];

/**
 * Records are searched from three characters on: a shorter term has no trigram, so the index cannot
 * answer it, and a rare pair of letters read all of 1M contacts (1.4 s, decision 0017).
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
/** Hits per kind: each kind is one small index scan (decision 0017). */
export const SEARCH_HITS_PER_KIND = 5;

export const SearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** One found record: what the palette shows (title, a detail line) and the id it links to. */
export const SearchHit = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({ kind: SearchKind, hits: z.array(SearchHit) });
export type SearchGroup = z.infer<typeof SearchGroup>;

/** Every kind the caller may see, in SEARCH_KINDS order, also when it found nothing. */
export const SearchResponse = z.object({ q: z.string(), groups: z.array(SearchGroup) });
export type SearchResponse = z.infer<typeof SearchResponse>;
