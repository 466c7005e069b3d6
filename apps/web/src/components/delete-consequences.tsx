import type { UseQueryResult } from '@tanstack/react-query';

interface DeleteConsequencesProps<T> {
  /** The server's count of what the delete takes with it (fetched while the confirmation is open). */
  query: UseQueryResult<T>;
  counting: string;
  failed: string;
  describe: (counts: T) => string;
}

/** A delete confirmation's sentence on what the delete unlinks, announced politely once counted. */
export function DeleteConsequences<T>({ query, counting, failed, describe }: DeleteConsequencesProps<T>) {
  return <span aria-live="polite">{query.isPending ? counting : query.isError ? failed : describe(query.data)}</span>;
}
