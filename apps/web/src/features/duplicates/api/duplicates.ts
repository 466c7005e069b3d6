import { Dismissal, type DismissalInput, ScanEvent } from '@keel/shared/duplicate-review';
import { type DuplicateKind, DuplicatePairPage, type MergeInput, MergePreview, MergeResult } from '@keel/shared/duplicates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postEventStream } from '../../../lib/event-stream';

/** TanStack Query keys of the duplicates feature. */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  pairs: (kind: DuplicateKind, page: number) => ['duplicates', 'pairs', kind, page] as const,
  preview: (kind: DuplicateKind, a: string, b: string) => ['duplicates', 'preview', kind, a, b] as const,
};

/** How often the page looks again while a scan started elsewhere (another admin, another tab) runs. */
const RUNNING_SCAN_POLL_MS = 3000;

/** GET /api/duplicates: one page of the last scan's pairs of a kind, best first, and that scan's state (admins). */
export function useDuplicatePairs(kind: DuplicateKind, page: number, scanning: boolean) {
  return useQuery({
    queryKey: duplicateKeys.pairs(kind, page),
    queryFn: ({ signal }) => api.get(`/api/duplicates?kind=${kind}&page=${page}`, { schema: DuplicatePairPage, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (!scanning && query.state.data?.scan.status === 'running' ? RUNNING_SCAN_POLL_MS : false),
  });
}

/** POST /api/duplicates/{kind}/scan: the whole table scanned again; `onEvent` sees its progress. */
export function runScan(kind: DuplicateKind, onEvent: (event: ScanEvent) => void): Promise<ScanEvent[]> {
  return postEventStream(`/api/duplicates/${kind}/scan`, ScanEvent, onEvent);
}

/** POST /api/duplicates/{kind}/dismissals: 'Not a duplicate'; the pages refetch. */
export function useDismissPair(kind: DuplicateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DismissalInput) => api.post(`/api/duplicates/${kind}/dismissals`, input, { schema: Dismissal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}

/** DELETE /api/duplicates/{kind}/dismissals: the toast's Undo; the pages refetch. */
export function useUndoDismissal(kind: DuplicateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firstId, secondId }: DismissalInput) =>
      api.delete(`/api/duplicates/${kind}/dismissals?firstId=${firstId}&secondId=${secondId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
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
