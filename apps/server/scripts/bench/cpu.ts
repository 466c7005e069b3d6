/**
 * CPU accounting for the benchmarks (Linux /proc; figures are 0 elsewhere): how much processor
 * time a process, or the PostgreSQL backends of one database, used during a measured run, and how
 * long they waited for a processor. On a shared machine the wall time of a run says little by
 * itself; CPU time tells the work done from the waiting for other programs.
 */
import fs from 'node:fs';
import pg from 'pg';

export interface CpuUse {
  /** Processor time used (user + system), in seconds. */
  cpu: number;
  /** Time spent runnable but waiting for a processor, in seconds. */
  waited: number;
  /** Of cpu, the part used by autovacuum workers (database measurements only). */
  autovacuum?: number;
}

const TICK_SECONDS = 0.01; // USER_HZ is 100 on Linux

export function processCpu(pid: number): CpuUse {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const waitedNs = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
    return { cpu: (Number(fields[11]) + Number(fields[12])) * TICK_SECONDS, waited: waitedNs / 1e9 };
  } catch {
    return { cpu: 0, waited: 0 };
  }
}

const minus = (a: CpuUse, b: CpuUse): CpuUse => ({ cpu: a.cpu - b.cpu, waited: a.waited - b.waited });
const plus = (a: CpuUse, b: CpuUse): CpuUse => ({ cpu: a.cpu + b.cpu, waited: a.waited + b.waited });
const ZERO: CpuUse = { cpu: 0, waited: 0 };

/** Measures one process from now until stop(). */
export function watchProcess(pid: number) {
  const start = processCpu(pid);
  return { stop: () => minus(processCpu(pid), start) };
}

/**
 * Measures every backend of one database on a local PostgreSQL server (connections the pool opens
 * and closes meanwhile, and autovacuum workers, included) from now until stop(). Backends are
 * found in pg_stat_activity every 100 ms; one that ends counts with its last reading.
 */
export async function watchDatabase(url: string, database: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const first = new Map<number, CpuUse>();
  const last = new Map<number, CpuUse>();
  const autovacuum = new Set<number>();
  const sample = async (initial: boolean) => {
    const { rows } = await client.query<{ pid: number; backend_type: string }>(
      'select pid, backend_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    for (const { pid, backend_type } of rows) {
      const use = processCpu(pid);
      if (use.cpu === 0 && use.waited === 0) continue;
      if (!first.has(pid)) first.set(pid, initial ? use : ZERO);
      last.set(pid, use);
      if (backend_type === 'autovacuum worker') autovacuum.add(pid);
    }
  };
  await sample(true);
  let running = Promise.resolve();
  const timer = setInterval(() => (running = running.then(() => sample(false)).catch(() => undefined)), 100);
  return {
    async stop(): Promise<CpuUse> {
      clearInterval(timer);
      await running;
      await sample(false);
      await client.end();
      let total = { ...ZERO, autovacuum: 0 };
      for (const [pid, use] of last) {
        const used = minus(use, first.get(pid)!);
        total = { ...plus(total, used), autovacuum: total.autovacuum + (autovacuum.has(pid) ? used.cpu : 0) };
      }
      return total;
    },
  };
}
