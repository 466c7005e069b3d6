import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviewRows } from '../../test/interview-rows';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { down, up } from './0071_competency_skills';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migration 0071: competencies named like a skill', () => {
  it('links kits, templates and the ratings given to them where the name is a skill’s name or synonym; the rest stay free text', async () => {
    const db = database.db;
    const { interviewerId: userId, jobId, interviewIds } = await insertInterviewRows(db, 'Kit');
    const [c1, c2] = ['c1111111-1111-4111-8111-111111111111', 'c2222222-2222-4222-8222-222222222222'];
    // Saved before decision 0109: no skill_id. "react.js" is a synonym of React (seeded by migration 0061).
    const kit = [
      { id: c1, name: 'react.js', weight: null, questions: [] },
      { id: c2, name: 'Communication', weight: 2, questions: ['Explain it.'] },
    ];
    await db
      .insertInto('job_interview_kits')
      .values({ job_id: jobId, competencies: JSON.stringify(kit) })
      .execute();
    await db
      .insertInto('interview_kit_templates')
      .values({ name: 'Old kit', competencies: JSON.stringify(kit) })
      .execute();
    const ratings = [
      { competency_id: c1, name: 'react.js', rating: 4, notes: null },
      { competency_id: c2, name: 'Communication', rating: 2, notes: null },
    ];
    await db
      .insertInto('interview_scorecards')
      .values({ interview_id: interviewIds[0], interviewer_id: userId, recommendation: 'yes', ratings: JSON.stringify(ratings) })
      .execute();

    // A migration is written against no schema.
    const raw = db as unknown as Kysely<unknown>;
    await up(raw);
    const { skill_id: react } = await db
      .selectFrom('skill_terms')
      .select('skill_id')
      .where('term_key', '=', 'reactjs')
      .executeTakeFirstOrThrow();
    const linked = [
      expect.objectContaining({ id: c1, name: 'react.js', skill_id: react }),
      expect.objectContaining({ id: c2, skill_id: null }),
    ];
    const kitRow = await db.selectFrom('job_interview_kits').select('competencies').where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(kitRow.competencies).toEqual(linked);
    const template = await db
      .selectFrom('interview_kit_templates')
      .select('competencies')
      .where('name', '=', 'Old kit')
      .executeTakeFirstOrThrow();
    expect(template.competencies).toEqual(linked);
    const card = await db.selectFrom('interview_scorecards').select('ratings').executeTakeFirstOrThrow();
    expect(card.ratings).toEqual([{ ...ratings[0], skill_id: react }, ratings[1]]);
    // A second run changes nothing; down takes the links out again.
    await up(raw);
    expect((await db.selectFrom('job_interview_kits').select('competencies').executeTakeFirstOrThrow()).competencies).toEqual(linked);
    await down(raw);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM job_interview_kits, jsonb_array_elements(competencies) c WHERE c ? 'skill_id'`.execute(db);
    expect(rows[0].n).toBe(0);
    expect((await db.selectFrom('interview_scorecards').select('ratings').executeTakeFirstOrThrow()).ratings).toEqual(ratings);
  });
});
