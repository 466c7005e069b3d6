import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '@keel/shared/notifications';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordOfEachType } from '../activities/activities.test-support';
import { sendDigests } from './notification-digest';
import { notifierOf } from './notifications.service';

let t: TestApp;
let smtp: SmtpTestServer;
type Member = Awaited<ReturnType<TestApp['userWithRole']>>;
let ada: Member;
let bo: Member;
let contactId: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Keel <crm@keel.test>', PUBLIC_URL: 'https://crm.example.test' },
    jobs: true,
  });
  ada = await t.userWithRole('admin', { fullName: 'Ada Admin' });
  bo = await t.userWithRole('user', { fullName: 'Bo User', email: 'bo.user@example.test' });
  contactId = (await recordOfEachType(t)).contact;
}, 180_000); // a loaded machine
afterAll(async () => {
  await t.close();
  await smtp.close();
}, 120_000);

const setDelivery = (member: Member, deliveries: object) =>
  t.request({ method: 'PUT', url: '/api/notifications/preferences', cookie: member.cookie, payload: { deliveries } as never });
const write = async (payload: object) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/activities',
    cookie: ada.cookie,
    payload: { links: [{ type: 'contact', id: contactId }], ...payload } as never,
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('notification e-mails', () => {
  it('keeps each member’s choice per kind; a bad choice is refused and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: bo.cookie })).json()).toEqual({
      deliveries: {
        task_assigned: 'app',
        task_due: 'app',
        mention: 'app',
        inquiry_assigned: 'app',
        new_applicant: 'app',
        application_withdrawn: 'app',
        capacity_gap: 'app',
        deal_unstaffed: 'app',
      },
    });
    expect((await setDelivery(bo, { mention: 'sms' })).statusCode).toBe(400);
    const saved = await setDelivery(bo, { task_assigned: 'email' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().deliveries).toMatchObject({ task_assigned: 'email', mention: 'app' });
    expect(
      (await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: ada.cookie })).json().deliveries.task_assigned,
    ).toBe('app');
  });

  it('mails a notification at once through the outbox to a member who chose e-mail for its kind', async () => {
    const before = smtp.received.length;
    await write({ kind: 'task', title: 'Send the signed contract', assigneeId: bo.user.id });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail).toMatchObject({
      to: 'bo.user@example.test',
      subject: 'Keel Consulting: Ada Admin assigned you a task: Send the signed contract (Bo Baker)',
    });
    expect(mail.text).toContain(`https://crm.example.test/crm/contacts/${contactId}`);
  });

  it('sends one morning digest of the unread notifications since the last one, once a day', async () => {
    await setDelivery(bo, { mention: 'digest', task_assigned: 'digest' });
    await t.request({ method: 'POST', url: '/api/notifications/read-all', cookie: bo.cookie });
    const before = smtp.received.length;
    await write({ kind: 'note', body: `Can you take this, ${mentionToken('Bo User', bo.user.id)}?` });
    await write({ kind: 'task', title: 'Book the kick-off meeting', assigneeId: bo.user.id });
    expect(
      await t.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'bo.user@example.test').execute(),
    ).toHaveLength(1); // the one mailed at once above

    const notifier = notifierOf(t.app);
    const morning = new Date();
    expect(await sendDigests(t.database.db, notifier, morning)).toBe(1);
    // The same day again (a second instance, a retry): nothing more.
    expect(await sendDigests(t.database.db, notifier, morning)).toBe(0);
    const [digest] = (await smtp.waitFor(before + 1)).slice(before);
    console.log(
      `--- the morning digest as received by the test SMTP server ---\nTo: ${digest.to}\nSubject: ${digest.subject}\n\n${digest.text}\n--- end ---`,
    );
    expect(digest.subject).toBe('Keel Consulting: your morning digest (2 new)');
    expect(digest.text).toContain('Ada Admin mentioned you in a note on Bo Baker');
    expect(digest.text).toContain('Ada Admin assigned you a task: Book the kick-off meeting (Bo Baker)');
    // What the member had read already is not in it.
    expect(digest.text).not.toContain('Send the signed contract');

    // Next day: only what came since.
    await write({ kind: 'task', title: 'Chase the invoice', assigneeId: bo.user.id });
    const tomorrow = new Date(morning.getTime() + 24 * 3600 * 1000);
    expect(await sendDigests(t.database.db, notifier, tomorrow)).toBe(1);
    const [next] = (await smtp.waitFor(before + 2)).slice(before + 1);
    expect(next.subject).toBe('Keel Consulting: your morning digest (1 new)');
    expect(next.text).toContain('Chase the invoice');
    expect(next.text).not.toContain('Book the kick-off meeting');
  });
});
