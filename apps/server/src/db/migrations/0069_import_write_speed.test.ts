import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0069: cheaper writes of contacts and deals', () => {
  it('leaves one index on the lower-case e-mail of contacts, and an e-mail look-up still probes it', async () => {
    const db = database.db;
    const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'contacts' and indexdef like '%(lower(email)%' order by indexname`.execute(db);
    expect(indexes.map((i) => i.indexname)).toEqual(['contacts_sort_email_idx']);
    // The public inquiry's and the import's match: one probe of the index's leading column (a
    // table this small would otherwise be read whole, so the planner is told not to).
    const plan = await db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from contacts where lower(email) = ${'ana@example.com'}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('contacts_sort_email_idx');
  });

  it('still records one stage entry per deal inserted, and one per deal whose stage an update changes', async () => {
    const db = database.db;
    const stages = await db.selectFrom('pipeline_stages').select(['id', 'title']).execute();
    const stage = (title: string) => stages.find((s) => s.title === title)!.id;
    // One statement inserting several deals, as an import does.
    const deals = await db
      .insertInto('deals')
      .values([
        { stage_id: stage('Contacted'), name: 'Stage clock one', position: 1 },
        { stage_id: stage('Contacted'), name: 'Stage clock two', position: 2 },
        { stage_id: stage('Proposal Sent'), name: 'Stage clock three', position: 3 },
      ])
      .returning(['id', 'stage_id'])
      .execute();
    const ids = deals.map((d) => d.id);
    const entries = () =>
      db
        .selectFrom('deal_stage_entries')
        .select(['deal_id', 'stage_id'])
        .where('deal_id', 'in', ids)
        .orderBy('deal_id')
        .orderBy('entered_at')
        .execute();
    expect(await entries()).toHaveLength(3);
    for (const deal of deals) expect(await entries()).toContainEqual({ deal_id: deal.id, stage_id: deal.stage_id });

    // One update statement: the first deal moves, the second is written with its own stage, the third only renamed.
    await sql`update deals set stage_id = case when id = ${ids[0]}::uuid then ${stage('Proposal Sent')}::uuid else stage_id end,
      name = name || ' (edited)' where id = any(${ids}::uuid[])`.execute(db);
    const after = await entries();
    expect(after).toHaveLength(4);
    expect(after.filter((e) => e.deal_id === ids[0]).map((e) => e.stage_id)).toEqual(
      expect.arrayContaining([stage('Contacted'), stage('Proposal Sent')]),
    );
    // An update touching no deal writes nothing.
    await sql`update deals set name = 'nobody' where false`.execute(db);
    expect(await entries()).toHaveLength(4);
  });
});
