import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { applicantBody, jobBody } from '../../test/recruitment';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';
import { RETENTION_CRON, RETENTION_QUEUE } from './retention.job';
import { getRetentionMonths, monthsBefore, runRetention } from './retention.service';

const app = appWithEveryRole({ jobs: true }); // its cron schedule is checked

const addApplicant = async (overrides: Record<string, unknown>) =>
  (
    await app.t.request({ method: 'POST', url: '/api/applicants', cookie: app.as.recruiter.cookie, payload: applicantBody(overrides) })
  ).json().applicant.applicant_id as string;
const firstName = async (id: string) =>
  (await app.t.database.db.selectFrom('applicants').select('first_name').where('applicant_id', '=', id).executeTakeFirstOrThrow())
    .first_name;
const addMonths = (date: Date, months: number) => monthsBefore(date, -months);

describe('retention period setting', () => {
  it('is 24 months by default, set by an admin (audited) and refused out of range', async () => {
    expect(await getRetentionMonths(app.t.database.db)).toBe(24);
    expect((await app.t.request({ method: 'GET', url: '/api/privacy/retention', cookie: app.as.admin.cookie })).json()).toEqual({
      months: 24,
    });
    for (const months of [0, 121, 2.5, '12']) {
      expect(
        (await app.t.request({ method: 'PUT', url: '/api/privacy/retention', cookie: app.as.admin.cookie, payload: { months } }))
          .statusCode,
        String(months),
      ).toBe(400);
    }
    const res = await app.t.request({ method: 'PUT', url: '/api/privacy/retention', cookie: app.as.admin.cookie, payload: { months: 12 } });
    expect(res.json()).toEqual({ months: 12 });
    expect(await getRetentionMonths(app.t.database.db)).toBe(12);
    expect((await auditEntries(app.t, 'RETENTION_PERIOD_CHANGED'))[0].details).toMatchObject({ from: 24, to: 12 });
    await app.t.request({ method: 'PUT', url: '/api/privacy/retention', cookie: app.as.admin.cookie, payload: { months: 24 } });
  });
});

describe('retention job', () => {
  it('is scheduled daily on the job engine (one run per tick whatever the instances)', async () => {
    const { rows } = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule where name = ${RETENTION_QUEUE}`.execute(app.t.database.db);
    expect(rows).toEqual([{ name: RETENTION_QUEUE, cron: RETENTION_CRON }]);
  });

  it('anonymises, with a clock we control, only applicants not hired and idle for longer than the period, once', async () => {
    const jobId = (await app.t.request({ method: 'POST', url: '/api/jobs', cookie: app.as.recruiter.cookie, payload: jobBody() })).json()
      .job_id;
    const idle = await addApplicant({ first_name: 'Idle', email: 'idle@example.com', status: 'Rejected' });
    const hired = await addApplicant({ first_name: 'Hired', email: 'hired@example.com', status: 'Hired' });
    const hiredElsewhere = await addApplicant({ first_name: 'Elsewhere', email: 'elsewhere@example.com', status: 'On Hold' });
    await app.t.database.db.insertInto('applications').values({ applicant_id: hiredElsewhere, job_id: jobId, stage: 'Hired' }).execute();
    const active = await addApplicant({ first_name: 'Active', email: 'active@example.com', status: 'Screening' });
    const now = new Date();

    // Just inside the period: nothing is due.
    expect(await runRetention(app.t.database.db, addMonths(now, 23))).toEqual({ anonymised: 0, months: 24 });
    // A note about 'active' written 13 months from now keeps them for the period after it.
    const note = await app.t.request({
      method: 'POST',
      url: '/api/activities',
      cookie: app.as.recruiter.cookie,
      payload: { kind: 'note', body: 'Still interested.', links: [{ type: 'applicant', id: active }] },
    });
    expect(note.statusCode).toBe(201);
    await sql`UPDATE activity_links SET created_at = ${addMonths(now, 13)} WHERE record_id = ${active}`.execute(app.t.database.db);

    const later = addMonths(now, 25);
    const first = await runRetention(app.t.database.db, later);
    expect(await firstName(idle)).toBe('Erased');
    expect([await firstName(hired), await firstName(hiredElsewhere), await firstName(active)]).toEqual(['Hired', 'Elsewhere', 'Active']);
    expect(first.anonymised).toBeGreaterThanOrEqual(1);
    const entries = (await auditEntries(app.t, 'PERSONAL_DATA_ERASED')).filter((e) => e.entity_id === idle);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_id: null,
      user_name: 'Retention policy',
      details: { kind: 'applicant', reason: 'retention', months: 24 },
    });

    // Run again (a second instance, or the next day): nothing more, no second entry.
    expect((await runRetention(app.t.database.db, later)).anonymised).toBe(0);
    expect((await auditEntries(app.t, 'PERSONAL_DATA_ERASED')).filter((e) => e.entity_id === idle)).toHaveLength(1);

    // Two runs side by side anonymise each applicant once.
    const twice = addMonths(now, 40);
    const [a, b] = await Promise.all([runRetention(app.t.database.db, twice), runRetention(app.t.database.db, twice)]);
    expect(a.anonymised + b.anonymised).toBe(1);
    expect(await firstName(active)).toBe('Erased');
    expect((await auditEntries(app.t, 'PERSONAL_DATA_ERASED')).filter((e) => e.entity_id === active)).toHaveLength(1);
  });

  it('keeps an applicant whose interview falls within the period, until it is cancelled', async () => {
    const jobId = (await app.t.request({ method: 'POST', url: '/api/jobs', cookie: app.as.recruiter.cookie, payload: jobBody() })).json()
      .job_id;
    const booked = await addApplicant({ first_name: 'Booked', email: 'booked@example.com', status: 'Interviewing' });
    const { application_id } = await app.t.database.db
      .insertInto('applications')
      .values({ applicant_id: booked, job_id: jobId, stage: 'Interviewing' })
      .returning('application_id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const later = addMonths(now, 25);
    // Booked long ago for a day after the period's start, as seen from `later`.
    const { interview_id } = await app.t.database.db
      .insertInto('interviews')
      .values({ application_id, starts_at: addMonths(now, 26), duration_minutes: 45 })
      .returning('interview_id')
      .executeTakeFirstOrThrow();

    await runRetention(app.t.database.db, later);
    expect(await firstName(booked)).toBe('Booked');
    await app.t.database.db.updateTable('interviews').set({ cancelled_at: now }).where('interview_id', '=', interview_id).execute();
    await runRetention(app.t.database.db, later);
    expect(await firstName(booked)).toBe('Erased');
  });

  it('counts calendar months, the 31st falling back to the month’s last day', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2028-11-24T00:00:00Z'), 24).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
