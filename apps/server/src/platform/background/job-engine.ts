import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Db, fromKysely, type Job, PgBoss, type QueueOptions } from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';
import { JOB_ENGINE_SCHEMA } from '../../db/migrations/0018_mail_outbox';
import type { Database } from '../../db/types';

/**
 * Background work on pg-boss (decision 0018): jobs are rows in PostgreSQL (or the embedded
 * PGlite), fetched with SKIP LOCKED so each runs on one instance at a time, retried with back-off,
 * kept across restarts; recurring jobs are cron schedules that pg-boss enqueues once per tick
 * whatever the number of instances.
 */
export interface JobEngine {
  /**
   * Adds a job inside the caller's transaction: it exists only if that transaction commits. With
   * `startAfter` it waits until then (a moment already past means at once).
   */
  send(trx: Kysely<Database>, queue: string, data: object, options?: { startAfter?: Date }): Promise<void>;
  /** Declares a queue (idempotent; its options are updated to the given ones). */
  queue(name: string, options?: QueueOptions): Promise<void>;
  /**
   * Works a queue: up to `batchSize` jobs per fetch, run side by side, each completed or failed
   * (and retried) on its own; while fetches come back full the worker fetches again at once.
   */
  work<T extends object>(
    queue: string,
    options: { pollingIntervalSeconds?: number; batchSize?: number },
    handler: (job: Job<T>) => Promise<void>,
  ): Promise<void>;
  /** A recurring job: enqueued on every tick of the cron expression (UTC) by exactly one instance. */
  schedule(queue: string, cron: string): Promise<void>;
  unschedule(queue: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss runs its statements through our own pool: on the embedded database that pool is the
 * single PGlite connection (decision 0001), so pg-boss's statements queue behind a transaction
 * in progress instead of running inside it.
 */
function poolAdapter(database: DatabaseHandle): Db {
  return { executeSql: (text, values) => database.pool.query(text, values as unknown[]) };
}

export interface JobEngineOptions {
  /**
   * false: jobs are queued (sent in their transactions, as ever) but never run here: no workers,
   * no cron schedules, no pg-boss maintenance. For API tests that do not wait on background work
   * (createTestApp; decision 0042). Default true, as every server runs.
   */
  run?: boolean;
}

export async function startJobEngine(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  { run = true }: JobEngineOptions = {},
): Promise<JobEngine> {
  const boss = new PgBoss({
    db: poolAdapter(database),
    schema: JOB_ENGINE_SCHEMA,
    backend: database.kind === 'embedded' ? 'pglite' : 'postgres',
    // Our migration 0018 installed the schema; pg-boss only upgrades it after a version bump.
    migrate: true,
    createSchema: false,
    supervise: run,
    schedule: run,
  });
  boss.on('error', (err) => log.warn({ err }, 'job engine error'));
  await boss.start();
  let stopped = false;
  /** The queues as read once, by name (see queue()). */
  let known: Promise<Map<string, Record<string, unknown>>> | undefined;
  return {
    async send(trx, queue, data, options = {}) {
      await boss.send(queue, data, { db: fromKysely(trx), ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
    },
    async queue(name, options = {}) {
      // Start-up declares every queue: one read of them all, then a write only where an option
      // changed, instead of a read and an update each (decision 0107).
      known ??= boss.getQueues().then(
        (queues) => new Map(queues.map((q) => [q.name, q as unknown as Record<string, unknown>])),
        () => new Map(),
      );
      const existing = (await known).get(name) ?? ((await boss.getQueue(name)) as unknown as Record<string, unknown> | null);
      if (existing) {
        if (Object.entries(options).some(([key, value]) => existing[key] !== value)) await boss.updateQueue(name, options);
        (await known).set(name, { ...existing, ...options });
      } else
        await boss.createQueue(name, options).catch(async (error: unknown) => {
          // Another instance created it meanwhile.
          if (!(await boss.getQueue(name))) throw error;
        });
    },
    async work(queue, { pollingIntervalSeconds, batchSize = 1 }, handler) {
      if (!run) return;
      await boss.work(queue, { pollingIntervalSeconds, batchSize, burstWhenBatchFull: batchSize > 1, perJobResults: true }, async (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job as Job<never>);
              return { id: job.id, status: 'completed' as const };
            } catch (error) {
              return { id: job.id, status: 'failed' as const, output: { message: error instanceof Error ? error.message : String(error) } };
            }
          }),
        ),
      );
    },
    async schedule(queue, cron) {
      if (!run) return;
      await boss.schedule(queue, cron);
    },
    async unschedule(queue) {
      await boss.unschedule(queue);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Lets running jobs finish (those cut off are retried by the next start, once their expiry passes).
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
