import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, SEARCH_COUNT_CAP } from '@keel/shared/lists';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test/test-app';
import { likePattern, runList, searchFilter } from './list-query';

let database: DatabaseHandle;
const Query = listQuery(['lastName', 'email', 'lastContact'], 'lastName');

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insertInto('contacts')
    .values([
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engine.example', last_contact_date: '2026-11-01' },
      { first_name: 'Alan', last_name: 'turing', email: 'alan@bletchley.example', last_contact_date: null },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@50%off.example', last_contact_date: '2026-11-10' },
    ])
    .execute();
});
afterAll(() => database.close());

async function list(params: Record<string, unknown>) {
  const query = Query.parse(params);
  const db = database.db;
  const base = db.selectFrom('contacts').$if(query.q !== '', (qb) => qb.where(searchFilter('contacts.search_text', query.q)));
  return runList(db, base, (qb) => qb.select(['last_name', 'email']), query, {
    idColumn: 'contacts.id',
    sortColumns: {
      lastName: sql`lower(contacts.last_name)`,
      email: sql`lower(contacts.email)`,
      lastContact: sql`contacts.last_contact_date`,
    },
  });
}

describe('server-side lists', () => {
  it('sorts case-insensitively in both directions and counts the total', async () => {
    const asc = await list({});
    expect(asc.items.map((r) => r.last_name)).toEqual(['Hopper', 'Lovelace', 'turing']);
    expect(asc).toMatchObject({ total: 3, totalCapped: false, page: 1 });
    const desc = await list({ sort: 'lastName', dir: 'desc' });
    expect(desc.items.map((r) => r.last_name)).toEqual(['turing', 'Lovelace', 'Hopper']);
  });

  it('searches any field case-insensitively, treating % and _ literally', async () => {
    expect((await list({ q: 'BLETCH' })).items.map((r) => r.last_name)).toEqual(['turing']);
    expect((await list({ q: '50%' })).items.map((r) => r.last_name)).toEqual(['Hopper']);
    expect((await list({ q: '%' })).total).toBe(1);
    expect(await list({ q: 'nobody-here' })).toMatchObject({ items: [], total: 0 });
  });

  it('pages without overlap', async () => {
    const first = await list({ pageSize: 2, page: 1 });
    const second = await list({ pageSize: 2, page: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(new Set([...first.items, ...second.items].map((r) => r.email)).size).toBe(3);
  });

  it('refuses unknown sort columns and oversized pages', () => {
    expect(Query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(Query.safeParse({ pageSize: 10_000 }).success).toBe(false);
  });

  it('pages and sorts the matches of a search, and caps their count', async () => {
    const db = database.db;
    // SEARCH_COUNT_CAP + 5 contacts named 'bulk…', plus the three above.
    await sql`insert into contacts (first_name, last_name, email)
      select 'Bulk', 'bulk' || lpad(g::text, 5, '0'), 'bulk' || g || '@example.test' from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`.execute(
      db,
    );
    const many = await list({ q: 'bulk', sort: 'lastName', dir: 'desc', pageSize: 3 });
    expect(many).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(many.items.map((r) => r.last_name)).toEqual([
      `bulk0${SEARCH_COUNT_CAP + 5}`,
      `bulk0${SEARCH_COUNT_CAP + 4}`,
      `bulk0${SEARCH_COUNT_CAP + 3}`,
    ]);
    const few = await list({ q: 'bulk0000', sort: 'lastName', dir: 'desc', pageSize: 4, page: 2 });
    expect(few).toMatchObject({ total: 9, totalCapped: false, page: 2 });
    expect(few.items.map((r) => r.last_name)).toEqual(['bulk00005', 'bulk00004', 'bulk00003', 'bulk00002']);
    expect((await list({ q: 'bulk0000', page: 5, pageSize: 4 })).items).toEqual([]);
    // Without a search the count goes on to COUNT_CAP.
    expect(await list({})).toMatchObject({ total: SEARCH_COUNT_CAP + 8, totalCapped: false });
  });

  it('escapes the LIKE pattern', () => {
    expect(likePattern('A_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});
