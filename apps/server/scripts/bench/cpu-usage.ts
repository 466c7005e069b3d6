import fs from 'node:fs';

/**
 * CPU used during a run by the server process, by the PostgreSQL backends serving one database and
 * by this (load generator) process, read from /proc (Linux; zeros elsewhere). Backends come and go
 * with the pool, so they are sampled every 250 ms and each one's growth is added up. Divided by the
 * requests, it says where the machine's cores went: in this benchmark all three share them.
 */
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number | string): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return undefined;
  }
}

function backendsOf(database: string): string[] {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
    } catch {
      return false;
    }
  });
}

export interface CpuUse {
  server: number;
  postgres: number;
  bench: number;
}

/** Starts measuring; the returned function stops and gives the CPU seconds used meanwhile. */
export function measureCpu(serverPid: number, database: string): () => CpuUse {
  const serverStart = cpuSeconds(serverPid) ?? 0;
  const benchStart = process.cpuUsage();
  const backends = new Map<string, { first: number; last: number }>();
  const sample = () => {
    for (const pid of backendsOf(database)) {
      const now = cpuSeconds(pid);
      if (now === undefined) continue;
      const seen = backends.get(pid);
      if (seen) seen.last = now;
      else backends.set(pid, { first: now, last: now });
    }
  };
  sample();
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    const bench = process.cpuUsage(benchStart);
    return {
      server: (cpuSeconds(serverPid) ?? serverStart) - serverStart,
      postgres: [...backends.values()].reduce((sum, b) => sum + b.last - b.first, 0),
      bench: (bench.user + bench.system) / 1e6,
    };
  };
}

/** "server 4.1 ms, PostgreSQL 3.2 ms, load generator 1.0 ms" of CPU per request. */
export function cpuPerRequest(use: CpuUse, requests: number): string {
  const per = (key: keyof CpuUse) => `${((use[key] * 1000) / Math.max(1, requests)).toFixed(1)} ms`;
  return `server ${per('server')}, PostgreSQL ${per('postgres')}, load generator ${per('bench')}`;
}
