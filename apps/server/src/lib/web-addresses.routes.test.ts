import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { APPLICANT_FIELDS } from '@keel/shared/fields/applicant-fields';
import { COMPANY_FIELDS } from '@keel/shared/fields/company-fields';
import { CONTACT_FIELDS } from '@keel/shared/fields/contact-fields';
import { JOB_FIELDS } from '@keel/shared/fields/job-fields';
import { up as neutraliseWebAddresses } from '../db/migrations/0051_http_only_web_addresses';
import { interviewIcs } from '../recruitment/interviews/interview-invitation';
import { appWithEveryRole } from '../test/app-with-every-role';
import { apply, candidate, insertJob } from '../test/careers';
import { applicantBody } from '../test/recruitment';
import { tableSnapshotter } from '../fuzz/table-snapshot';

/**
 * Decision 0069: every field that stores a web address takes only an http(s) address, checked on
 * the server after normalisation. Before it, the check prepended https:// and parsed, so
 * `javascript:alert(1)+'@x.co` passed as user-info plus host.
 */
const app = appWithEveryRole({ env: { PUBLIC_FORM_RATE_LIMIT: '100000' } });
const HOSTILE = [
  "javascript:alert(1)+'@x.co",
  'javascript:alert(1)//x.co',
  'java\tscript:alert(1)',
  'data:text/html,x',
  'https://a:b@x.co',
];

/** Every web-address column, by table (the registries' url fields, the lead's website and the interview's video link). */
const WEB_ADDRESS_COLUMNS = [
  'applicants.linkedin_url',
  'companies.linkedin_url',
  'companies.website',
  'contacts.instagram_profile',
  'contacts.linkedin_profile',
  'deals.website',
  'interviews.video_url',
];

let serial = 0;
const unique = () => `web-${++serial}@example.com`;

