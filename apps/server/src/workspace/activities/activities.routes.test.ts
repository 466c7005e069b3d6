import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_RECORD_TYPES, type Activity, type ActivityRecordType, type TimelinePage } from '@keel/shared/activities';
import type { TestApp } from '../../test/test-app';
import { auditEntries, type SignedIn } from '../../test/roles';
import { countRows, useActivityTestApp } from './activities.test-support';

const ctx = useActivityTestApp();
let t: TestApp;
let as: SignedIn;
let rec: Record<ActivityRecordType, string>;
beforeAll(() => {
  ({ t, as, rec } = ctx);
});

const note = (type: ActivityRecordType, body = 'Called about the <b>proposal</b>\nsee https://example.com') => ({
  kind: 'note',
  body,
  links: [{ type, id: rec[type] }],
});

async function post(cookie: string | undefined, payload: unknown) {
  return t.request({ method: 'POST', url: '/api/activities', cookie, payload: payload as never });
}
async function created(cookie: string, payload: unknown): Promise<Activity> {
  const res = await post(cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function timeline(cookie: string, type: ActivityRecordType, query = ''): Promise<TimelinePage> {
  const res = await t.request({ method: 'GET', url: `/api/timeline/${type}/${rec[type]}${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('activities', () => {
  it.each(ACTIVITY_RECORD_TYPES)('links a note to a %s, which its timeline shows with the author and the text as written', async (type) => {
    const a = await created(as.admin.cookie, note(type));
    expect(a).toMatchObject({
      kind: 'note',
      body: 'Called about the <b>proposal</b>\nsee https://example.com',
      author: { id: as.admin.user.id },
      canEdit: true,
    });
    expect(a.links).toEqual([
      {
        type,
        id: rec[type],
        label: { contact: 'Bo Baker', company: 'Acme Ltd', deal: 'Acme website', job: 'Platform Engineer', applicant: 'Cy Cole' }[type],
      },
    ]);
    const page = await timeline(as.admin.cookie, type);
    expect(page.items.filter((i) => i.source === 'activity').map((i) => i.source === 'activity' && i.activity.id)).toContain(a.id);
  });

  it('logs a call on a contact and its company at once: both timelines show it, the audit trail records it', async () => {
    const call = await created(as.user.cookie, {
      kind: 'call',
      body: 'Budget agreed',
      links: [
        { type: 'contact', id: rec.contact },
        { type: 'company', id: rec.company },
      ],
    });
    for (const type of ['contact', 'company'] as const) {
      const first = (await timeline(as.sales_rep.cookie, type)).items[0];
      expect(first.source === 'activity' && first.activity).toMatchObject({ id: call.id, kind: 'call', canEdit: false });
    }
    expect((await auditEntries(t, 'ACTIVITY_CREATED'))[0]).toMatchObject({ entity_id: call.id, user_id: as.user.user.id });
  });

  it('keeps jobs and applicants to recruiters and admins: others may neither write on them nor read their timelines', async () => {
    for (const type of ['job', 'applicant'] as const) {
      for (const role of ['user', 'sales_rep'] as const) {
        const before = await countRows(t);
        expect((await post(as[role].cookie, note(type))).statusCode).toBe(403);
        expect(await countRows(t)).toEqual(before);
        expect((await t.request({ method: 'GET', url: `/api/timeline/${type}/${rec[type]}`, cookie: as[role].cookie })).statusCode).toBe(
          403,
        );
      }
      await created(as.recruiter.cookie, note(type));
    }
    // A note on a contact and an applicant: a sales rep sees it on the contact, without the applicant's name.
    const both = await created(as.recruiter.cookie, {
      kind: 'note',
      body: 'Referred by Bo',
      links: [
        { type: 'contact', id: rec.contact },
        { type: 'applicant', id: rec.applicant },
      ],
    });
    const seen = (await timeline(as.sales_rep.cookie, 'contact')).items.find((i) => i.source === 'activity' && i.activity.id === both.id);
    expect(seen?.source === 'activity' && seen.activity.links).toEqual([{ type: 'contact', id: rec.contact, label: 'Bo Baker' }]);
  });

  it('refuses every route without a session (401), writing nothing', async () => {
    const a = await created(as.admin.cookie, note('deal'));
    const before = await countRows(t);
    for (const [method, url, payload] of [
      ['POST', '/api/activities', note('deal')],
      ['PUT', `/api/activities/${a.id}`, { kind: 'note', body: 'x' }],
      ['DELETE', `/api/activities/${a.id}`],
      ['GET', `/api/timeline/deal/${rec.deal}`],
      ['GET', '/api/tasks?today=2026-01-01'],
      ['GET', '/api/tasks/count?today=2026-01-01'],
      ['PUT', `/api/tasks/${a.id}/done`, { done: true }],
      ['PUT', `/api/tasks/${a.id}/assignee`, { assigneeId: as.admin.user.id }],
    ] as const) {
      expect((await t.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it.each([
    ['no linked record', { kind: 'note', body: 'x', links: [] }],
    ['a record that does not exist', { kind: 'note', body: 'x', links: [{ type: 'contact', id: '00000000-0000-4000-8000-000000000000' }] }],
    ['an id that is no id', { kind: 'note', body: 'x', links: [{ type: 'contact', id: 'robert' }] }],
    ['an unknown record type', { kind: 'note', body: 'x', links: [{ type: 'invoice', id: '00000000-0000-4000-8000-000000000000' }] }],
    ['an unknown kind', { kind: 'email', body: 'x', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['an empty note', { kind: 'note', body: '  \n ', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['a body over 10,000 characters', { kind: 'note', body: 'x'.repeat(10_001), links: [{ type: 'deal', id: 'DEAL' }] }],
    [
      'the same record twice',
      {
        kind: 'note',
        body: 'x',
        links: [
          { type: 'deal', id: 'DEAL' },
          { type: 'deal', id: 'DEAL' },
        ],
      },
    ],
    ['a task without a title', { kind: 'task', body: '', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['a due time without a date', { kind: 'task', title: 'Call back', dueTime: '10:00', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['a date that does not exist', { kind: 'task', title: 'Call back', dueDate: '2026-02-30', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['an unknown priority', { kind: 'task', title: 'Call back', priority: 'Urgent', links: [{ type: 'deal', id: 'DEAL' }] }],
    ['a due date on a note', { kind: 'note', body: 'x', dueDate: '2026-01-01', links: [{ type: 'deal', id: 'DEAL' }] }],
    [
      'an assignee who is no member',
      { kind: 'task', title: 'Call back', assigneeId: '00000000-0000-4000-8000-000000000000', links: [{ type: 'deal', id: 'DEAL' }] },
    ],
  ])('refuses %s with 400, writing nothing', async (_why, payload) => {
    const body = JSON.parse(JSON.stringify(payload).replaceAll('DEAL', rec.deal));
    const before = await countRows(t);
    const res = await post(as.admin.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await countRows(t)).toEqual(before);
  });

  it('lets the author and admins edit and delete, audited; anyone else is refused and nothing changes', async () => {
    const a = await created(as.sales_rep.cookie, note('company', 'First draft'));
    let version = a.version;
    const edit = async (cookie: string, body: string) => {
      const res = await t.request({ method: 'PUT', url: `/api/activities/${a.id}`, cookie, payload: { kind: 'note', body, version } });
      if (res.statusCode === 200) version = res.json().version;
      return res;
    };
    const del = (cookie: string) => t.request({ method: 'DELETE', url: `/api/activities/${a.id}`, cookie });
    for (const role of ['user', 'recruiter'] as const) {
      expect((await edit(as[role].cookie, 'Hijacked')).statusCode).toBe(403);
      expect((await del(as[role].cookie)).statusCode).toBe(403);
    }
    const mine = await edit(as.sales_rep.cookie, 'Second draft');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await edit(as.admin.cookie, 'Tidied by the admin')).json()).toMatchObject({
      body: 'Tidied by the admin',
      author: { id: as.sales_rep.user.id },
    });
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/activities/${a.id}`,
          cookie: as.admin.cookie,
          payload: { kind: 'task', title: 'Now a task', version },
        })
      ).statusCode,
    ).toBe(400);
    const updates = (await auditEntries(t, 'ACTIVITY_UPDATED')).filter((e) => e.entity_id === a.id);
    expect(updates.map((e) => e.user_id)).toEqual([as.admin.user.id, as.sales_rep.user.id]);
    expect(updates[0].details).toMatchObject({ changes: { body: { from: 'Second draft', to: 'Tidied by the admin' } } });

    expect((await del(as.admin.cookie)).statusCode).toBe(204);
    expect((await del(as.admin.cookie)).statusCode).toBe(404);
    expect((await auditEntries(t, 'ACTIVITY_DELETED'))[0]).toMatchObject({
      entity_id: a.id,
      user_id: as.admin.user.id,
      details: { byAdmin: true },
    });
    const shown = (await timeline(as.admin.cookie, 'company')).items.filter((i) => i.source === 'activity' && i.activity.id === a.id);
    expect(shown).toEqual([]);
  });

  it('refuses an edit started from an older version (409, who saved it and when), and one without a version (400); nothing changes', async () => {
    const a = await created(as.sales_rep.cookie, note('contact', 'Agreed on Tuesday'));
    expect(a.version).toBe(1);
    const put = (cookie: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/activities/${a.id}`, cookie, payload: { kind: 'note', ...payload } });
    const first = await put(as.admin.cookie, { body: 'Agreed on Wednesday', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await put(as.sales_rep.cookie, { body: 'Agreed on Thursday', version: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', stale: { version: 2, changedBy: as.admin.user.fullName } });
    expect((await put(as.sales_rep.cookie, { body: 'No version' })).statusCode).toBe(400);
    const shown = (await timeline(as.sales_rep.cookie, 'contact')).items.find((i) => i.source === 'activity' && i.activity.id === a.id);
    expect(shown).toMatchObject({ activity: { body: 'Agreed on Wednesday', version: 2 } });
    // Overwriting on purpose: the same edit with the version the 409 reported.
    expect((await put(as.sales_rep.cookie, { body: 'Agreed on Thursday', version: 2 })).json()).toMatchObject({
      body: 'Agreed on Thursday',
      version: 3,
    });
  });

  it("keeps a task's version when its due job is (re)scheduled: the version a save returns is the one the next save sends", async () => {
    const task = await created(as.sales_rep.cookie, {
      kind: 'task',
      title: 'Send the proposal',
      dueDate: '2031-05-01',
      links: [{ type: 'contact', id: rec.contact }],
    });
    const put = (payload: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: `/api/activities/${task.id}`,
        cookie: as.sales_rep.cookie,
        payload: { kind: 'task', title: 'Send the proposal', ...payload },
      });
    const moved = await put({ dueDate: '2031-05-02', version: task.version });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await put({ dueDate: '2031-05-03', version: moved.json().version });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 404 for the timeline of a record that does not exist, and 400 for a bad cursor', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/timeline/contact/00000000-0000-4000-8000-000000000000', cookie: as.admin.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/timeline/contact/nope', cookie: as.admin.cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/timeline/contact/${rec.contact}?cursor=yesterday`, cookie: as.admin.cookie }))
        .statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/timeline/invoice/${rec.contact}`, cookie: as.admin.cookie })).statusCode).toBe(400);
  });
});
