import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_MESSAGES, PRIVACY_NOTICE } from '@keel/shared/careers';
import { apply, candidate, insertJob, intakeCounts } from '../../test/careers';
import { makeExe } from '../../test/resume-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let job: string;
let otherJob: string;

const db = () => t.database.db;
const applicantsByEmail = (email: string) =>
  db()
    .selectFrom('applicants')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
const applicationsOf = (applicantId: string) =>
  db().selectFrom('applications').selectAll().where('applicant_id', '=', applicantId).orderBy('created_at').execute();

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
  job = await insertJob(t);
  otherJob = await insertJob(t, { title: 'Cloud Architect', ats_keywords: 'AWS, Terraform' });
});
afterAll(() => t.close());

describe('POST /careers/{job}: an application from the careers site', () => {
  it('creates the applicant and the application with the consent, stores and screens the resume, audits and queues the acknowledgement', async () => {
    const before = Date.now();
    const res = await apply(t, job, candidate());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Thank you, Ada! Your application for Senior TypeScript Engineer has been received.');

    const [applicant] = await applicantsByEmail('ada.lovelace@example.com');
    expect(applicant).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@example.com',
      phone: '(512) 555-0100',
      source: 'Company Website',
      status: 'New',
      job_id: job,
      resume_on_file: true,
    });
    expect(applicant.linkedin_url).toContain('linkedin.com/in/ada');
    // TypeScript, PostgreSQL and Kubernetes of four keywords
    expect(applicant.ats_score).toBe(75);
    const file = await db()
      .selectFrom('stored_files')
      .select(['content_type'])
      .where('path', '=', applicant.resume_file_path!)
      .executeTakeFirstOrThrow();
    expect(file.content_type).toBe('application/pdf');

    const [application] = await applicationsOf(applicant.applicant_id);
    expect(application).toMatchObject({
      job_id: job,
      stage: 'New',
      source: 'Company Website',
      cover_note: 'I would love to join.',
      consent_notice_version: PRIVACY_NOTICE.version,
    });
    expect(application.consent_given_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', applicant.applicant_id).orderBy('id').execute();
    expect(audit.map((a) => a.action_type)).toEqual(['APPLICANT_CREATED', 'APPLICANT_SCREENED', 'APPLICATION_RECEIVED']);
    expect(audit[2]).toMatchObject({
      user_id: null,
      user_name: 'Careers Site',
      details: { jobId: job, newApplicant: true, consentNoticeVersion: PRIVACY_NOTICE.version, atsScore: 75 },
    });

    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'ada.lovelace@example.com')
      .executeTakeFirstOrThrow();
    // The firm's editable 'acknowledgement' candidate template (decision 0038).
    expect(mail).toMatchObject({ kind: 'candidate', subject: 'We received your application for Senior TypeScript Engineer' });
    expect(mail.text_body).toContain('Dear Ada,');
    expect(mail.text_body).toContain('Senior TypeScript Engineer position at Keel Consulting');
  });

  it('links the same e-mail (any case) to the same applicant, fills only blank fields, and adds an application for the other job', async () => {
    await db()
      .insertInto('applicants')
      .values({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', phone: null, status: 'Interviewing' })
      .execute();
    const res = await apply(t, otherJob, candidate({ first_name: 'G.', last_name: 'H.', email: 'GRACE@Navy.Example', phone: '555-0101' }));
    expect(res.statusCode, res.body).toBe(200);
    const found = await applicantsByEmail('grace@navy.example');
    expect(found).toHaveLength(1);
    // Recorded values stay; the blank phone, LinkedIn, source and job are filled.
    expect(found[0]).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '555-0101',
      source: 'Company Website',
      job_id: otherJob,
      resume_on_file: true,
    });
    const applications = await applicationsOf(found[0].applicant_id);
    // Their job is now this one, so its application is in the applicant's status (decision 0030).
    expect(applications.map((a) => [a.job_id, a.stage])).toEqual([[otherJob, 'Interviewing']]);

    const second = await apply(t, job, candidate({ email: 'grace@navy.example' }));
    expect(second.statusCode).toBe(200);
    const after = await applicationsOf(found[0].applicant_id);
    expect(after.map((a) => [a.job_id, a.stage])).toEqual([
      [otherJob, 'Interviewing'],
      [job, 'New'],
    ]);
    expect((await applicantsByEmail('grace@navy.example'))[0].job_id).toBe(otherJob);
  });

  it('refuses a second application to the same job kindly, changing nothing', async () => {
    await apply(t, job, candidate({ email: 'twice@example.com' }));
    const before = await intakeCounts(t);
    const res = await apply(t, job, candidate({ email: 'TWICE@example.com', first_name: 'Other' }));
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(CAREERS_MESSAGES.alreadyApplied);
    expect(await intakeCounts(t)).toEqual(before);
  });

  it('takes one application from two simultaneous submissions of the same form', async () => {
    const before = await intakeCounts(t);
    const [a, b] = await Promise.all([
      apply(t, job, candidate({ email: 'double@example.com' })),
      apply(t, job, candidate({ email: 'double@example.com' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await intakeCounts(t);
    expect(after.applicants - before.applicants).toBe(1);
    expect(after.applications - before.applications).toBe(1);
    expect(after.mails - before.mails).toBe(1);
    expect(after.files - before.files).toBe(1);
  });
});

describe('POST /careers/{job}: refusals store nothing', () => {
  const refused = async (status: number, send: () => Promise<{ statusCode: number; body: string }>, text: string) => {
    const before = await intakeCounts(t);
    const res = await send();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.body).toContain(text);
    expect(await intakeCounts(t)).toEqual(before);
    return res;
  };

  it('requires the consent, and shows the form again with what was typed', async () => {
    const { consent: _c, ...noConsent } = candidate({ email: 'noconsent@example.com' });
    const res = await refused(400, () => apply(t, job, noConsent), CAREERS_MESSAGES.consent);
    expect(res.body).toContain('value="noconsent@example.com"');
    expect(res.body).toContain('aria-invalid="true" aria-describedby="privacy-notice apply-consent-error"');
  });

  it('names each bad field', async () => {
    const res = await refused(
      400,
      () => apply(t, job, candidate({ first_name: ' ', email: 'not-an-email', linkedin_url: 'javascript:alert(1)' })),
      'Please correct the fields marked below.',
    );
    expect(res.body).toContain('First name is required.');
    expect(res.body).toContain('Please enter a valid e-mail address.');
    expect(res.body).toContain('Please enter a valid web address.');
  });

  it('refuses a missing, empty, disguised or oversized resume with a 4xx', async () => {
    await refused(400, () => apply(t, job, candidate({ email: 'nofile@example.com' }), []), 'Please attach your resume');
    await refused(
      400,
      () => apply(t, job, candidate({ email: 'empty@example.com' }), [{ fileName: 'cv.pdf', bytes: Buffer.alloc(0) }]),
      'The resume file is empty.',
    );
    await refused(
      415,
      () =>
        apply(t, job, candidate({ email: 'exe@example.com' }), [{ fileName: 'cv.pdf', bytes: makeExe(), contentType: 'application/pdf' }]),
      'Resumes must be PDF, DOC or DOCX files.',
    );
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    await refused(
      413,
      () => apply(t, job, candidate({ email: 'huge@example.com' }), [{ fileName: 'cv.pdf', bytes: huge }]),
      'Resumes must be 10 MB or smaller.',
    );
  });

  it('answers a filled honeypot like a real application and stores nothing', async () => {
    await refused(
      200,
      () => apply(t, job, candidate({ email: 'bot@example.com', homepage: 'http://spam.example' })),
      'Application received',
    );
  });

  it('refuses a closed, filled or on-hold job and an unknown one', async () => {
    for (const status of ['Closed', 'Filled', 'On Hold'] as const) {
      const closed = await insertJob(t, { title: `Gone ${status}`, status });
      const res = await refused(
        409,
        () => apply(t, closed, candidate({ email: `closed-${status.replace(' ', '')}@example.com` })),
        CAREERS_MESSAGES.closed,
      );
      expect(res.body).not.toContain('<form method="post"');
    }
    await refused(404, () => apply(t, '00000000-0000-4000-8000-000000000000', candidate()), 'Job not found');
  });

  it('saves nothing, resume included, when the transaction fails at its last step', async () => {
    await sql`CREATE FUNCTION careers_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$`.execute(
      db(),
    );
    await sql`CREATE TRIGGER careers_test_fail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION careers_test_fail()`.execute(
      db(),
    );
    try {
      const res = await refused(500, () => apply(t, job, candidate({ email: 'halfway@example.com' })), 'Something went wrong');
      expect(res.body).not.toContain('outbox down');
    } finally {
      await sql`DROP TRIGGER careers_test_fail ON mail_outbox`.execute(db());
      await sql`DROP FUNCTION careers_test_fail()`.execute(db());
    }
    expect(await applicantsByEmail('halfway@example.com')).toEqual([]);
  });
});

describe('the retention period and the rate limit', () => {
  it('states the admin-set retention period on the form', async () => {
    await sql`insert into app_settings (key, value) values ('recruitment.retention_months', '36')`.execute(db());
    try {
      const res = await t.request({ method: 'GET', url: `/careers/${job}` });
      expect(res.body).toContain('36 months');
      expect(res.body).not.toContain('24 months');
    } finally {
      await sql`delete from app_settings where key = 'recruitment.retention_months'`.execute(db());
    }
  });

  it('limits applications per address and answers the excess with a page', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '2' } });
    try {
      const target = await insertJob(limited);
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      expect((await apply(limited, target, candidate({ email: 'r1@example.com' }), undefined, headers)).statusCode).toBe(200);
      expect((await apply(limited, target, candidate({ email: 'r2@example.com' }), undefined, headers)).statusCode).toBe(200);
      const before = await intakeCounts(limited);
      const third = await apply(limited, target, candidate({ email: 'r3@example.com' }), undefined, headers);
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toContain('text/html');
      expect(third.body).toContain('Please wait ten minutes');
      expect(await intakeCounts(limited)).toEqual(before);
      // Reading the pages is not limited.
      expect((await limited.request({ method: 'GET', url: `/careers/${target}` })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
