import { SEARCH_MIN_LENGTH, SearchResponse } from '@keel/shared/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  term: (q: string) => ['search', q] as const,
};

/** GET /api/search?q=: a few hits of every kind the user may see, grouped by kind. */
export function fetchGlobalSearch(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get(`/api/search?q=${encodeURIComponent(q)}`, { schema: SearchResponse, signal });
}

/** Whether a term is long enough to search records (shorter ones only match screens and actions). */
export function searchesRecords(q: string): boolean {
  return q.trim().length >= SEARCH_MIN_LENGTH;
}

/** The search as you type: the previous answer stays on screen while the next one loads. */
export function useGlobalSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: searchKeys.term(term),
    queryFn: ({ signal }) => fetchGlobalSearch(term, signal),
    enabled: searchesRecords(term),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
