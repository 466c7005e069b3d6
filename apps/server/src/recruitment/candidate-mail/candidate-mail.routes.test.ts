import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateEmailPreview, CandidateEmailSent, CandidateTemplate, CandidateTemplateList } from '@keel/shared/candidate-mail';
import type { TimelinePage } from '@keel/shared/activities';
import { expectRecruitersAndAdminsOnly, jobBody, applicantBody } from '../../test/recruitment';
import { auditEntries, type SignedIn, signInEveryRole } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderCandidateTemplate } from './candidate-mail-render';

let t: TestApp;
let as: SignedIn;
let jobId: string;
let otherJobId: string;
let applicantId: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  const post = async (url: string, payload: object) =>
    (await t.request({ method: 'POST', url, payload, cookie: as.recruiter.cookie })).json();
  jobId = (await post('/api/jobs', jobBody({ title: 'Platform Engineer' }))).job_id;
  otherJobId = (await post('/api/jobs', jobBody({ title: 'Data <Analyst> & Co' }))).job_id;
  applicantId = (
    await post('/api/applicants', applicantBody({ first_name: 'Ana<b>', last_name: 'Lima', email: 'ana.lima@example.com', job_id: jobId }))
  ).applicant.applicant_id;
  // A second application (decision 0030): the applicant is considered for two jobs.
  await t.database.db.insertInto('applications').values({ applicant_id: applicantId, job_id: otherJobId }).execute();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = as.recruiter.cookie) =>
  t.request({ method, url, payload: payload as never, cookie });
const outboxCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const templateCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('candidate_mail_templates')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('candidate e-mail templates', () => {
  it('lists the three built-ins first', async () => {
    const res = await call('GET', '/api/candidate-mail/templates');
    expect(res.statusCode).toBe(200);
    const { templates } = res.json<CandidateTemplateList>();
    expect(templates.slice(0, 3).map((x) => [x.key, x.name, x.builtIn])).toEqual([
      ['acknowledgement', 'Application received', true],
      ['rejection', 'Rejection', true],
      ['interview-invitation', 'Interview invitation', true],
    ]);
  });

  it('creates, edits and deletes the firm’s own template; a built-in is edited but never deleted', async () => {
    const created = await call('POST', '/api/candidate-mail/templates', {
      name: 'Offer',
      subject: 'An offer for {{ jobTitle }}',
      body: 'Dear {{firstName}}, welcome.',
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json<CandidateTemplate>();
    expect(offer).toMatchObject({ name: 'Offer', builtIn: false, key: expect.stringMatching(/^custom-/) });
    const edited = await call(
      'PUT',
      `/api/candidate-mail/templates/${offer.key}`,
      { name: 'Offer letter', subject: 'Offer', body: 'Hello {{firstName}}' },
      as.admin.cookie,
    );
    expect(edited.json()).toMatchObject({ name: 'Offer letter', subject: 'Offer' });
    expect((await call('DELETE', `/api/candidate-mail/templates/${offer.key}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/candidate-mail/templates/${offer.key}`)).statusCode).toBe(404);

    const builtIn = await call('PUT', '/api/candidate-mail/templates/rejection', {
      name: 'Rejection',
      subject: 'About {{jobTitle}}',
      body: 'Dear {{firstName}} {{lastName}},\n\nNot this time, from {{companyName}}.\n\n{{recruiterName}}',
    });
    expect(builtIn.statusCode).toBe(200);
    const refused = await call('DELETE', '/api/candidate-mail/templates/rejection');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'A built-in template can be edited but not deleted.' });
    expect((await auditEntries(t, 'CANDIDATE_TEMPLATE_DELETED')).length).toBe(1);
  });

  it('refuses unknown placeholders on save with a clear message, changing nothing', async () => {
    const before = await templateCount();
    const res = await call('POST', '/api/candidate-mail/templates', {
      name: 'Bad',
      subject: 'Hi {{first_name}}',
      body: 'Salary {{salary}} and {{salary}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Unknown placeholder: {{first_name}}. Use only {{firstName}}, {{lastName}}, {{jobTitle}}, {{companyName}}, {{recruiterName}}, {{interviewTime}}.',
    );
    const edit = await call('PUT', '/api/candidate-mail/templates/acknowledgement', { name: 'Ack', subject: 'Hi', body: '{{salary}}' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('{{salary}}');
    expect(await templateCount()).toBe(before);
    const ack = (await call('GET', '/api/candidate-mail/templates'))
      .json<CandidateTemplateList>()
      .templates.find((x) => x.key === 'acknowledgement')!;
    expect(ack.name).toBe('Application received');
  });
});

describe('sending a candidate e-mail', () => {
  it('previews the rejection for the chosen job with every placeholder filled', async () => {
    const res = await call('POST', `/api/applicants/${applicantId}/candidate-email/preview`, {
      templateKey: 'rejection',
      jobId: otherJobId,
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json<CandidateEmailPreview>();
    expect(preview.to).toBe('ana.lima@example.com');
    expect(preview.subject).toBe('About Data <Analyst> & Co');
    expect(preview.body).toBe(`Dear Ana<b> Lima,\n\nNot this time, from Keel Consulting.\n\n${as.recruiter.user.fullName}`);
    expect(preview.jobs.map((j) => j.title).sort()).toEqual(['Data <Analyst> & Co', 'Platform Engineer']);
    // Without a job: the applicant's own job.
    const primary = (
      await call('POST', `/api/applicants/${applicantId}/candidate-email/preview`, { templateKey: 'rejection' })
    ).json<CandidateEmailPreview>();
    expect(primary).toMatchObject({ jobId, subject: 'About Platform Engineer' });
  });

  it('sends the edited text through the outbox, HTML-escaped, and logs it on the applicant’s timeline', async () => {
    const res = await call('POST', `/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'rejection',
      jobId: otherJobId,
      subject: 'Your application for {{jobTitle}}',
      body: 'Dear {{firstName}},\n\nWe chose <someone> else.\n\nBest, {{recruiterName}}',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json<CandidateEmailSent>();
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', sent.mailId).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: 'candidate',
      to_address: 'ana.lima@example.com',
      subject: 'Your application for Data <Analyst> & Co',
      status: 'pending',
    });
    expect(mail.text_body).toContain('Dear Ana<b>,\n\nWe chose <someone> else.');
    expect(mail.html_body).toContain('Dear Ana&lt;b&gt;,</p>');
    expect(mail.html_body).toContain('We chose &lt;someone&gt; else.');
    expect(mail.html_body).not.toContain('<someone>');
    expect(mail.html_body).toContain('<title>Your application for Data &lt;Analyst&gt; &amp; Co</title>');

    const timeline = (await call('GET', `/api/timeline/applicant/${applicantId}`)).json<TimelinePage>();
    expect(JSON.stringify(timeline)).toContain(`${as.recruiter.user.fullName} sent the e-mail “Rejection”.`);
  });

  it('refuses a job the applicant is not considered for, unknown placeholders and unknown templates, sending nothing', async () => {
    const before = await outboxCount();
    const strangerJob = (await call('POST', '/api/jobs', jobBody({ title: 'Elsewhere' }))).json().job_id;
    const wrongJob = await call('POST', `/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'rejection',
      jobId: strangerJob,
      subject: 'S',
      body: 'B',
    });
    expect(wrongJob.statusCode).toBe(400);
    expect(wrongJob.json().message).toBe('Choose one of the jobs this applicant is considered for.');
    const unknown = await call('POST', `/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'rejection',
      subject: 'S',
      body: '{{password}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call('POST', `/api/applicants/${applicantId}/candidate-email`, { templateKey: 'nope', subject: 'S', body: 'B' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/applicants/00000000-0000-4000-8000-000000000000/candidate-email', {
          templateKey: 'rejection',
          subject: 'S',
          body: 'B',
        })
      ).statusCode,
    ).toBe(404);
    const noJob = (await call('POST', '/api/applicants', applicantBody({ email: 'nojob@example.com' }))).json().applicant.applicant_id;
    const jobless = await call('POST', `/api/applicants/${noJob}/candidate-email`, {
      templateKey: 'rejection',
      subject: 'About {{jobTitle}}',
      body: 'B',
    });
    expect(jobless.statusCode).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('names the next interview for the job in {{interviewTime}}, in the zone it was scheduled in, and refuses it when none is coming', async () => {
    const application = await t.database.db
      .selectFrom('applications')
      .select('application_id')
      .where('applicant_id', '=', applicantId)
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    const scheduled = await call('POST', `/api/applications/${application.application_id}/interviews`, {
      starts_at: '2030-07-16T14:30:00Z',
      duration_minutes: 60,
      time_zone: 'America/Chicago',
      interviewer_ids: [as.recruiter.user.id],
      location: 'Austin office',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const res = await call('POST', `/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'interview-invitation',
      jobId,
      subject: 'Interview',
      body: 'See you on {{interviewTime}}.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', res.json<CandidateEmailSent>().mailId)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('See you on Tuesday, 16 July 2030, 09:30–10:30 (Central Time, America/Chicago).');

    const before = await outboxCount();
    const none = await call('POST', `/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'interview-invitation',
      jobId: otherJobId,
      subject: 'Interview',
      body: 'See you on {{interviewTime}}.',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'No interview is coming up for this job to name in {{interviewTime}}: schedule one first, or write the e-mail without {{interviewTime}}.',
    );
    expect(await outboxCount()).toBe(before);
  });

  it('renders a template for the careers branch’s acknowledgement', async () => {
    const rendered = await renderCandidateTemplate(t.database.db, 'acknowledgement', {
      firstName: 'Ana',
      lastName: 'Lima',
      jobTitle: 'Platform Engineer',
      companyName: 'Keel Consulting',
      recruiterName: 'Rita',
      interviewTime: '',
    });
    expect(rendered.subject).toBe('We received your application for Platform Engineer');
    expect(rendered.body).toMatch(/^Dear Ana,\n\nThank you for applying for the Platform Engineer position at Keel Consulting\./);
  });

  it('is refused to user and sales_rep (403) and without a session (401), changing nothing', async () => {
    const mails = await outboxCount();
    const templatesBefore = await templateCount();
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/candidate-mail/templates' });
    for (const c of [
      { method: 'POST' as const, url: '/api/candidate-mail/templates', payload: { name: '', subject: '', body: '' } },
      { method: 'PUT' as const, url: '/api/candidate-mail/templates/nope', payload: { name: 'N', subject: 'S', body: 'B' } },
      { method: 'DELETE' as const, url: '/api/candidate-mail/templates/nope' },
      { method: 'POST' as const, url: `/api/applicants/${applicantId}/candidate-email/preview`, payload: { templateKey: 'nope' } },
      {
        method: 'POST' as const,
        url: `/api/applicants/${applicantId}/candidate-email`,
        payload: { templateKey: 'nope', subject: 'S', body: 'B' },
      },
    ]) {
      await expectRecruitersAndAdminsOnly(t, as, c, (status) => status === 400 || status === 404);
    }
    expect(await outboxCount()).toBe(mails);
    expect(await templateCount()).toBe(templatesBefore);
  });
});
