import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@keel/shared/activities';
import { mentionToken, type NotificationPage } from '@keel/shared/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countRows } from '../../workspace/activities/activities.test-support';
import { stageIds } from './funnel.test-support';

/** Decision 0063: a logged call or meeting moves its records' last contact date; a call has an outcome and a length. */
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['userWithRole']>>;
let rep: Member;
let bo: Member;
let contactId: string;
let otherContactId: string;
let dealId: string;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.userWithRole('sales_rep', { fullName: 'Sam Rep' });
  bo = await t.userWithRole('user', { fullName: 'Bo User' });
  const db = t.database.db;
  const contacts = await db
    .insertInto('contacts')
    .values([
      { first_name: 'Ann', last_name: 'Called', email: 'ann@x.test', last_contact_date: '2026-01-10' },
      { first_name: 'Ben', last_name: 'Met', email: 'ben@x.test' },
    ])
    .returning('id')
    .execute();
  [contactId, otherContactId] = contacts.map((c) => c.id);
  const ids = await stageIds(t);
  dealId = (
    await db
      .insertInto('deals')
      .values({ name: 'Dock portal', stage_id: ids['Contacted'], contact_ids: [otherContactId], last_contact_date: '2026-01-05' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => t.close());

async function log(payload: object, status = 201) {
  const res = await t.request({ method: 'POST', url: '/api/activities', cookie: rep.cookie, payload: payload as never });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Activity>();
}
const lastContact = async () => {
  const db = t.database.db;
  const contacts = await db.selectFrom('contacts').select(['id', 'last_contact_date', 'version']).execute();
  const deal = await db.selectFrom('deals').select(['last_contact_date', 'version']).where('id', '=', dealId).executeTakeFirstOrThrow();
  const of = (id: string) => contacts.find((c) => c.id === id)!;
  return {
    ann: of(contactId).last_contact_date,
    ben: of(otherContactId).last_contact_date,
    deal: deal.last_contact_date,
    annVersion: of(contactId).version,
  };
};

describe('calls and meetings', () => {
  it('a logged call records its outcome and length and moves the contact’s last contact date to its day', async () => {
    const before = await lastContact();
    const call = await log({
      kind: 'call',
      body: 'Left a message about the proposal.',
      occurredOn: '2026-03-05',
      outcome: 'voicemail',
      durationMinutes: 2,
      links: [{ type: 'contact', id: contactId }],
    });
    expect(call).toMatchObject({ kind: 'call', occurredOn: '2026-03-05', outcome: 'voicemail', durationMinutes: 2 });
    expect(await lastContact()).toMatchObject({ ann: '2026-03-05', annVersion: before.annVersion + 1, deal: '2026-01-05' });
    const contactPage = await t.request({ method: 'GET', url: `/api/contacts/${contactId}`, cookie: rep.cookie });
    expect(contactPage.json()).toMatchObject({ last_contact_date: '2026-03-05' });
    const audit = await t.database.db.selectFrom('audit_log').select('details').where('entity_id', '=', call.id).executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ occurredOn: '2026-03-05', lastContactMoved: 1, outcome: 'voicemail' });
  });

  it('a meeting on a deal moves the deal’s and its contacts’ dates; an earlier day or a note moves nothing', async () => {
    await log({ kind: 'meeting', body: 'Walked through the portal.', occurredOn: '2026-03-10', links: [{ type: 'deal', id: dealId }] });
    expect(await lastContact()).toMatchObject({ deal: '2026-03-10', ben: '2026-03-10', ann: '2026-03-05' });
    const lead = await t.request({ method: 'GET', url: `/api/funnel/leads/${dealId}`, cookie: rep.cookie });
    expect(lead.json()).toMatchObject({ lastContactDate: '2026-03-10' });

    await log({
      kind: 'call',
      body: 'Older call, logged late.',
      occurredOn: '2026-02-01',
      outcome: 'connected',
      links: [{ type: 'deal', id: dealId }],
    });
    await log({ kind: 'note', body: 'Just a note.', links: [{ type: 'contact', id: contactId }] });
    expect(await lastContact()).toMatchObject({ deal: '2026-03-10', ben: '2026-03-10', ann: '2026-03-05' });
  });

  it('an edit that moves the call to a later day moves the date with it', async () => {
    const call = await log({ kind: 'call', body: 'Follow-up.', occurredOn: '2026-03-06', links: [{ type: 'contact', id: contactId }] });
    const res = await t.request({
      method: 'PUT',
      url: `/api/activities/${call.id}`,
      cookie: rep.cookie,
      payload: {
        kind: 'call',
        body: 'Follow-up.',
        occurredOn: '2026-03-20',
        outcome: 'connected',
        durationMinutes: 25,
        version: call.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'connected', durationMinutes: 25 });
    expect((await lastContact()).ann).toBe('2026-03-20');
  });

  it.each([
    [{ kind: 'note', body: 'x', outcome: 'connected' }],
    [{ kind: 'meeting', body: 'x', durationMinutes: 30 }],
    [{ kind: 'note', body: 'x', occurredOn: '2026-03-01' }],
    [{ kind: 'call', body: 'x', outcome: 'busy' }],
    [{ kind: 'call', body: 'x', durationMinutes: -5 }],
    [{ kind: 'call', body: 'x', durationMinutes: 2000 }],
    [{ kind: 'call', body: 'x', occurredOn: '2026-02-30' }],
  ])('refuses %j with 400 and writes nothing', async (payload) => {
    const before = [await countRows(t), await lastContact()];
    const res = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: rep.cookie,
      payload: { ...payload, links: [{ type: 'contact', id: contactId }] } as never,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect([await countRows(t), await lastContact()]).toEqual(before);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/activities',
      payload: { kind: 'call', body: 'x', links: [{ type: 'contact', id: contactId }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a mention in a call says so, and opens the record at the call', async () => {
    const call = await log({
      kind: 'call',
      body: `${mentionToken('Bo User', bo.user.id)} please send the pricing.`,
      outcome: 'connected',
      links: [{ type: 'contact', id: contactId }],
    });
    const res = await t.request({ method: 'GET', url: '/api/notifications', cookie: bo.cookie });
    const [mention] = res.json<NotificationPage>().items;
    expect(mention).toMatchObject({
      kind: 'mention',
      text: 'Sam Rep mentioned you in a call on Ann Called',
      activity: { id: call.id, kind: 'call' },
      record: { type: 'contact', id: contactId },
    });
  });
});
