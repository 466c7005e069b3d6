import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@keel/shared/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies = {} as Record<Role, string>;
const valid = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  subject: 'Compiler project',
  message: 'We need help planning a rollout.',
};

const countMessages = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (actionType: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('action_type', '=', actionType).orderBy('id').execute();
const send = (payload: unknown) => t.request({ method: 'POST', url: '/api/contact-messages', payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
  for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const)
    cookies[role] = (await t.userWithRole(role, { fullName: `Riley ${role}` })).cookie;
});
afterAll(() => t.close());

describe('POST /api/contact-messages (public)', () => {
  it('stores the message with its audit entry and answers 201', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'received' });
    const row = await t.database.db.selectFrom('contact_messages').selectAll().where('email', '=', valid.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, handled_at: null });
    const [audit] = await auditOf('CONTACT_MESSAGE_RECEIVED');
    expect(audit).toMatchObject({
      entity_id: row.id,
      user_id: null,
      user_name: 'Contact Form',
      details: { from: valid.email, subject: valid.subject },
    });
  });

  it('trims the fields', async () => {
    await send({ name: '  Ada  ', email: ' ada@engine.example ', subject: ' Hi ', message: ' Hello ' });
    expect(
      await t.database.db
        .selectFrom('contact_messages')
        .select(['name', 'subject'])
        .where('email', '=', 'ada@engine.example')
        .executeTakeFirst(),
    ).toEqual({ name: 'Ada', subject: 'Hi' });
  });

  it('requires every field, with a clear message per field, and stores nothing', async () => {
    const before = await countMessages();
    const res = await send({ name: ' ', email: '', subject: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { name: 'Name is required.', email: 'Email is required.', subject: 'Subject is required.', message: 'Message is required.' },
    });
    expect(await countMessages()).toBe(before);
  });

  it.each([
    ['an invalid e-mail', { ...valid, email: 'not-an-email' }, 'email'],
    ['an oversized message', { ...valid, message: 'x'.repeat(5001) }, 'message'],
    ['an oversized name', { ...valid, name: 'n'.repeat(201) }, 'name'],
    ['a number for a name', { ...valid, name: 12345 }, 'name'],
    ['an object for a subject', { ...valid, subject: { $gt: '' } }, 'subject'],
    ['an array for the message', { ...valid, message: ['a', 'b'] }, 'message'],
  ])('refuses %s and stores nothing', async (_label, payload, field) => {
    const before = await countMessages();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await countMessages()).toBe(before);
  });

  it('stores script tags and SQL-looking text verbatim, as inert data', async () => {
    const nasty = {
      ...valid,
      email: 'bobby@tables.example',
      subject: "Robert'); DROP TABLE contact_messages;--",
      message: '<script>alert("x")</script><img src=x onerror=alert(1)>',
    };
    expect((await send(nasty)).statusCode).toBe(201);
    const row = await t.database.db.selectFrom('contact_messages').selectAll().where('email', '=', nasty.email).executeTakeFirstOrThrow();
    expect(row.subject).toBe(nasty.subject);
    expect(row.message).toBe(nasty.message);
    const list = await t.request({ method: 'GET', url: '/api/contact-messages?q=bobby', cookie: cookies.user });
    expect(list.headers['content-type']).toContain('application/json');
    expect(list.json().items[0].message).toBe(nasty.message);
  });

  it('answers a bot that fills the honeypot exactly like a person, and stores nothing', async () => {
    const before = await countMessages();
    const auditBefore = (await auditOf('CONTACT_MESSAGE_RECEIVED')).length;
    const res = await send({ ...valid, email: 'bot@spam.example', homepage: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'received' });
    expect(await countMessages()).toBe(before);
    expect(await auditOf('CONTACT_MESSAGE_RECEIVED')).toHaveLength(auditBefore);
  });
});

describe('rate limit', () => {
  it('refuses more than PUBLIC_FORM_RATE_LIMIT messages from one address within the window', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '2' } });
    try {
      const post = () => limited.request({ method: 'POST', url: '/api/contact-messages', payload: valid });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
      const stored = await limited.database.db.selectFrom('contact_messages').select('id').execute();
      expect(stored).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/contact-messages', () => {
  it('refuses a request without a session with 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
  });

  it.each(['user', 'sales_rep', 'recruiter', 'admin'] as const)('lists messages newest first for a %s', async (role) => {
    const res = await t.request({ method: 'GET', url: '/api/contact-messages', cookie: cookies[role] });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    const times = items.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.at(-1)).toMatchObject({ name: valid.name, email: valid.email, handledAt: null, handledBy: null });
  });

  it('searches every field and filters by status', async () => {
    const search = await t.request({ method: 'GET', url: '/api/contact-messages?q=COMPILER', cookie: cookies.user });
    expect(search.json().items.map((m: { subject: string }) => m.subject)).toEqual(['Compiler project']);
    const bad = await t.request({ method: 'GET', url: '/api/contact-messages?status=nope', cookie: cookies.user });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/contact-messages/:id', () => {
  const firstId = async () =>
    (await t.database.db.selectFrom('contact_messages').select('id').where('email', '=', valid.email).executeTakeFirstOrThrow()).id;

  it('refuses a request without a session with 401 and changes nothing', async () => {
    const id = await firstId();
    const res = await t.request({ method: 'PATCH', url: `/api/contact-messages/${id}`, payload: { handled: true } });
    expect(res.statusCode).toBe(401);
    expect(
      (await t.database.db.selectFrom('contact_messages').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow()).handled_at,
    ).toBeNull();
  });

  it('marks a message handled by the user, records it, and can open it again', async () => {
    const id = await firstId();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      payload: { handled: true },
      cookie: cookies.sales_rep,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, handledBy: 'Riley sales_rep' });
    expect(Date.parse(res.json().handledAt)).not.toBeNaN();
    const open = await t.request({ method: 'GET', url: '/api/contact-messages?status=open', cookie: cookies.user });
    expect(open.json().items.map((m: { id: string }) => m.id)).not.toContain(id);
    const reopened = await t.request({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      payload: { handled: false },
      cookie: cookies.user,
    });
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    const audit = await auditOf('CONTACT_MESSAGE_HANDLED');
    expect(audit.map((a) => [a.user_name, a.details.handled])).toEqual([
      ['Riley sales_rep', true],
      ['Riley user', false],
    ]);
  });

  it('answers 404 for an unknown message and 400 for a bad id or body, changing nothing', async () => {
    const unknown = await t.request({
      method: 'PATCH',
      url: '/api/contact-messages/00000000-0000-4000-8000-000000000000',
      payload: { handled: true },
      cookie: cookies.user,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.request({
      method: 'PATCH',
      url: '/api/contact-messages/not-a-uuid',
      payload: { handled: true },
      cookie: cookies.user,
    });
    expect(badId.statusCode).toBe(400);
    const id = await firstId();
    const badBody = await t.request({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      payload: { handled: 'yes' },
      cookie: cookies.user,
    });
    expect(badBody.statusCode).toBe(400);
    expect(
      (await t.database.db.selectFrom('contact_messages').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow()).handled_at,
    ).toBeNull();
  });
});
