import type { LiveEvent } from '@keel/shared/live-updates';

export interface SseClient {
  status: number;
  contentType: string | null;
  /** Every event received so far. */
  events: LiveEvent[];
  /** Raw text received so far (comments and retry lines included). */
  text(): string;
  /** Resolves with the first event (already received or to come) that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A real server-sent events client over fetch (as a browser's EventSource would connect). */
export async function openEventStream(url: string, cookie?: string): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let buffer = '';
  let resolveEnded = () => undefined as void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));

  void (async () => {
    try {
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
    resolveEnded();
  })();

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    text: () => raw,
    ended,
    close: () => abort.abort(),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
