import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { JOB_ENGINE_SCHEMA } from '../../db/migrations/0018_mail_outbox';
import { openTestDatabase } from '../../test/test-app';
import { startJobEngine } from './job-engine';

const log = { warn: () => undefined } as never;

/** The queue as pg-boss stores it, read through pg-boss itself. */
async function storedQueue(database: DatabaseHandle, name: string) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values as unknown[]) },
    schema: JOB_ENGINE_SCHEMA,
    migrate: false,
    createSchema: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    return await boss.getQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

describe('queues declared at start-up (decision 0107: one read of them all)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates a new queue, keeps an unchanged one, and writes the options a later start changed', async () => {
    const first = await startJobEngine(database, log, { run: false });
    await first.queue('startup-probe', { retryLimit: 2, retryDelay: 600 });
    await first.queue('startup-probe', { retryLimit: 2, retryDelay: 600 });
    await first.stop();
    expect(await storedQueue(database, 'startup-probe')).toMatchObject({ retryLimit: 2, retryDelay: 600 });

    const next = await startJobEngine(database, log, { run: false });
    await next.queue('startup-probe', { retryLimit: 5, retryDelay: 600, retryBackoff: true });
    await next.stop();
    expect(await storedQueue(database, 'startup-probe')).toMatchObject({ retryLimit: 5, retryDelay: 600, retryBackoff: true });
  });
});