async function applicationId(): Promise<string> {
  const email = unique();
  const job = await insertJob(app.t, { title: `Web Job ${serial}` });
  expect((await apply(app.t, job, candidate({ email }))).statusCode).toBe(200);
  const row = await app.t.database.db
    .selectFrom('applications')
    .innerJoin('applicants', 'applicants.applicant_id', 'applications.applicant_id')
    .select('applications.application_id')
    .where('applicants.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.application_id;
}

const interview = (id: string, video_url: string) => ({
  method: 'POST' as const,
  url: `/api/applications/${id}/interviews`,
  payload: {
    starts_at: '2026-12-01T15:00:00.000Z',
    duration_minutes: 60,
    interviewer_ids: [app.as.recruiter.user.id],
    video_url,
  },
});

describe('web addresses are http(s) only on every field that stores one', () => {
  it('the registries have no url field beyond the columns this file checks', () => {
    const registryColumns = [CONTACT_FIELDS, COMPANY_FIELDS, APPLICANT_FIELDS, JOB_FIELDS].flatMap((registry) =>
      registry
        .fields()
        .filter((f) => f.kind === 'url')
        .map((f) => `${registry.record}.${f.column}`),
    );
    for (const column of registryColumns) expect(WEB_ADDRESS_COLUMNS).toContain(column);
  });

  it.each(HOSTILE)('refuses %j in every web-address field with a 400 naming the field, storing nothing', async (value) => {
    const as = app.as;
    const application = await applicationId();
    const calls = [
      [
        'POST',
        '/api/contacts',
        as.user.cookie,
        { first_name: 'Web', last_name: 'Link', email: unique(), linkedin_profile: value },
        'linkedin_profile',
      ],
      [
        'POST',
        '/api/contacts',
        as.user.cookie,
        { first_name: 'Web', last_name: 'Link', email: unique(), instagram_profile: value },
        'instagram_profile',
      ],
      ['POST', '/api/companies', as.user.cookie, { name: 'Web Co', website: value }, 'website'],
      ['POST', '/api/companies', as.user.cookie, { name: 'Web Co', linkedin_url: value }, 'linkedin_url'],
      ['POST', '/api/applicants', as.recruiter.cookie, applicantBody({ email: unique(), linkedin_url: value }), 'linkedin_url'],
      ['POST', '/api/funnel/leads', as.sales_rep.cookie, { name: 'Web deal', website: value }, 'website'],
      [
        'POST',
        '/api/funnel/leads',
        as.sales_rep.cookie,
        { name: 'Web deal', socialProfiles: { linkedin: value } },
        'socialProfiles.linkedin',
      ],
      ['POST', interview(application, value).url, as.recruiter.cookie, interview(application, value).payload, 'video_url'],
    ] as const;
    const snapshots = await tableSnapshotter(app.t.database.db);
    const before = await snapshots.take();
    for (const [method, url, cookie, payload, field] of calls) {
      const res = await app.t.request({ method, url, cookie, payload });
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), `${url} ${field}`).toContain(field);
    }
    for (const field of ['website', 'linkedinProfile', 'instagramProfile']) {
      const res = await app.t.request({
        method: 'POST',
        url: '/api/inquiries',
        payload: { firstName: 'Dana', lastName: 'Web', email: unique(), message: 'A project.', [field]: value },
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    }
    expect(await snapshots.take()).toEqual(before);
    const job = await insertJob(app.t, { title: 'Web apply' });
    const applied = await apply(app.t, job, candidate({ email: unique(), linkedin_url: value }));
    expect(applied.statusCode).toBe(400);
    expect(applied.body).toContain('Please enter a valid web address.');
  });

  it('keeps addresses typed without a scheme, and links them with https://', async () => {
    const res = await app.t.request({
      method: 'POST',
      url: '/api/companies',
      cookie: app.as.user.cookie,
      payload: { name: 'Plain Co', website: 'plain.example.com/about', linkedin_url: 'https://www.linkedin.com/company/plain' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ website: 'plain.example.com/about', linkedin_url: 'https://www.linkedin.com/company/plain' });
  });

  it('an interview invitation carries URL: only for an http(s) video link', () => {
    const event = {
      interviewId: '00000000-0000-4000-8000-000000000001',
      sequence: 0,
      stamp: new Date('2026-11-01T00:00:00Z'),
      startsAt: new Date('2026-12-01T15:00:00Z'),
      durationMinutes: 60,
      timeZone: 'UTC',
      jobTitle: 'Engineer',
      location: null,
      candidate: { name: 'Ada', email: 'ada@example.com' },
      interviewers: [{ name: 'Rita', email: 'rita@example.com' }],
      organizer: { name: 'Keel', email: 'crm@example.com' },
    };
    expect(interviewIcs('REQUEST', { ...event, videoUrl: 'meet.example.com/abc' })).toContain('\r\nURL:https://meet.example.com/abc\r\n');
    for (const videoUrl of HOSTILE) expect(interviewIcs('REQUEST', { ...event, videoUrl })).not.toMatch(/\r\nURL:/);
  });
});

describe('migration 0051 neutralises stored web addresses that are not http(s)', () => {
  it('sets them to null (a lead keeps only its safe profiles) and keeps the rest', async () => {
    const db = app.t.database.db;
    const bad = "javascript:alert(1)+'@x.co";
    const ok = 'linkedin.com/in/kept';
    const contact = await db
      .insertInto('contacts')
      .values({ first_name: 'Old', last_name: 'Link', email: unique(), linkedin_profile: bad, instagram_profile: ok })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await db
      .insertInto('companies')
      .values({ name: 'Old Links Co', website: 'JAVASCRIPT:alert(1)', linkedin_url: 'https://www.linkedin.com/company/x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const others = ['java\tscript:alert(1)', 'https://u:p@x.co', 'data:text/html,x', 'ftp://x.co', 'x.co\\@evil.com'];
    const companies = [];
    for (const website of others)
      companies.push(
        (
          await db
            .insertInto('companies')
            .values({ name: `Old ${website}`, website })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const deal = await sql<{ id: string }>`
      INSERT INTO deals (stage_id, name, website, social_profiles)
      VALUES ((SELECT id FROM pipeline_stages ORDER BY position LIMIT 1), 'Old links deal', 'vbscript:msgbox',
        ${JSON.stringify({ linkedin: 'https://linkedin.com/in/ok', instagram: bad })}::jsonb)
      RETURNING id`.execute(db);

    await neutraliseWebAddresses(db as unknown as Kysely<unknown>);

    expect(
      await db.selectFrom('contacts').select(['linkedin_profile', 'instagram_profile']).where('id', '=', contact.id).executeTakeFirst(),
    ).toEqual({
      linkedin_profile: null,
      instagram_profile: ok,
    });
    expect(await db.selectFrom('companies').select(['website', 'linkedin_url']).where('id', '=', company.id).executeTakeFirst()).toEqual({
      website: null,
      linkedin_url: 'https://www.linkedin.com/company/x',
    });
    const rest = await db.selectFrom('companies').select('website').where('id', 'in', companies).execute();
    expect(rest.map((r) => r.website)).toEqual(others.map(() => null));
    expect(
      await db.selectFrom('deals').select(['website', 'social_profiles']).where('id', '=', deal.rows[0].id).executeTakeFirst(),
    ).toEqual({ website: null, social_profiles: { linkedin: 'https://linkedin.com/in/ok' } });
  });
});
