import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { changedTables, tableSnapshotter } from './table-snapshot';

// The fuzzers' "a rejected request changed nothing" rests on this: a snapshot sees every written row, and only those.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('table snapshots', () => {
  it('see an insert, a changed value, a delete and a truncate, and not a write that was rolled back or changed nothing', async () => {
    const { db } = t.database;
    const snapshots = await tableSnapshotter(db);
    let before = await snapshots.take();
    const changed = async () => {
      const after = await snapshots.take();
      const tables = changedTables(before, after);
      before = after;
      return tables;
    };

    await db.insertInto('app_settings').values({ key: 'snapshot-probe', value: 'a' }).execute();
    expect(await changed()).toEqual(['app_settings']);
    await db.updateTable('app_settings').set({ value: 'a' }).where('key', '=', 'snapshot-probe').execute();
    expect(await changed()).toEqual([]);
    await db.updateTable('app_settings').set({ value: 'b' }).where('key', '=', 'snapshot-probe').execute();
    expect(await changed()).toEqual(['app_settings']);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('app_settings').execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await changed()).toEqual([]);
    await db.deleteFrom('app_settings').where('key', '=', 'snapshot-probe').execute();
    expect(await changed()).toEqual(['app_settings']);
    await sql`truncate table saved_views`.execute(db);
    expect(await changed()).toEqual(['saved_views']);
  });

  it("ignore a session's last-active time, and see its other columns", async () => {
    const { user } = await t.userWithRole('user');
    const snapshots = await tableSnapshotter(t.database.db);
    const before = await snapshots.take();
    await t.database.db
      .updateTable('sessions')
      .set({ updated_at: new Date(Date.now() + 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(changedTables(before, await snapshots.take())).toEqual([]);
    await t.database.db.updateTable('sessions').set({ user_agent: 'changed' }).where('user_id', '=', user.id).execute();
    expect(changedTables(before, await snapshots.take())).toEqual(['sessions']);
  });
});
