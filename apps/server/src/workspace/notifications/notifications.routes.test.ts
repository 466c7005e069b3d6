import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionToken, type Notification, type NotificationPage } from '@keel/shared/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openEventStream } from '../../test/sse-client';
import { recordOfEachType } from '../activities/activities.test-support';
import { applicantBody, jobBody } from '../../test/recruitment';
import { apply, candidate, insertJob } from '../../test/careers';

let t: TestApp;
let base: string;
type Member = Awaited<ReturnType<TestApp['userWithRole']>>;
let ada: Member; // writes and assigns
let bo: Member; // is told
let cy: Member;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await t.userWithRole('admin', { fullName: 'Ada Admin' });
  bo = await t.userWithRole('user', { fullName: 'Bo User' });
  cy = await t.userWithRole('sales_rep', { fullName: 'Cy Rep' });
  contactId = (await recordOfEachType(t)).contact;
}, 180_000); // a loaded machine: building the app and four accounts can take a while

afterAll(() => t.close(), 120_000);

function links() {
  return [{ type: 'contact', id: contactId }];
}
async function write(cookie: string, payload: object) {
  const res = await t.request({ method: 'POST', url: '/api/activities', cookie, payload: { links: links(), ...payload } as never });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; version: number }>();
}
async function mine(member: Member, query = ''): Promise<NotificationPage> {
  const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, cookie: member.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function unread(member: Member): Promise<number> {
  return (await t.request({ method: 'GET', url: '/api/notifications/unread-count', cookie: member.cookie })).json<{ unread: number }>()
    .unread;
}
async function clear(...members: Member[]) {
  for (const m of members) await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: m.cookie });
}

