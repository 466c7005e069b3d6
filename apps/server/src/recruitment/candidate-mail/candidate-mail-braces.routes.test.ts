import { describe, expect, it } from 'vitest';
import type { CandidateEmailPreview, CandidateEmailSent } from '@keel/shared/candidate-mail';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { apply, candidate, insertJob } from '../../test/careers';

const app = appWithEveryRole();
const call = (url: string, payload: object) => app.t.request({ method: 'POST', url, payload, cookie: app.as.recruiter.cookie });

/** An applicant from the careers form who typed braces into their name, considered for one job. */
async function bracedApplicant(email: string, first_name: string, last_name: string, title = 'Platform Engineer') {
  const job = await insertJob(app.t, { title });
  expect((await apply(app.t, job, candidate({ email, first_name, last_name }))).statusCode).toBe(200);
  const row = await app.t.database.db.selectFrom('applicants').select('applicant_id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.applicant_id;
}

/** Preview the template, then send what the dialog shows (as the browser does), and read the outbox mail. */
async function previewThenSend(applicantId: string, templateKey = 'rejection') {
  const preview = await call(`/api/applicants/${applicantId}/candidate-email/preview`, { templateKey });
  expect(preview.statusCode, preview.body).toBe(200);
  const { subject, body, jobId } = preview.json<CandidateEmailPreview>();
  const sent = await call(`/api/applicants/${applicantId}/candidate-email`, { templateKey, jobId, subject, body });
  return { preview: preview.json<CandidateEmailPreview>(), sent };
}

describe('candidate e-mail to an applicant whose own text holds {{braces}}', () => {
  it('sends the previewed text as shown, neither refused as an unknown placeholder nor filled a second time', async () => {
    const applicantId = await bracedApplicant('braces@example.com', '{{password}}', '{{jobTitle}} {{recruiterName}}');
    const { preview, sent } = await previewThenSend(applicantId);
    expect(preview.body).toContain('{{password}}');
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await app.t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', sent.json<CandidateEmailSent>().mailId)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toBe(`${preview.body}\n\n--\n${mail.text_body.split('\n--\n')[1]}`);
    expect(mail.subject).toBe(preview.subject);
  });

  it('a job title with braces, for an applicant with no other text in braces, is sent as previewed', async () => {
    const applicantId = await bracedApplicant('job-braces@example.com', 'Dana', 'Reyes', 'Lead {{firstName}} Engineer');
    const { preview, sent } = await previewThenSend(applicantId);
    expect(preview.subject).toContain('Lead {{firstName}} Engineer');
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await app.t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('id', '=', sent.json<CandidateEmailSent>().mailId)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(preview.subject);
  });

  it('still refuses a placeholder the recruiter typed that is not known, sending nothing', async () => {
    const applicantId = await bracedApplicant('typo@example.com', '{{x}}', 'Typo');
    const res = await call(`/api/applicants/${applicantId}/candidate-email`, {
      templateKey: 'rejection',
      subject: 'Hello {{x}}',
      body: 'Dear {{fristName}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { body: expect.stringContaining('{{fristName}}') } });
    const sent = await app.t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'typo@example.com')
      .where('kind', '=', 'candidate')
      .execute();
    // Only the careers acknowledgement went out.
    expect(sent).toHaveLength(1);
  });
});
