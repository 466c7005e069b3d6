import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@keel/shared/funnel';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('schema', () => {
  it('has the five default pipeline stages in order, each with a colour', async () => {
    const stages = await database.db.selectFrom('pipeline_stages').select(['title', 'color']).orderBy('position').execute();
    expect(stages.map((s) => s.title)).toEqual(['New Inquiry', 'Contacted', 'Proposal Sent', 'Closed Won', 'Closed Lost']);
    expect(stages.map((s) => s.title)).toEqual(DEFAULT_STAGES.map((s) => s.title));
    for (const s of stages) expect(s.color).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it('applies the documented defaults (country USA, job openings 1 and status Open, applicant status New)', async () => {
    const db = database.db;
    const contact = await db
      .insertInto('contacts')
      .values({ email: 'a@example.test' })
      .returning(['country', 'tags', 'is_inquiry'])
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ country: 'USA', tags: [], is_inquiry: false });
    const job = await db
      .insertInto('jobs')
      .values({ title: 'Engineer', description: 'd', requirements: 'r' })
      .returning(['job_id', 'openings', 'status'])
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ openings: 1, status: 'Open' });
    const applicant = await db
      .insertInto('applicants')
      .values({ first_name: 'A', last_name: 'B', email: 'ab@example.test' })
      .returning(['status', 'resume_on_file'])
      .executeTakeFirstOrThrow();
    expect(applicant).toEqual({ status: 'New', resume_on_file: false });
  });

  it('refuses values outside the documented enums and bounds', async () => {
    const db = database.db;
    await expect(
      sql`insert into jobs (title, description, requirements, status) values ('t', 'd', 'r', 'Paused')`.execute(db),
    ).rejects.toThrow(/check constraint/);
    await expect(sql`insert into jobs (title, description, requirements, openings) values ('t', 'd', 'r', 0)`.execute(db)).rejects.toThrow(
      /check constraint/,
    );
    await expect(sql`insert into companies (name, sector) values ('Acme', 'Aerospace')`.execute(db)).rejects.toThrow(/check constraint/);
    await expect(sql`insert into users (full_name, email, role) values ('X', 'x@example.test', 'owner')`.execute(db)).rejects.toThrow(
      /check constraint/,
    );
    await expect(sql`insert into dashboards (id, owner_id, name) values ('x-1', gen_random_uuid(), 'n')`.execute(db)).rejects.toThrow();
  });

  it('finds a record by a substring of any field through the trigram index', async () => {
    const db = database.db;
    await db
      .insertInto('contacts')
      .values({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', city: 'Arlington', tags: ['cobol-pioneer'] })
      .execute();
    const byTag = await db.selectFrom('contacts').select('email').where('search_text', 'like', '%bol-pio%').execute();
    expect(byTag.map((r) => r.email)).toEqual(['grace@navy.example']);
    const byCity = await db.selectFrom('contacts').select('email').where('search_text', 'like', `%${'ARLING'.toLowerCase()}%`).execute();
    expect(byCity).toHaveLength(1);
    await sql`set enable_seqscan = off`.execute(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from contacts where search_text like '%hopper%'`.execute(db);
    await sql`set enable_seqscan = on`.execute(db);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/trgm|Bitmap Index Scan/);
  });

  it("keeps the search indexes' pending lists short (searches read them whole; migration 0011)", async () => {
    const rows = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class c
      where c.relname in ('contacts_search_trgm_idx', 'companies_search_trgm_idx', 'jobs_search_trgm_idx', 'applicants_search_trgm_idx')
      order by c.relname`.execute(database.db);
    expect(rows.rows).toHaveLength(4);
    for (const row of rows.rows) expect(row.options).toContain('gin_pending_list_limit=1024');
  });
});
