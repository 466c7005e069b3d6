import type { DataKind } from '@keel/shared/data-management';
import { ImportHistory, UndoEvent } from '@keel/shared/import-history';
import { TAB_ID_HEADER } from '@keel/shared/live-updates';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { TAB_ID } from '../../../lib/tab-id';

export const importHistoryKeys = {
  all: ['import-history'] as const,
  list: (kind: DataKind) => ['import-history', kind] as const,
};

/** GET /api/data-management/{kind}/imports: the tab's newest imports (issue 18 item 3). */
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
  let response: Response;
  try {
    response = await fetch(`/api/data-management/${kind}/imports/${id}/undo`, {
      method: 'POST',
      headers: { Accept: 'application/x-ndjson, application/json', [TAB_ID_HEADER]: TAB_ID },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? 'HTTP_ERROR', body.message ?? `The request failed (HTTP ${response.status}).`);
  }
  const events: UndoEvent[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) text += value;
    let end = text.indexOf('\n');
    while (end !== -1) {
      const parsed = UndoEvent.safeParse(JSON.parse(text.slice(0, end)));
      text = text.slice(end + 1);
      if (parsed.success) {
        events.push(parsed.data);
        onEvent(parsed.data);
      }
      end = text.indexOf('\n');
    }
    if (done) break;
  }
  const last = events.at(-1);
  if (!last || last.type === 'progress') throw new ApiError(response.status, 'INTERRUPTED', 'The undo was interrupted before it finished: undo the import again to finish it.');
  return events;
}
