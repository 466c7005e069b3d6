import { type DuplicateKind, DuplicatePairPage, type MergeInput, MergePreview, MergeResult } from '@keel/shared/duplicates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** TanStack Query keys of the duplicates feature. */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  pairs: (kind: DuplicateKind, page: number) => ['duplicates', 'pairs', kind, page] as const,
  preview: (kind: DuplicateKind, a: string, b: string) => ['duplicates', 'preview', kind, a, b] as const,
};

/** GET /api/duplicates: one page of likely pairs of a kind, best first (admins). */
export function useDuplicatePairs(kind: DuplicateKind, page: number) {
  return useQuery({
    queryKey: duplicateKeys.pairs(kind, page),
    queryFn: ({ signal }) => api.get(`/api/duplicates?kind=${kind}&page=${page}`, { schema: DuplicatePairPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/duplicates/{kind}/merge-preview: both records, every field a merge offers. */
export function useMergePreview(kind: DuplicateKind, a: string, b: string) {
  return useQuery({
    queryKey: duplicateKeys.preview(kind, a, b),
    queryFn: ({ signal }) => api.get(`/api/duplicates/${kind}/merge-preview?a=${a}&b=${b}`, { schema: MergePreview, signal }),
  });
}

/** POST /api/duplicates/{kind}/merge: the other record into the survivor; the lists refetch. */
export function useMergeRecords(kind: DuplicateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeInput) => api.post(`/api/duplicates/${kind}/merge`, input, { schema: MergeResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}
