import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { auditEntries } from '../../test/roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { openTestDatabase, TEST_ORIGIN } from '../../test/test-app';
import { createAccount } from '../../identity/users/users.service';
import { passwordResetMail } from './mail-templates';
import { MAIL_QUEUE, queueMail } from './mail.service';

let smtp: SmtpTestServer;
let database: DatabaseHandle;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

const baseEnv = {
  DEMO_MODE: 'false',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  WEB_DIST_DIR: '/nonexistent',
};
const withSmtp = () => ({ ...baseEnv, SMTP_URL: smtp.url, MAIL_FROM: 'Keel <crm@keel.test>', MAIL_RETRY_DELAY_SECONDS: '1' });

/** An app on the shared test database (several in turn stand for restarts of one instance). */
async function instance(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig(env), database, logger: false });
  await app.ready();
  return app;
}

const outbox = (id: string) => database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailJobs = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE}`.execute(database.db)).rows[0].n;

function sampleMail(to: string) {
  return passwordResetMail({ email: to, name: 'Sam' }, 'http://localhost:3000/crm/reset-password?token=abc');
}

describe('mail delivery', () => {
  it('retries a refused delivery with back-off until the SMTP server takes it, sending it once', async () => {
    const app = await instance(withSmtp());
    try {
      smtp.refuseNext(2);
      const id = await database.db.transaction().execute((trx) => queueMail(trx, app.jobs, sampleMail('retry@example.test')));
      const received = await smtp.waitFor(1);
      expect(received.map((m) => m.to)).toEqual(['retry@example.test']);
      expect(received[0].messageId).toBe(`<${id}@keel.outbox>`);
      expect(smtp.refusedCount()).toBe(2);
      await vi.waitFor(async () => expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null }), {
        timeout: 10_000,
      });
    } finally {
      await app.close();
    }
  });

  it('writes nothing, mail or job, when the change that causes it rolls back', async () => {
    const app = await instance(baseEnv);
    try {
      const before = { mails: (await database.db.selectFrom('mail_outbox').select('id').execute()).length, jobs: await mailJobs() };
      await expect(
        database.db.transaction().execute(async (trx) => {
          await queueMail(trx, app.jobs, sampleMail('never@example.test'));
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('the cause failed');
      expect((await database.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(before.mails);
      expect(await mailJobs()).toBe(before.jobs);
    } finally {
      await app.close();
    }
  });

  it('keeps a committed mail across a restart and delivers it from the next instance with SMTP', async () => {
    const first = await instance(baseEnv); // no SMTP: nothing delivers
    const id = await database.db.transaction().execute((trx) => queueMail(trx, first.jobs, sampleMail('later@example.test')));
    await first.close(); // the process is gone; the mail and its job stay in the database
    expect((await outbox(id)).status).toBe('pending');

    const second = await instance(withSmtp());
    try {
      const received = await smtp.waitFor(2);
      expect(received.filter((m) => m.to === 'later@example.test')).toHaveLength(1);
      await vi.waitFor(async () => expect((await outbox(id)).status).toBe('sent'), { timeout: 10_000 });
    } finally {
      await second.close();
    }
  });

  it('lets an admin retry a mail whose retries are used up, and records who did', async () => {
    const app = await instance(withSmtp());
    try {
      const id = await database.db.transaction().execute((trx) => queueMail(trx, app.jobs, sampleMail('gave-up@example.test')));
      await smtp.waitFor(3);
      await vi.waitFor(async () => expect((await outbox(id)).status).toBe('sent'), { timeout: 10_000 });
      // As if every attempt had failed.
      await database.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', last_error: '451 Try again later' })
        .where('id', '=', id)
        .execute();

      const admin = await createAccount(database.db, app.auth, {
        fullName: 'Ada Admin',
        email: 'ada@example.test',
        password: 'correct-horse-1',
        role: 'admin',
      });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { origin: TEST_ORIGIN, host: 'localhost:3000' },
        payload: { email: admin.email, password: 'correct-horse-1' },
      });
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      const retry = await app.inject({
        method: 'POST',
        url: `/api/outbox/${id}/retry`,
        headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie },
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ id, status: 'pending', lastError: null });

      const received = await smtp.waitFor(4);
      expect(received.filter((m) => m.to === 'gave-up@example.test')).toHaveLength(2);
      await vi.waitFor(async () => expect((await outbox(id)).status).toBe('sent'), { timeout: 10_000 });
      const [entry] = await auditEntries({ database } as never, 'MAIL_RETRIED');
      expect(entry).toMatchObject({ user_id: admin.id, entity_id: id });
    } finally {
      await app.close();
    }
  });
  // Last: the tests above count every mail the SMTP server received.
  it("delivers a mail's attachments (an .ics invitation as text/calendar)", async () => {
    const app = await instance(withSmtp());
    try {
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      const mail = {
        ...sampleMail('invite@example.test'),
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
      };
      const before = smtp.received.length;
      await database.db.transaction().execute((trx) => queueMail(trx, app.jobs, mail));
      const [received] = (await smtp.waitFor(before + 1)).filter((m) => m.to === 'invite@example.test');
      expect(received.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(received.raw).toMatch(/filename=invite\.ics/);
    } finally {
      await app.close();
    }
  });
});
