import type { DataKind } from '@keel/shared/data-management';
import { ImportHistory, UndoEvent } from '@keel/shared/import-history';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { postEventStream } from '../../../lib/event-stream';

export const importHistoryKeys = {
  all: ['import-history'] as const,
  list: (kind: DataKind) => ['import-history', kind] as const,
};

/** GET /api/data-management/{kind}/imports: the tab's newest imports (decision 0032). */
export function useImportHistory(kind: DataKind) {
  return useQuery({
    queryKey: importHistoryKeys.list(kind),
    queryFn: ({ signal }) => api.get(`/api/data-management/${kind}/imports`, { schema: ImportHistory, signal }),
  });
}

/**
 * POST /api/data-management/{kind}/imports/{id}/undo: answered, like the import, with one JSON
 * event per line as each batch commits; `onEvent` sees each. Resolves with every event (the final
 * one last); a refusal (404, 409) rejects with ApiError.
 */
export async function undoImport(kind: DataKind, id: string, onEvent: (event: UndoEvent) => void): Promise<UndoEvent[]> {
  const events = await postEventStream(`/api/data-management/${kind}/imports/${id}/undo`, UndoEvent, onEvent);
  const last = events.at(-1);
  if (!last || last.type === 'progress')
    throw new ApiError(200, 'INTERRUPTED', 'The undo was interrupted before it finished: undo the import again to finish it.');
  return events;
}
