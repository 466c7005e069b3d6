import { useQueries } from '@tanstack/react-query';

/** The server's count of what a delete takes with it, for one record or summed over several. */
export interface LinkCounts<T> {
  isPending: boolean;
  isError: boolean;
  data?: T;
}

/**
 * The links of each record in `ids`, counted by the server afresh each time a delete confirmation
 * opens (staleTime 0), summed field by field: one record's row or page delete, or a bulk delete of
 * the selection.
 */
export function useSummedLinks<T extends Record<string, number>>(
  ids: readonly string[],
  keyOf: (id: string) => readonly unknown[],
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
): LinkCounts<T> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: keyOf(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOne(id, signal),
      staleTime: 0,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      data: results.every((r) => r.data)
        ? results.reduce<T>(
            (sum, r) => Object.fromEntries(Object.entries(r.data!).map(([key, n]) => [key, (sum[key] ?? 0) + n])) as T,
            {} as T,
          )
        : undefined,
    }),
  });
}

interface DeleteConsequencesProps<T> {
  /** The server's count of what the delete takes with it (fetched while the confirmation is open). */
  query: LinkCounts<T>;
  counting: string;
  failed: string;
  describe: (counts: T) => string;
}

/** A delete confirmation's sentence on what the delete unlinks, announced politely once counted. */
export function DeleteConsequences<T>({ query, counting, failed, describe }: DeleteConsequencesProps<T>) {
  return <span aria-live="polite">{query.isPending ? counting : query.isError || !query.data ? failed : describe(query.data)}</span>;
}
