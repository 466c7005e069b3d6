import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication, JobBoard } from '@keel/shared/applications';
import type { Interview } from '@keel/shared/interviews';
import { WITHDRAWAL_TEXTS as T, TYPICAL_ANSWER_TIME } from '@keel/shared/withdrawal';
import { apply, candidate, insertJob } from '../../test/careers';
import { escapeHtml } from '../../platform/mail/mail-templates';
import { auditEntries, type SignedIn, signInEveryRole } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Decision 0078: the acknowledgement says what happens next and carries a signed link to withdraw. */
let t: TestApp;
let as: SignedIn;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000', MAIL_FROM: 'Keel Talent <talent@keel.example>' } });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const LINK = /https?:\/\/[^\s/]+\/careers\/withdraw\?token=([A-Za-z0-9_-]+)/;

/** A careers application to a job the recruiter recruits for, and the acknowledgement mailed for it. */
async function applied() {
  serial += 1;
  const email = `withdraw${serial}@example.com`;
  const jobId = await insertJob(t, { title: `Data Engineer ${serial}`, recruiter_id: as.recruiter.user.id });
  expect((await apply(t, jobId, candidate({ email }))).statusCode).toBe(200);
  const mail = await db().selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = LINK.exec(mail.text_body)![1];
  const application = await db()
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .select(['applications.application_id', 'applications.applicant_id', 'applications.version'])
    .where('applicants.email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, jobId, mail, token, ...application };
}

const page = (token: string) => t.request({ method: 'GET', url: `/careers/withdraw?token=${encodeURIComponent(token)}` });
const confirm = (token: string) =>
  t.request({
    method: 'POST',
    url: '/careers/withdraw',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const stageOf = async (applicationId: string) =>
  (await db().selectFrom('applications').select('stage').where('application_id', '=', applicationId).executeTakeFirstOrThrow()).stage;
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe('the careers acknowledgement', () => {
  it('says in plain words who reads the application, when they answer, that they answer either way, and how to withdraw', async () => {
    const { mail, token } = await applied();
    expect(mail.text_body).toContain('What happens next');
    expect(mail.text_body).toMatch(/who recruits for the Data Engineer \d+ position at .+, reads your application\./);
    expect(mail.text_body).toContain(`We usually answer within ${TYPICAL_ANSWER_TIME}, and you will hear from us either way`);
    expect(mail.text_body).toContain('You can withdraw your application at any time with this link (it works for 90 days');
    expect(mail.html_body).toContain(escapeHtml(`/careers/withdraw?token=${token}`));
    // Only a hash of the token is kept.
    const stored = await db().selectFrom('applications').select('withdraw_token_hash').where('withdraw_token_hash', '=', token).execute();
    expect(stored).toEqual([]);
  });
});

describe('GET and POST /careers/withdraw', () => {
  it('asks first (a GET changes nothing), then withdraws: Withdrawn on the board and the applicant, interviews cancelled with CANCELs, audited, the recruiter told', async () => {
    const a = await applied();
    const scheduled = await t.request({
      method: 'POST',
      url: `/api/applications/${a.application_id}/interviews`,
      payload: {
        starts_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
        duration_minutes: 45,
        interviewer_ids: [as.recruiter.user.id, as.admin.user.id],
        location: 'Room 4',
      },
      cookie: as.recruiter.cookie,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json<Interview>();

    const asked = await page(a.token);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    expect(asked.body).toContain(escapeHtml(T.confirmTitle));
    expect(asked.body).toContain('<form method="post" action="/careers/withdraw"');
    expect(asked.body).toContain(T.button);
    expect(await stageOf(a.application_id)).toBe('New');

    const done = await confirm(a.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain(escapeHtml(T.done(`Data Engineer ${serial}`)));
    expect(await stageOf(a.application_id)).toBe('Withdrawn');
    const applicant = await db()
      .selectFrom('applicants')
      .select('status')
      .where('applicant_id', '=', a.applicant_id)
      .executeTakeFirstOrThrow();
    expect(applicant.status).toBe('Withdrawn');
    const board = (await t.request({ method: 'GET', url: `/api/jobs/${a.jobId}/board`, cookie: as.recruiter.cookie })).json<JobBoard>();
    expect(board.columns.find((c) => c.stage === 'Withdrawn')!.cards.map((c) => c.application_id)).toEqual([a.application_id]);
    const [listed] = (
      await t.request({ method: 'GET', url: `/api/applicants/${a.applicant_id}/applications`, cookie: as.recruiter.cookie })
    ).json<ApplicantApplication[]>();
    expect(listed.stage).toBe('Withdrawn');

    const row = await db()
      .selectFrom('interviews')
      .select('cancelled_at')
      .where('interview_id', '=', interview.interview_id)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).not.toBeNull();
    const cancels = await db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'attachments'])
      .where('kind', '=', 'interview-cancelled')
      .execute();
    const mine = cancels.filter((m) =>
      (m.attachments as { content: string }[])[0].content.includes(`interview-${interview.interview_id}@keel`),
    );
    expect(mine.map((m) => m.to_address.toLowerCase()).sort()).toEqual(
      [a.email, as.recruiter.user.email.toLowerCase(), as.admin.user.email.toLowerCase()].sort(),
    );
    for (const m of mine) expect((m.attachments as { content: string }[])[0].content).toContain('METHOD:CANCEL');

    const audit = (await auditEntries(t, 'APPLICATION_WITHDRAWN')).filter((e) => e.entity_id === a.applicant_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_name: 'Candidate (withdrawal link)' });
    expect(audit[0].details).toMatchObject({ fromStage: 'New', applicationId: a.application_id });
    const told = await db()
      .selectFrom('notifications')
      .select(['kind', 'subject'])
      .where('recipient_id', '=', as.recruiter.user.id)
      .where('kind', '=', 'application_withdrawn')
      .execute();
    expect(told.map((n) => n.subject)).toContain(`Ada Lovelace for Data Engineer ${serial}`);

    // Used: a second confirmation (or the page again) says so and changes nothing.
    const again = await confirm(a.token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(escapeHtml(T.already(`Data Engineer ${serial}`)));
    expect((await page(a.token)).body).toContain(escapeHtml(T.alreadyTitle));
    expect((await auditEntries(t, 'APPLICATION_WITHDRAWN')).filter((e) => e.entity_id === a.applicant_id)).toHaveLength(1);
  });

  it('a tampered, missing or expired link gets a clear page and changes nothing', async () => {
    const a = await applied();
    for (const bad of [tampered(a.token), '', 'not-a-token', `${a.token}x`]) {
      const shown = await page(bad);
      expect(shown.statusCode, bad).toBe(404);
      expect(shown.body).toContain(escapeHtml(T.invalid));
      expect((await confirm(bad)).statusCode, bad).toBe(404);
    }
    expect(await stageOf(a.application_id)).toBe('New');

    await db()
      .updateTable('applications')
      .set({ withdraw_token_expires_at: new Date(Date.now() - 1000) })
      .where('application_id', '=', a.application_id)
      .execute();
    const expired = await page(a.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(escapeHtml(T.expired));
    expect((await confirm(a.token)).statusCode).toBe(410);
    expect(await stageOf(a.application_id)).toBe('New');
    expect((await auditEntries(t, 'APPLICATION_WITHDRAWN')).filter((e) => e.entity_id === a.applicant_id)).toHaveLength(0);
  });

  it('a rejected application is closed already: nothing to withdraw', async () => {
    const a = await applied();
    await db().updateTable('applications').set({ stage: 'Rejected' }).where('application_id', '=', a.application_id).execute();
    const res = await confirm(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(escapeHtml(T.closedTitle));
    expect(await stageOf(a.application_id)).toBe('Rejected');
  });
});
