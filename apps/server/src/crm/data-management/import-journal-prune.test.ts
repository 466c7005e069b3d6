import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ImportHistory } from '@keel/shared/import-history';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { JOURNAL_PRUNE_CRON, JOURNAL_PRUNE_QUEUE } from './import-journal-prune.job';
import { pruneImportJournals } from './import-journal-prune.service';

const ctx = appWithEveryRole({ jobs: true }); // its cron schedule is checked
const db = () => ctx.t.database.db;
const DAY = 86_400_000;

/** A contacts import of `n` new rows through the API; its history entry. */
async function importContacts(fileName: string, n: number) {
  const csv = ['email,first_name', ...Array.from({ length: n }, (_, i) => `${fileName}-${i}@prune.example,P${i}`)].join('\n');
  const res = await ctx.t.request({
    method: 'POST',
    url: `/api/data-management/contacts/import?fileName=${fileName}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: ctx.as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await history()).find((e) => e.fileName === fileName)!;
}
async function history() {
  const res = await ctx.t.request({ method: 'GET', url: '/api/data-management/contacts/imports', cookie: ctx.as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ImportHistory).items;
}
const journal = async (id: string) =>
  (
    await db()
      .selectFrom('import_changes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow()
  ).n;
const ageBy = (id: string, days: number) =>
  sql`update imports set created_at = created_at - make_interval(days => ${days}) where id = ${id}`.execute(db());

describe('import journal pruning', () => {
  it('is scheduled daily on the job engine (one run per tick whatever the instances)', async () => {
    const { rows } = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule where name = ${JOURNAL_PRUNE_QUEUE}`.execute(db());
    expect(rows).toEqual([{ name: JOURNAL_PRUNE_QUEUE, cron: JOURNAL_PRUNE_CRON }]);
  });

  it('deletes, with a clock we control, only the journal of imports past the undo window, in chunks, keeping their history', async () => {
    const old = await importContacts('old.csv', 12);
    const recent = await importContacts('recent.csv', 7);
    await ageBy(old.id, 10);
    await ageBy(recent.id, 2);
    expect([await journal(old.id), await journal(recent.id)]).toEqual([12, 7]);

    const now = new Date();
    // Chunks of 5 rows: 12 rows take three transactions.
    expect(await pruneImportJournals(db(), now, 5)).toEqual({ imports: 1, changes: 12 });
    expect([await journal(old.id), await journal(recent.id)]).toEqual([0, 7]);
    const entries = await history();
    // The history row stays as it was (who, when, file, counts); only 'Undo' is no longer offered.
    expect(entries.find((e) => e.id === old.id)).toEqual({
      ...old,
      createdAt: expect.any(String),
      undoableUntil: expect.any(String),
      canUndo: false,
    });
    expect(entries.find((e) => e.id === recent.id)).toMatchObject({ canUndo: true, counts: { created: 7 } });
    const refused = await ctx.t.request({
      method: 'POST',
      url: `/api/data-management/contacts/imports/${old.id}/undo`,
      cookie: ctx.as.admin.cookie,
    });
    expect(refused.statusCode).toBe(409);
    // Run again the same day: nothing more.
    expect(await pruneImportJournals(db(), now, 5)).toEqual({ imports: 0, changes: 0 });
  });

  it('deletes each row once when two runs start at the same moment', async () => {
    const twice = await importContacts('twice.csv', 11);
    const later = new Date(Date.now() + 8 * DAY);
    // Every journal still kept is past the window then (this import's and the earlier test's recent one).
    const { rows: kept } = await sql<{
      rows: number;
      imports: number;
    }>`select count(*)::int as rows, count(distinct import_id)::int as imports from import_changes`.execute(db());
    expect(kept[0].rows).toBeGreaterThanOrEqual(11);
    const runs = await Promise.all([pruneImportJournals(db(), later, 2), pruneImportJournals(db(), later, 2)]);
    expect(runs[0].changes + runs[1].changes).toBe(kept[0].rows);
    expect(runs[0].imports + runs[1].imports).toBe(kept[0].imports);
    expect(await journal(twice.id)).toBe(0);
    // Each import is marked pruned once, by one of the two runs.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from imports where journal_pruned_at = ${later}`.execute(db());
    expect(rows[0].n).toBe(kept[0].imports);
    expect((await history()).find((e) => e.id === twice.id)).toMatchObject({
      fileName: 'twice.csv',
      counts: { created: 11 },
      canUndo: false,
    });
  });
});
