import { z } from 'zod';
import { type FilterFields, type ListFilter, listFilters } from './list-filters';

/** Most rows one list request may ask for. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;
/** Counting stops here: beyond it a list reports "10,000+" instead of scanning every match. */
export const COUNT_CAP = 10_000;
/**
 * Counting the matches of a search stops sooner ("1,000+"): each one is found by reading rows, and
 * a broad search at a million rows would read tens of thousands of them just to count (decision 0005).
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * Query of every server-side list (contacts, companies, jobs, applicants): search text
 * (case-insensitive substring over all field values, docs/product/validation.md#list-search), sort column and direction, page.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(
  sortColumns: S,
  defaultSort: S[number],
  defaultDir: 'asc' | 'desc' = 'asc',
  filterFields: FilterFields = {},
) {
  return z.object({
    q: z
      .string()
      .max(200)
      .optional()
      .transform((v) => v?.trim() ?? ''),
    sort: z.enum(sortColumns).default(defaultSort as never),
    dir: z.enum(['asc', 'desc']).default(defaultDir),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    /** `field:op:value`, repeatable; every filter must hold (list-filters.ts). */
    filter: listFilters(filterFields),
  });
}
export type ListQuery<S extends string = string> = {
  q: string;
  sort: S;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  filter?: ListFilter[];
};

/** One page of a list, with the total number of matches (capped at COUNT_CAP, or SEARCH_COUNT_CAP with a search). */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when there are more than `total` matches (the count stopped at its cap). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type ListPage<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };
