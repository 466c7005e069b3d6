import { TAB_ID_HEADER } from '@keel/shared/live-updates';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { TAB_ID } from './tab-id';

/**
 * POSTs to an endpoint that answers one JSON event per line as its work goes (an import's undo, a
 * duplicates scan); `onEvent` sees each event the schema accepts. Resolves with every event; a
 * refusal (an error status) rejects with ApiError.
 */
export async function postEventStream<T>(url: string, schema: z.ZodType<T>, onEvent: (event: T) => void): Promise<T[]> {
  let response: Response;
  try {
    response = await fetch(url, {
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
  const events: T[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) text += value;
    let end = text.indexOf('\n');
    while (end !== -1) {
      const parsed = schema.safeParse(JSON.parse(text.slice(0, end)));
      text = text.slice(end + 1);
      if (parsed.success) {
        events.push(parsed.data);
        onEvent(parsed.data);
      }
      end = text.indexOf('\n');
    }
    if (done) break;
  }
  return events;
}
