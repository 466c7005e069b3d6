import { isLiveEvent, LIVE_EVENTS_PATH, type LiveEvent } from '@keel/shared/live-updates';
import { useEffect, useRef } from 'react';
import { TAB_ID } from '../../lib/tab-id';

/**
 * Listens to GET /api/events (server-sent events) while `enabled`: calls `onEvent` for each change
 * someone else made. The browser reconnects by itself after a dropped connection; changes made
 * meanwhile were not heard, so a reconnect is reported as a 'resync' event.
 */
export function useLiveEvents(enabled: boolean, onEvent: (event: LiveEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${LIVE_EVENTS_PATH}?tab=${TAB_ID}`);
    let dropped = false;
    source.onopen = () => {
      if (dropped) handler.current({ topic: 'resync', by: null });
      dropped = false;
    };
    source.onerror = () => {
      dropped = true;
    };
    source.onmessage = (message: MessageEvent<string>) => {
      let event: unknown;
      try {
        event = JSON.parse(message.data);
      } catch {
        return;
      }
      if (isLiveEvent(event)) handler.current(event);
    };
    return () => source.close();
  }, [enabled]);
}
