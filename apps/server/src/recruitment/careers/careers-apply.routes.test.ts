import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgementName, CAREERS_MESSAGES, PRIVACY_NOTICE } from '@keel/shared/careers';
import { UNVERIFIED_NOTE, UNVERIFIED_TAG } from '../applicants/applicant-intake.service';
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
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000', CAREERS_ACK_PER_ADDRESS: '1000' } });
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

  // Decisions 0036 and 0071: anyone can type anyone's e-mail address, so a known one never adds to that record.
  it('keeps an application with a known e-mail (any case) apart, as an unverified applicant, leaving the known one untouched', async () => {
    await db()
      .insertInto('applicants')
      .values({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@navy.example',
        phone: null,
        status: 'Interviewing',
        job_id: otherJob,
      })
      .execute();
    const [known] = await applicantsByEmail('grace@navy.example');
    const res = await apply(t, otherJob, candidate({ first_name: 'G.', last_name: 'H.', email: 'GRACE@Navy.Example', phone: '555-0101' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(CAREERS_MESSAGES.received('G.', 'Cloud Architect'));
    const found = await applicantsByEmail('grace@navy.example');
    expect(found).toHaveLength(2);
    expect(found.find((a) => a.applicant_id === known.applicant_id)).toEqual(known);
    expect(await applicationsOf(known.applicant_id)).toEqual([]);
    const kept = found.find((a) => a.applicant_id !== known.applicant_id)!;
    expect(kept).toMatchObject({
      first_name: 'G.',
      last_name: 'H.',
      phone: '555-0101',
      tags: [UNVERIFIED_TAG],
      notes: UNVERIFIED_NOTE,
      job_id: otherJob,
    });
    expect((await applicationsOf(kept.applicant_id)).map((a) => [a.job_id, a.cover_note])).toEqual([[otherJob, 'I would love to join.']]);
    const [created] = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', kept.applicant_id)
      .where('action_type', '=', 'APPLICANT_CREATED')
      .execute();
    expect(created.details).toMatchObject({ unverified: true, sameEmailAs: known.applicant_id });
  });

  it('answers a second application to the same job as any other (no "already applied" oracle), keeping it apart', async () => {
    await apply(t, job, candidate({ email: 'twice@example.com' }));
    const before = await intakeCounts(t);
    const first = await apply(t, job, candidate({ email: 'fresh-twice@example.com', first_name: 'Other' }));
    const res = await apply(t, job, candidate({ email: 'TWICE@example.com', first_name: 'Other' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(CAREERS_MESSAGES.alreadyApplied);
    // The same page a new applicant gets, word for word.
    expect(res.body).toBe(first.body);
    const after = await intakeCounts(t);
    expect(after.applicants - before.applicants).toBe(2);
    expect((await applicantsByEmail('twice@example.com')).filter((a) => a.tags.includes(UNVERIFIED_TAG))).toHaveLength(1);
  });

  it('takes both of two simultaneous submissions of the same form: the second is kept apart', async () => {
    const before = await intakeCounts(t);
    const [a, b] = await Promise.all([
      apply(t, job, candidate({ email: 'double@example.com' })),
      apply(t, job, candidate({ email: 'double@example.com' })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = await intakeCounts(t);
    expect(after.applicants - before.applicants).toBe(2);
    expect(after.applications - before.applications).toBe(2);
    expect((await applicantsByEmail('double@example.com')).map((x) => x.tags.includes(UNVERIFIED_TAG)).sort()).toEqual([false, true]);
  });
});

describe('POST /careers/{job}: the acknowledgement is no relay (decision 0071)', () => {
  const acknowledgements = (to: string) => db().selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

  it('repeats only a bounded name without links; nothing else the visitor typed', async () => {
    const to = 'relay-victim@example.com';
    const res = await apply(
      t,
      job,
      candidate({
        email: to,
        first_name: 'Visit https://evil.example now',
        last_name: 'x.co',
        cover_note: 'Buy at evil.example',
        linkedin_url: 'https://evil.example/in/x',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await acknowledgements(to);
    for (const part of [mail.subject, mail.text_body, mail.html_body]) {
      expect(part).not.toMatch(/evil|x\.co|Visit/i);
    }
    expect(mail.text_body).toContain('Dear Valued Candidate,');
    const plain = 'plain-name@example.com';
    await apply(t, job, candidate({ email: plain, first_name: 'Ann-Marie', last_name: "O'Neil" }));
    expect((await acknowledgements(plain))[0].text_body).toContain('Dear Ann-Marie,');
    expect(acknowledgementName('a'.repeat(41))).toBe('');
    expect(acknowledgementName('www.evil')).toBe('');
    expect(acknowledgementName('me@evil')).toBe('');
  });

  it('acknowledges one address at most 3 times a day; the applications are kept and the page is the same', async () => {
    const to = 'flooded@example.com';
    const pages = [];
    for (let i = 0; i < 5; i++) pages.push((await apply(t, job, candidate({ email: to, first_name: 'Flo' }))).body);
    expect(new Set(pages).size).toBe(1);
    expect(await acknowledgements(to)).toHaveLength(3);
    expect(await applicantsByEmail(to)).toHaveLength(5);
  });

  it('acknowledges at most CAREERS_ACK_PER_ADDRESS applications an hour from one client address', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000', CAREERS_ACK_PER_ADDRESS: '2' } });
    try {
      const limitedJob = await insertJob(limited);
      for (let i = 0; i < 4; i++)
        expect((await apply(limited, limitedJob, candidate({ email: `spread-${i}@example.com` }))).statusCode).toBe(200);
      const mails = await limited.database.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('to_address', 'like', 'spread-%')
        .execute();
      expect(mails).toHaveLength(2);
      expect(await limited.database.db.selectFrom('applications').select('application_id').execute()).toHaveLength(4);
    } finally {
      await limited.close();
    }
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

  it('takes a LinkedIn address typed without https:// and stores it with it', async () => {
    const res = await apply(t, job, candidate({ email: 'no.scheme@example.com', linkedin_url: 'www.linkedin.com/in/no-scheme' }));
    expect(res.statusCode, res.body).toBe(200);
    const [applicant] = await applicantsByEmail('no.scheme@example.com');
    expect(applicant!.linkedin_url).toBe('https://www.linkedin.com/in/no-scheme');
    // The form's field lets a browser send it: a text field with the URL keyboard, not type="url".
    expect((await t.request({ method: 'GET', url: `/careers/${job}` })).body).toMatch(
      /<input id="[^"]*" name="linkedin_url"[^>]*type="text" inputmode="url"/,
    );
  });

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