describe('notifications', () => {
  it('answers 401 without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${contactId}/read`],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('tells the assignee of a task someone else gives them, with a link to the record; never the one who assigns', async () => {
    await clear(ada, bo);
    const before = (await mine(ada)).items.length;
    await write(ada.cookie, { kind: 'task', title: 'Call back about pricing', assigneeId: bo.user.id });
    const page = await mine(bo);
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'task_assigned',
      record: { type: 'contact', id: contactId },
      actor: { id: ada.user.id, name: 'Ada Admin' },
      text: 'Ada Admin assigned you a task: Call back about pricing (Bo Baker)',
      readAt: null,
    });
    expect((await mine(ada)).items).toHaveLength(before);
    // A task one gives oneself tells nobody.
    await write(bo.cookie, { kind: 'task', title: 'My own' });
    expect(await unread(bo)).toBe(1);
  });

  it('tells the new assignee when a task is handed on, not the member who hands it on', async () => {
    await clear(ada, bo, cy);
    const task = await write(bo.cookie, { kind: 'task', title: 'Send the proposal' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/tasks/${task.id}/assignee`,
      cookie: bo.cookie,
      payload: { assigneeId: cy.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine(cy)).items[0]).toMatchObject({
      kind: 'task_assigned',
      text: 'Bo User assigned you a task: Send the proposal (Bo Baker)',
    });
    expect(await unread(bo)).toBe(0);
    // Cy hands it back to Bo: Bo is told, Cy is not.
    await t.request({ method: 'PUT', url: `/api/tasks/${task.id}/assignee`, cookie: cy.cookie, payload: { assigneeId: bo.user.id } });
    expect((await mine(bo)).items[0]).toMatchObject({ kind: 'task_assigned', actor: { name: 'Cy Rep' } });
    expect(await unread(cy)).toBe(1);
  });

  it('tells members @mentioned in a note; an edit tells only those it adds; oneself and unknown or deactivated members are not told', async () => {
    await clear(ada, bo, cy);
    const gone = await t.userWithRole('user', { fullName: 'Gone Member' });
    await t.database.db.updateTable('users').set({ banned: true }).where('id', '=', gone.user.id).execute();
    const body = `Hi ${mentionToken('Bo User', bo.user.id)} and ${mentionToken('Ada Admin', ada.user.id)}, ${mentionToken('Gone', gone.user.id)} ${mentionToken('Nobody', '00000000-0000-4000-8000-000000000000')}`;
    const note = await write(ada.cookie, { kind: 'note', body });
    expect((await mine(bo)).items[0]).toMatchObject({
      kind: 'mention',
      text: 'Ada Admin mentioned you in a note on Bo Baker',
      record: { type: 'contact', id: contactId },
    });
    expect(await unread(ada)).toBe(0);
    expect(await t.database.db.selectFrom('notifications').select('id').where('recipient_id', '=', gone.user.id).execute()).toHaveLength(0);

    const res = await t.request({
      method: 'PUT',
      url: `/api/activities/${note.id}`,
      cookie: ada.cookie,
      payload: { kind: 'note', body: `${body} and ${mentionToken('Cy Rep', cy.user.id)}`, version: note.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread(bo)).toBe(1);
    expect((await mine(cy)).items[0]).toMatchObject({ kind: 'mention', actor: { id: ada.user.id } });
  });

  it('lets each member read and mark only their own notifications', async () => {
    await clear(ada, bo);
    await write(ada.cookie, { kind: 'task', title: 'One', assigneeId: bo.user.id });
    await write(ada.cookie, { kind: 'task', title: 'Two', assigneeId: bo.user.id });
    const [two, one] = (await mine(bo)).items;
    expect(two.subject).toMatch(/^Two/);
    // Ada cannot mark Bo's: 404 and it stays unread.
    expect((await t.request({ method: 'POST', url: `/api/notifications/${one.id}/read`, cookie: ada.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/notifications/not-an-id/read', cookie: bo.cookie })).statusCode).toBe(404);
    expect(await unread(bo)).toBe(2);
    expect((await mine(ada)).items.map((n) => n.id)).not.toContain(one.id);

    const read = await t.request({ method: 'POST', url: `/api/notifications/${one.id}/read`, cookie: bo.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>().readAt).not.toBeNull();
    expect(await unread(bo)).toBe(1);
    expect((await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: bo.cookie })).json()).toEqual({ unread: 0 });
    expect(await unread(bo)).toBe(0);
  });

  it('pages newest first by keyset, each notification once', async () => {
    const member = await t.userWithRole('user', { fullName: 'Pat Pages' });
    for (let i = 0; i < 25; i += 1) await write(ada.cookie, { kind: 'task', title: `Task ${i}`, assigneeId: member.user.id });
    const first = await mine(member);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0].subject).toMatch(/^Task 24 /);
    const second = await mine(member, `?after=${first.nextAfter}`);
    expect(second.items.map((n) => n.subject.split(' (')[0])).toEqual(['Task 4', 'Task 3', 'Task 2', 'Task 1', 'Task 0']);
    expect(second.nextAfter).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/notifications?limit=0', cookie: member.cookie })).statusCode).toBe(400);
  });

  it('pages past notifications written within one millisecond, skipping none', async () => {
    const member = await t.userWithRole('user', { fullName: 'Mo Micro' });
    const at = ['2026-01-01T08:00:00.123456Z', '2026-01-01T08:00:00.123400Z', '2026-01-01T08:00:00.123300Z'];
    await t.database.db
      .insertInto('notifications')
      .values(
        at.map((createdAt, i) => ({
          recipient_id: member.user.id,
          kind: 'mention' as const,
          record_type: 'contact' as const,
          record_id: contactId,
          actor_name: 'Ada Admin',
          subject: `S${i}`,
          created_at: createdAt,
        })),
      )
      .execute();
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 3; i += 1) {
      const page = await mine(member, `?limit=1${after ? `&after=${after}` : ''}`);
      seen.push(...page.items.map((n) => n.subject));
      after = page.nextAfter ?? '';
    }
    expect(seen).toEqual(['S0', 'S1', 'S2']);
  });

  it('reaches the recipient’s event stream only', async () => {
    const boStream = await openEventStream(`${base}/api/events`, bo.cookie);
    const cyStream = await openEventStream(`${base}/api/events`, cy.cookie);
    try {
      await write(ada.cookie, { kind: 'task', title: 'Live one', assigneeId: bo.user.id });
      const event = await boStream.waitFor((e) => (e.topic as string) === 'notifications', 20_000);
      expect(event).toMatchObject({ topic: 'notifications', by: ada.user.id });
      // A later change everyone hears: by then Cy's stream would have had Bo's notification.
      const barrier = await t.request({
        method: 'POST',
        url: '/api/contacts',
        cookie: ada.cookie,
        payload: { first_name: 'Barrier', last_name: 'Contact', email: 'barrier@example.test' } as never,
      });
      expect(barrier.statusCode, barrier.body).toBe(201);
      await cyStream.waitFor((e) => e.topic === 'contacts', 20_000);
      expect(cyStream.events.filter((e) => (e.topic as string) === 'notifications')).toEqual([]);
    } finally {
      boStream.close();
      cyStream.close();
    }
  });

  it('tells the first admin of a public inquiry assigned to them, with a link to the lead', async () => {
    await clear(ada);
    const res = await t.request({
      method: 'POST',
      url: '/api/inquiries',
      payload: { firstName: 'Dana', lastName: 'Scully', email: 'dana@fbi.example', message: 'A CRM rollout plan.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = await t.database.db
      .selectFrom('deals')
      .select(['id', 'assigned_sales_rep_id', 'name'])
      .where('email', '=', 'dana@fbi.example')
      .executeTakeFirstOrThrow();
    expect(lead.assigned_sales_rep_id).toBe(ada.user.id);
    expect((await mine(ada)).items[0]).toMatchObject({
      kind: 'inquiry_assigned',
      record: { type: 'deal', id: lead.id },
      actor: null,
      text: `New inquiry assigned to you: Dana Scully (${lead.name})`,
    });
    // A member entering an inquiry for themselves is not told.
    const staff = await t.request({
      method: 'POST',
      url: '/api/inquiries',
      cookie: ada.cookie,
      payload: { firstName: 'Walter', lastName: 'Skinner', email: 'walter@fbi.example', message: 'Budget.' },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await unread(ada)).toBe(1);
  });

  it('tells the recruiter of a job of a new applicant for it, not the recruiter who enters one', async () => {
    const rita = await t.userWithRole('recruiter', { fullName: 'Rita Recruiter' });
    const job = await t.request({ method: 'POST', url: '/api/jobs', cookie: rita.cookie, payload: jobBody({ title: 'Platform Lead' }) });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json<{ job_id: string }>().job_id;
    const added = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: ada.cookie,
      payload: applicantBody({ job_id: jobId, email: 'jane.new@example.com' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const applicantId = added.json<{ applicant: { applicant_id: string } }>().applicant.applicant_id;
    expect((await mine(rita)).items[0]).toMatchObject({
      kind: 'new_applicant',
      record: { type: 'applicant', id: applicantId },
      text: 'New applicant: Jane Doe for Platform Lead',
    });
    await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: rita.cookie,
      payload: applicantBody({ job_id: jobId, email: 'own@example.com' }),
    });
    expect(await unread(rita)).toBe(1);
  });

  it('tells the recruiter of a job of an application from the careers site', async () => {
    const rex = await t.userWithRole('recruiter', { fullName: 'Rex Recruiter' });
    const jobId = await insertJob(t, { title: 'Site Reliability Engineer', recruiter_id: rex.user.id });
    const res = await apply(t, jobId, candidate());
    expect(res.statusCode, res.body).toBe(200);
    const applicant = await t.database.db
      .selectFrom('applicants')
      .select('applicant_id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect((await mine(rex)).items[0]).toMatchObject({
      kind: 'new_applicant',
      record: { type: 'applicant', id: applicant.applicant_id },
      actor: null,
      text: 'New applicant: Ada Lovelace for Site Reliability Engineer',
    });
  });
});
