import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelinePage } from '@keel/shared/activities';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';

/** Decision 0063: a company's timeline rolls up its contacts' and deals' activities; a contact's its deals'. */
let t: TestApp;
let as: SignedIn;
const ids = { company: '', contact: '', deal: '', otherContact: '' };
const bodies = { company: '', contact: '', deal: '', both: '', elsewhere: '' };

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  const db = t.database.db;
  ids.company = (await db.insertInto('companies').values({ name: 'Harbor Co' }).returning('id').executeTakeFirstOrThrow()).id;
  const [contact, other] = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Lena', last_name: 'Ortiz', email: 'lena@harbor.test', company_id: ids.company },
      { first_name: 'Max', last_name: 'Elsewhere', email: 'max@else.test' },
    ])
    .returning('id')
    .execute();
  ids.contact = contact.id;
  ids.otherContact = other.id;
  const stage = (await db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
  ids.deal = (
    await db
      .insertInto('deals')
      .values({ stage_id: stage, name: 'Dock portal', company_id: ids.company, contact_ids: [ids.contact] })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const log = async (kind: string, body: string, links: Array<{ type: string; id: string }>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: as.sales_rep.cookie,
      payload: { kind, body, links } as never,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  bodies.company = await log('note', 'On the company', [{ type: 'company', id: ids.company }]);
  bodies.contact = await log('call', 'Called Lena', [{ type: 'contact', id: ids.contact }]);
  bodies.deal = await log('meeting', 'Deal kick-off', [{ type: 'deal', id: ids.deal }]);
  bodies.both = await log('note', 'On company and contact', [
    { type: 'company', id: ids.company },
    { type: 'contact', id: ids.contact },
  ]);
  bodies.elsewhere = await log('note', 'Someone else', [{ type: 'contact', id: ids.otherContact }]);
});
afterAll(() => t.close());

async function activities(type: string, id: string, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/timeline/${type}/${id}${query}`, cookie: as.user.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<TimelinePage>()
    .items.flatMap((i) => (i.source === 'activity' ? [i.activity.id] : []))
    .sort();
}

describe('roll-up timelines', () => {
  it("a company's shows its contacts' and deals' activities, each once; 'own' shows only its own", async () => {
    expect(await activities('company', ids.company)).toEqual([bodies.company, bodies.contact, bodies.deal, bodies.both].sort());
    expect(await activities('company', ids.company, '?scope=own')).toEqual([bodies.company, bodies.both].sort());
    expect(await activities('company', ids.company, '?kind=call')).toEqual([bodies.contact]);
  });

  it("a contact's shows its deals' activities; a deal's only its own", async () => {
    expect(await activities('contact', ids.contact)).toEqual([bodies.contact, bodies.deal, bodies.both].sort());
    expect(await activities('contact', ids.contact, '?scope=own')).toEqual([bodies.contact, bodies.both].sort());
    expect(await activities('deal', ids.deal)).toEqual([bodies.deal]);
  });

  it('pages through a roll-up without repeating or skipping', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request({
        method: 'GET',
        url: `/api/timeline/company/${ids.company}?limit=1&kind=note${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        cookie: as.user.cookie,
      });
      const page: TimelinePage = res.json();
      seen.push(...page.items.flatMap((i) => (i.source === 'activity' ? [i.activity.id] : [])));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([bodies.company, bodies.both].sort());
  });

  it('refuses an unknown scope with 400', async () => {
    const res = await t.request({ method: 'GET', url: `/api/timeline/company/${ids.company}?scope=everything`, cookie: as.user.cookie });
    expect(res.statusCode).toBe(400);
  });
});
