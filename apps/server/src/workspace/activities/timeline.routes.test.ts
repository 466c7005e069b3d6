import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineItem, TimelinePage } from '@keel/shared/activities';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { stageIds } from '../../crm/funnel/funnel.test-support';

let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const key = (i: TimelineItem) => (i.source === 'activity' ? `a:${i.activity.id}` : `h:${i.id}`);

/** Every page of a timeline, following nextCursor. */
async function walk(url: string, limit: number) {
  const items: TimelineItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.request({
      method: 'GET',
      url: `${url}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie: as.admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page: TimelinePage = res.json();
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, pages };
}

describe('record timeline', () => {
  it('interleaves a lead’s activities with its history as sentences, newest first', async () => {
    const stages = await stageIds(t);
    const titles = Object.keys(stages);
    const lead = await t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: as.sales_rep.cookie,
      payload: { name: 'Globex rollout', stageId: stages[titles[0]] },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.json().id as string;
    const noted = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: as.sales_rep.cookie,
      payload: { kind: 'note', body: 'Kick-off booked', links: [{ type: 'deal', id }] },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const moved = await t.request({
      method: 'POST',
      url: `/api/funnel/leads/${id}/move`,
      cookie: as.admin.cookie,
      payload: { stageId: stages[titles[1]], version: lead.json().version },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await t.request({ method: 'GET', url: `/api/timeline/deal/${id}`, cookie: as.user.cookie });
    const items: TimelineItem[] = res.json().items;
    expect(items.map((i) => (i.source === 'activity' ? i.activity.body : i.text))).toEqual([
      `${as.admin.user.fullName} moved the lead from “${titles[0]}” to “${titles[1]}”.`,
      'Kick-off booked',
      `${as.sales_rep.user.fullName} created the lead “Globex rollout” in “${titles[0]}”.`,
    ]);
    const history = await t.request({ method: 'GET', url: `/api/timeline/deal/${id}?kind=history`, cookie: as.user.cookie });
    expect(history.json().items.map((i: TimelineItem) => i.source)).toEqual(['history', 'history']);
    const notes = await t.request({ method: 'GET', url: `/api/timeline/deal/${id}?kind=note`, cookie: as.user.cookie });
    expect(notes.json().items.map((i: TimelineItem) => i.source)).toEqual(['activity']);
  });

  it('pages by keyset through items sharing one instant: every item once, in order, none skipped', async () => {
    const company = await t.database.db.insertInto('companies').values({ name: 'Initech' }).returning('id').executeTakeFirstOrThrow();
    const db = t.database.db;
    // 30 activities and 7 history entries at the very same microsecond, 10 more a second later.
    const at = new Date('2026-03-01T10:00:00.123Z');
    const later = new Date('2026-03-01T10:00:01.000Z');
    for (const [n, when] of [
      [30, at],
      [10, later],
    ] as const) {
      const rows = await db
        .insertInto('activities')
        .values(Array.from({ length: n }, (_, i) => ({ kind: 'note' as const, body: `n${i}`, author_name: 'Fixture', created_at: when })))
        .returning(['id', 'created_at'])
        .execute();
      await db
        .insertInto('activity_links')
        .values(
          rows.map((r) => ({
            activity_id: r.id,
            record_type: 'company' as const,
            record_id: company.id,
            kind: 'note' as const,
            created_at: r.created_at,
          })),
        )
        .execute();
    }
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 7 }, () => ({
          action_type: 'COMPANY_UPDATED' as const,
          entity_type: 'company',
          entity_id: company.id,
          user_name: 'Fixture',
          created_at: at,
          details: JSON.stringify({ changes: { city: { from: 'A', to: 'B' } } }),
        })),
      )
      .execute();

    const whole = await walk(`/api/timeline/company/${company.id}`, 100);
    expect(whole.items).toHaveLength(47);
    expect(new Set(whole.items.map((i) => i.at.slice(0, 19)))).toEqual(new Set(['2026-03-01T10:00:01', '2026-03-01T10:00:00']));
    const paged = await walk(`/api/timeline/company/${company.id}`, 6);
    expect(paged.pages).toBe(8);
    expect(paged.items.map(key)).toEqual(whole.items.map(key));
    expect(new Set(paged.items.map(key)).size).toBe(47);
    // At one instant, activities come before history entries.
    const sources = whole.items.filter((i) => i.at.startsWith('2026-03-01T10:00:00')).map((i) => i.source);
    expect(sources).toEqual([...Array(30).fill('activity'), ...Array(7).fill('history')]);
  });
});
