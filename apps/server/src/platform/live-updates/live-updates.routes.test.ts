import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@keel/shared/live-updates';
import { insertDeals, stageIds } from '../../crm/funnel/funnel.test-support';
import { openEventStream, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
let ids: Record<string, string>;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let rep: Awaited<ReturnType<TestApp['userWithRole']>>;
let other: Awaited<ReturnType<TestApp['userWithRole']>>;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.userWithRole('admin');
  rep = await t.userWithRole('sales_rep');
  other = await t.userWithRole('user');
  ids = await stageIds(t);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function listen(cookie: string, tab?: string) {
  const stream = await openEventStream(`${base}/api/events${tab ? `?tab=${tab}` : ''}`, cookie);
  streams.push(stream);
  return stream;
}

function move(cookie: string, id: string, stageId: string, version: number, tab?: string) {
  return t.request({
    method: 'POST',
    url: `/api/funnel/leads/${id}/move`,
    payload: { stageId, version },
    cookie,
    headers: tab ? { 'x-keel-tab': tab } : {},
  });
}

const is = (topic: LiveEvent['topic'], id?: string) => (e: LiveEvent) => e.topic === topic && (id === undefined || e.id === id);

describe('GET /api/events', () => {
  it('refuses a caller without a session (401) and a malformed tab id (400)', async () => {
    const anonymous = await openEventStream(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.contentType).toContain('application/json');
    const bad = await listen(rep.cookie, 'no%20spaces');
    expect(bad.status).toBe(400);
  });

  it('tells a signed-in user about a card another user moved: topic, id and who, nothing else', async () => {
    const stream = await listen(rep.cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    const [deal] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(admin.cookie, deal, ids['Contacted'], 1)).statusCode).toBe(200);
    const event = await stream.waitFor(is('funnel', deal));
    expect(event).toEqual({ topic: 'funnel', id: deal, by: admin.user.id });
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
  });

  it("does not echo a tab's own change back to that tab, but tells the user's other tabs", async () => {
    const tabA = await listen(admin.cookie, 'tab-a');
    const tabB = await listen(admin.cookie, 'tab-b');
    const [first, second] = await insertDeals(t, ids['New Inquiry'], 2);
    expect((await move(admin.cookie, first, ids['Contacted'], 1, 'tab-a')).statusCode).toBe(200);
    expect((await move(admin.cookie, second, ids['Contacted'], 1, 'tab-b')).statusCode).toBe(200);
    await tabB.waitFor(is('funnel', first));
    // Events arrive in order: once tab A has the second move, it would have had the first.
    await tabA.waitFor(is('funnel', second));
    expect(tabA.events.some(is('funnel', first))).toBe(false);
    expect(tabB.events.some(is('funnel', second))).toBe(false);
  });

  it('says nothing about a refused change (nothing committed)', async () => {
    const stream = await listen(rep.cookie);
    const [stale, marker] = await insertDeals(t, ids['New Inquiry'], 2);
    expect((await move(admin.cookie, stale, ids['Contacted'], 7)).statusCode).toBe(409);
    expect((await move(admin.cookie, marker, ids['Contacted'], 1)).statusCode).toBe(200);
    await stream.waitFor(is('funnel', marker));
    expect(stream.events.some(is('funnel', stale))).toBe(false);
  });

  it('announces contacts, companies, stages and lead edits and deletions', async () => {
    const stream = await listen(rep.cookie);
    const company = await t.request({ method: 'POST', url: '/api/companies', cookie: admin.cookie, payload: { name: 'Live Co' } });
    expect(company.statusCode, company.body).toBe(201);
    await stream.waitFor(is('companies', company.json().id));
    const contact = await t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: admin.cookie,
      payload: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contactId: string = contact.json().id;
    await stream.waitFor(is('contacts', contactId));
    const edit = await t.request({
      method: 'PUT',
      url: `/api/contacts/${contactId}`,
      cookie: admin.cookie,
      payload: { first_name: 'Grace B.', last_name: 'Hopper', email: 'grace@example.test', version: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/contacts/${contactId}`, cookie: admin.cookie })).statusCode).toBe(204);
    await stream.waitFor((e) => stream.events.filter(is('contacts', contactId)).length === 3 && e.topic === 'contacts');
    const stage = await t.request({
      method: 'POST',
      url: '/api/funnel/stages',
      cookie: admin.cookie,
      payload: { title: 'Live Stage', color: '#123456' },
    });
    expect(stage.statusCode, stage.body).toBe(201);
    await stream.waitFor(is('funnel', stage.json().id));
    expect((await t.request({ method: 'DELETE', url: `/api/funnel/stages/${stage.json().id}`, cookie: admin.cookie })).statusCode).toBe(
      204,
    );
    await stream.waitFor((e) => stream.events.filter(is('funnel', stage.json().id)).length === 2 && e.topic === 'funnel');
  });

  it('announces activities written, edited, completed and deleted, so open timelines and widgets refetch', async () => {
    const stream = await listen(other.cookie);
    const contact = await t.database.db
      .insertInto('contacts')
      .values({ first_name: 'Ada', last_name: 'Live', email: 'ada-live@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: rep.cookie,
      payload: { kind: 'task', title: 'Call Ada', links: [{ type: 'contact', id: contact.id }] },
    });
    expect(task.statusCode, task.body).toBe(201);
    const id: string = task.json().id;
    await stream.waitFor(is('activities', id));
    const edit = await t.request({
      method: 'PUT',
      url: `/api/activities/${id}`,
      cookie: rep.cookie,
      payload: { kind: 'task', title: 'Call Ada back', version: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/tasks/${id}/done`, cookie: rep.cookie, payload: { done: true } })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/activities/${id}`, cookie: rep.cookie })).statusCode).toBe(204);
    await stream.waitFor((e) => stream.events.filter(is('activities', id)).length === 4 && e.topic === 'activities');
    expect(stream.events.find(is('activities', id))).toEqual({ topic: 'activities', id, by: rep.user.id });
  });

  it('tells only the owner and admins about a dashboard change, never another user', async () => {
    const owner = await listen(other.cookie);
    const adminStream = await listen(admin.cookie);
    const stranger = await listen(rep.cookie);
    const created = await t.request({ method: 'POST', url: '/api/dashboards', cookie: other.cookie, payload: { name: 'Mine' } });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    expect(
      (await t.request({ method: 'PATCH', url: `/api/dashboards/${id}`, cookie: other.cookie, payload: { name: 'Still mine' } }))
        .statusCode,
    ).toBe(200);
    await owner.waitFor((e) => owner.events.filter(is('dashboards', id)).length === 2 && e.topic === 'dashboards');
    await adminStream.waitFor(is('dashboards', id));
    // A later funnel event reaches the stranger after the dashboard events would have.
    const [marker] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(admin.cookie, marker, ids['Contacted'], 1)).statusCode).toBe(200);
    await stranger.waitFor(is('funnel', marker));
    expect(stranger.events.some(is('dashboards'))).toBe(false);
  });

  it('tells recruiters and admins about a move on a job board (topic applications, the job id), never a sales rep', async () => {
    const recruiter = await t.userWithRole('recruiter');
    const recruiterStream = await listen(recruiter.cookie);
    const stranger = await listen(rep.cookie);
    const job = await t.request({
      method: 'POST',
      url: '/api/jobs',
      cookie: admin.cookie,
      payload: { title: 'Live Job', description: 'd', requirements: 'r' },
    });
    const jobId: string = job.json().job_id;
    const applicant = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: admin.cookie,
      payload: { first_name: 'Li', last_name: 'Ve', email: 'live@example.test', job_id: jobId },
    });
    expect(applicant.statusCode, applicant.body).toBe(201);
    const card = (await t.request({ method: 'GET', url: `/api/jobs/${jobId}/board`, cookie: admin.cookie })).json().columns[0].cards[0];
    const moved = await t.request({
      method: 'POST',
      url: `/api/applications/${card.application_id}/move`,
      cookie: admin.cookie,
      payload: { stage: 'Screening', version: card.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await recruiterStream.waitFor(
      (e) => recruiterStream.events.filter(is('applications', jobId)).length === 2 && e.topic === 'applications',
    );
    // A later funnel event reaches the sales rep after the board's events would have.
    const [marker] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(admin.cookie, marker, ids['Contacted'], 1)).statusCode).toBe(200);
    await stranger.waitFor(is('funnel', marker));
    expect(stranger.events.some(is('applications'))).toBe(false);
  });

  it('never tells a browser about session changes (they are for the instances only)', async () => {
    const stream = await listen(admin.cookie);
    const member = await t.userWithRole('user');
    const role = await t.request({
      method: 'PATCH',
      url: `/api/team/${member.user.id}/role`,
      cookie: admin.cookie,
      payload: { role: 'recruiter' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const [marker] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(rep.cookie, marker, ids['Contacted'], 1)).statusCode).toBe(200);
    await stream.waitFor(is('funnel', marker));
    expect(stream.events.map((e) => e.topic)).not.toContain('sessions');
  });
});

/** Resolves true when the stream ends within `ms`, false otherwise (the heartbeat's own check is 25 s away). */
const endsWithin = (stream: SseClient, ms = 4_000) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('every event is checked against the reader as they are now (decision 0068)', () => {
  it('a demoted recruiter hears nothing more of the job boards: the stream ends at once', async () => {
    const recruiter = await t.userWithRole('recruiter');
    const stream = await listen(recruiter.cookie);
    expect(stream.status).toBe(200);
    const demoted = await t.request({
      method: 'PATCH',
      url: `/api/team/${recruiter.user.id}/role`,
      cookie: admin.cookie,
      payload: { role: 'sales_rep' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const job = await t.request({
      method: 'POST',
      url: '/api/jobs',
      cookie: admin.cookie,
      payload: { title: 'After Demotion', description: 'd', requirements: 'r' },
    });
    expect(job.statusCode, job.body).toBe(201);
    const applicant = await t.request({
      method: 'POST',
      url: '/api/applicants',
      cookie: admin.cookie,
      payload: { first_name: 'After', last_name: 'Demotion', email: 'after-demotion@example.test', job_id: job.json().job_id },
    });
    expect(applicant.statusCode, applicant.body).toBe(201);
    expect(await endsWithin(stream)).toBe(true);
    expect(stream.events.some(is('applications'))).toBe(false);
  });

  it('signing out ends the stream of that session at once', async () => {
    const member = await t.userWithRole('user');
    const stream = await listen(member.cookie);
    expect(stream.status).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/session', cookie: member.cookie })).statusCode).toBe(204);
    expect(await endsWithin(stream)).toBe(true);
  });

  it('deactivating a member ends their stream at once', async () => {
    const member = await t.userWithRole('sales_rep');
    const stream = await listen(member.cookie);
    expect(stream.status).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/team/${member.user.id}/deactivate`, cookie: admin.cookie })).statusCode).toBe(200);
    expect(await endsWithin(stream)).toBe(true);
  });

  it("another member's changes to their own profile leave this stream open", async () => {
    const member = await t.userWithRole('user');
    const stream = await listen(member.cookie);
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie: member.cookie,
      payload: { full_name: 'Still Here', phone: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [marker] = await insertDeals(t, ids['New Inquiry'], 1);
    expect((await move(admin.cookie, marker, ids['Contacted'], 1)).statusCode).toBe(200);
    await stream.waitFor(is('funnel', marker));
  });
});

describe('shutting down', () => {
  it('ends open streams so a graceful shutdown is not held up', async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await own.userWithRole('user');
    const stream = await openEventStream(`${url}/api/events`, cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.ended;
    // Without ending the stream, close() would wait for the client to go away (forever).
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
