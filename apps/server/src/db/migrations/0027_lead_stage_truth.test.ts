import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { ALIGN_LEAD_STAGES } from './0027_lead_stage_truth';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0027: leads whose status or sales stage disagree with their column', () => {
  it('takes the column title for both, bumps only those rows, and leaves agreeing rows alone', async () => {
    const db = database.db;
    const stage = await db.selectFrom('pipeline_stages').select(['id', 'title']).where('title', '=', 'Contacted').executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('deals')
      .values([
        { stage_id: stage.id, name: 'Board default', position: 1, status: 'New Inquiry', sales_stage: 'Prospect' },
        { stage_id: stage.id, name: 'Typed status', position: 2, status: 'Contacted', sales_stage: 'Negotiating' },
        { stage_id: stage.id, name: 'In step', position: 3, status: 'Contacted', sales_stage: 'Contacted' },
      ])
      .returning(['id', 'version'])
      .execute();
    await sql.raw(ALIGN_LEAD_STAGES).execute(db);
    const after = await db
      .selectFrom('deals')
      .select(['id', 'status', 'sales_stage', 'version'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const byId = (id: string) => after.find((r) => r.id === id);
    expect(byId(rows[0]!.id)).toMatchObject({ status: 'Contacted', sales_stage: 'Contacted', version: rows[0]!.version + 1 });
    expect(byId(rows[1]!.id)).toMatchObject({ status: 'Contacted', sales_stage: 'Contacted', version: rows[1]!.version + 1 });
    expect(byId(rows[2]!.id)).toMatchObject({ status: 'Contacted', sales_stage: 'Contacted', version: rows[2]!.version });
  });
});
