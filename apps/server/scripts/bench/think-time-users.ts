import http from 'node:http';
import { type MixOptions, type MixRequest, nextRequest, onResponse, type RequestContext } from './load-mix';

/**
 * Virtual users for bench:load: each of `users` clients repeats "think, then send one request of
 * the mix and read the answer" until the duration is over. Think times are exponential (mean
 * `thinkMs`), so the users act independently and requests arrive spread out as real people's do,
 * not in the once-a-second bursts that autocannon's rate limits produce. Each user keeps one
 * connection open, as a browser would; plain node:http keeps the generator's own CPU small (it
 * shares the machine with the server).
 */
export interface UsersResult {
  latencies: number[];
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Sends one request on the user's connection; resolves with the status and the (raw) body. */
function send(agent: http.Agent, base: URL, request: MixRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = request.body ? { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) } : request.headers;
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(request.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thinkTime = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;

export async function runThinkTimeUsers(
  base: string,
  users: number,
  durationS: number,
  thinkMs: number,
  options: MixOptions,
): Promise<UsersResult> {
  const result: UsersResult = { latencies: [], requests: 0, seconds: 0, non2xx: 0, errors: 0, timeouts: 0 };
  const started = performance.now();
  const deadline = started + durationS * 1000;

  const url = new URL(base);
  async function user() {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A random start: the users do not all begin with a request at the same moment.
    await sleep(Math.random() * thinkMs);
    while (performance.now() < deadline) {
      const state: RequestContext = {};
      const request = nextRequest(state, options);
      const sentAt = performance.now();
      try {
        const { status, body } = await send(agent, url, request);
        result.latencies.push(performance.now() - sentAt);
        if (status >= 400) result.non2xx++;
        onResponse(state, status, body, options);
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') result.timeouts++;
        result.errors++;
        onResponse(state, 599, '', options);
      }
      result.requests++;
      await sleep(Math.min(thinkTime(thinkMs), Math.max(0, deadline - performance.now())));
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: users }, user));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
