import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { type SignedIn, signInEveryRole } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

// The embedded default: no SMTP_URL, so mails stay in the outbox for admins to read.
let t: TestApp;
let as: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const forgot = (email: string) => t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email } });

describe('Outbox without SMTP', () => {
  it('keeps the mail, unsent, and shows it to admins with its rendered body and links', async () => {
    expect((await forgot(as.recruiter.user.email)).statusCode).toBe(202);
    const list = await t.request({ method: 'GET', url: '/api/outbox', cookie: as.admin.cookie });
    expect(list.statusCode).toBe(200);
    const body = list.json<OutboxList>();
    expect(body.deliveryEnabled).toBe(false);
    expect(body.mails).toEqual([
      expect.objectContaining({
        to: as.recruiter.user.email,
        subject: 'Set a new password for Keel Consulting',
        status: 'pending',
        attempts: 0,
        kind: 'password-reset',
      }),
    ]);

    const one = await t.request({ method: 'GET', url: `/api/outbox/${body.mails[0].id}`, cookie: as.admin.cookie });
    const mail = one.json<OutboxMail>();
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/crm\/reset-password\?token=[\w-]{43}$/)]);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    expect(mail.text).toContain(mail.links[0]);
  });

  it('is refused to every other role (403) and without a session (401)', async () => {
    const [{ id }] = (await t.request({ method: 'GET', url: '/api/outbox', cookie: as.admin.cookie })).json<OutboxList>().mails;
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      expect((await t.request({ method: 'GET', url: '/api/outbox', cookie: as[role].cookie })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/outbox/${id}`, cookie: as[role].cookie })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: `/api/outbox/${id}/retry`, cookie: as[role].cookie })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/outbox/${id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/outbox/${id}/retry` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown mail and 409 for retrying one that has not failed, changing nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/api/outbox/not-an-id', cookie: as.admin.cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/outbox/00000000-0000-4000-8000-000000000000', cookie: as.admin.cookie })).statusCode,
    ).toBe(404);
    const [{ id }] = (await t.request({ method: 'GET', url: '/api/outbox', cookie: as.admin.cookie })).json<OutboxList>().mails;
    const retry = await t.request({ method: 'POST', url: `/api/outbox/${id}/retry`, cookie: as.admin.cookie });
    expect(retry.statusCode).toBe(409);
    const jobs = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'mail-delivery'`.execute(t.database.db);
    expect(jobs.rows[0].n).toBe(1);
  });
});
