import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('user')).cookie;
});
afterAll(() => t.close());

async function summary(query = '') {
  const res = await t.request({ method: 'GET', url: `/api/reporting/summary${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/reporting/summary', () => {
  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/reporting/summary' })).statusCode).toBe(401);
  });

  it('is empty on an empty CRM', async () => {
    expect(await summary()).toEqual({
      snapshot: { contacts: 0, companies: 0, inquiries: 0, deals: 0, teamMembers: 1 },
      recentContactAdditions: [],
    });
  });

  it('counts records and lists the last 7 distinct days with additions, newest first', async () => {
    const db = t.database.db;
    await db.insertInto('companies').values({ name: 'Acme' }).execute();
    // Ten distinct days (gaps included), two additions on the newest one, one inquiry.
    const days = [
      '2026-01-02',
      '2026-01-03',
      '2026-01-05',
      '2026-01-08',
      '2026-01-09',
      '2026-01-12',
      '2026-01-13',
      '2026-01-20',
      '2026-01-21',
      '2026-01-30',
    ];
    await db
      .insertInto('contacts')
      .values([
        ...days.map((d, i) => ({ email: `c${i}@example.test`, created_at: `${d}T12:00:00Z`, is_inquiry: i === 0 })),
        { email: 'late@example.test', created_at: '2026-01-30T23:30:00Z' },
      ])
      .execute();
    const result = await summary();
    expect(result.snapshot).toEqual({ contacts: 11, companies: 1, inquiries: 1, deals: 0, teamMembers: 1 });
    expect(result.recentContactAdditions).toEqual([
      { date: '2026-01-30', count: 2 },
      { date: '2026-01-21', count: 1 },
      { date: '2026-01-20', count: 1 },
      { date: '2026-01-13', count: 1 },
      { date: '2026-01-12', count: 1 },
      { date: '2026-01-09', count: 1 },
      { date: '2026-01-08', count: 1 },
    ]);
  });

  it("cuts days in the viewer's time zone", async () => {
    // 23:30 UTC on the 30th is already the 31st in Tokyo.
    const tokyo = await summary('?tz=Asia/Tokyo');
    expect(tokyo.recentContactAdditions.slice(0, 2)).toEqual([
      { date: '2026-01-31', count: 1 },
      { date: '2026-01-30', count: 1 },
    ]);
    expect((await t.request({ method: 'GET', url: '/api/reporting/summary?tz=Mars/Olympus', cookie })).statusCode).toBe(400);
    const { rows } = await sql<{ n: string }>`select count(*) as n from contacts`.execute(t.database.db);
    expect(Number(rows[0].n)).toBe(11);
  });
});
