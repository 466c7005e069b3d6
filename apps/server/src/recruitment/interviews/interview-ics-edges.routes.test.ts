import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { apply, candidate, insertJob } from '../../test/careers';

const app = appWithEveryRole();
let serial = 0;

/** An application from the careers form (public input) with the name the visitor typed. */
async function applicationOf(firstName: string): Promise<{ applicationId: string; email: string }> {
  serial += 1;
  const email = `ics-edge-${serial}@example.com`;
  const job = await insertJob(app.t, { title: `ICS Job ${serial}` });
  expect((await apply(app.t, job, candidate({ email, first_name: firstName }))).statusCode).toBe(200);
  const { applicant_id } = await app.t.database.db
    .selectFrom('applicants')
    .select('applicant_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const [application] = (
    await app.t.request({ method: 'GET', url: `/api/applicants/${applicant_id}/applications`, cookie: app.as.recruiter.cookie })
  ).json<ApplicantApplication[]>();
  return { applicationId: application.application_id, email };
}
const schedule = (applicationId: string, body: Record<string, unknown>) =>
  app.t.request({
    method: 'POST',
    url: `/api/applications/${applicationId}/interviews`,
    payload: {
      starts_at: '2026-12-01T15:00:00.000Z',
      duration_minutes: 60,
      interviewer_ids: [app.as.recruiter.user.id],
      location: 'Room 4',
      ...body,
    },
    cookie: app.as.recruiter.cookie,
  });
async function invitationTo(email: string) {
  const mail = await app.t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', 'like', 'interview-%')
    .executeTakeFirstOrThrow();
  return (mail.attachments as { content: string }[])[0].content;
}

describe('interview invitations (.ics) from hostile text', () => {
  it('a bare carriage return in the place, or a property typed into the candidate name, starts no new line: one event, the text kept as text', async () => {
    const { applicationId, email } = await applicationOf('Ann\rATTENDEE:mailto:intruder@example.com');
    const res = await schedule(applicationId, { location: 'Room 4\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Forged' });
    expect(res.statusCode, res.body).toBe(201);
    const ics = await invitationTo(email);
    // Every line ends CRLF (RFC 5545 3.1): no CR on its own, no LF on its own.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.location).toBe('Room 4\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
    expect(event.summary).toContain('ATTENDEE:mailto:intruder@example.com');
    expect(events[0].getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase())).not.toContain(
      'mailto:intruder@example.com',
    );
  });

  it('refuses an interview that would end after the year 9999 with a 400 and sends nothing', async () => {
    const { applicationId, email } = await applicationOf('Zed');
    const res = await schedule(applicationId, { starts_at: '9999-12-31T23:30:00.000Z', duration_minutes: 60 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { starts_at: expect.any(String) } });
    const sent = await app.t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .where('kind', 'like', 'interview-%')
      .execute();
    expect(sent).toHaveLength(0);
  });
});
