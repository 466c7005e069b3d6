/** Latency figures of one scenario, in milliseconds. */
export interface Figures {
  p50: number;
  p95: number;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, and reports p50 / p95. */
export async function measure(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
