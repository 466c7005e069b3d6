import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mentionToken } from '@keel/shared/notifications';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { apply, candidate, insertJob } from '../../test/careers';
import type { TestApp } from '../../test/test-app';

/**
 * Decision 0070: after an erase no column of any table, in any schema, holds the
 * person's name, e-mail or phone: text, varchar, JSON, arrays and bytes alike, read from the catalog
 * (so a table added later is searched too). Folded .ics lines are unfolded before the search, as a
 * calendar reads them.
 */
const app = appWithEveryRole({ env: { PUBLIC_FORM_RATE_LIMIT: '100000' } });

/** Every column of a base table outside the system schemas, with how to read it as text or bytes. */
async function catalogColumns(t: TestApp) {
  const { rows } = await sql<{ schema: string; table: string; column: string; type: string }>`
    SELECT n.nspname AS schema, c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.attnum > 0 AND NOT a.attisdropped
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%'
    ORDER BY 1, 2, 3`.execute(t.database.db);
  return rows;
}

const TEXTUAL = /^(text|character varying|character|json|jsonb|name|xml|citext)(\(.*\))?(\[\])?$|\[\]$/;
/** '\r\n ' of a folded .ics line, raw or as JSON writes it, is removed before searching. */
const FOLD = String.raw`(\\r\\n|\r\n)[ \t]`;

/** 'schema.table.column' of every column holding any of the needles (case-insensitive; bytes as UTF-8). */
async function columnsHolding(t: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  let textColumns = 0;
  let byteColumns = 0;
  for (const { schema, table, column, type } of await catalogColumns(t)) {
    const ref = sql.ref(`${schema}.${table}.${column}`);
    const from = sql.table(`${schema}.${table}`);
    let hits = 0;
    if (TEXTUAL.test(type)) {
      textColumns += 1;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${from}
        WHERE ${sql.join(
          needles.map((needle) => sql`strpos(lower(regexp_replace(${ref}::text, ${FOLD}, '', 'g')), lower(${needle})) > 0`),
          sql` OR `,
        )}`.execute(t.database.db);
      hits = rows[0].n;
    } else if (type === 'bytea') {
      byteColumns += 1;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${from}
        WHERE ${sql.join(
          needles
            .flatMap((needle) => [needle, needle.toLowerCase(), needle.toUpperCase()])
            .map((needle) => sql`position(convert_to(${needle}, 'UTF8') in ${ref}) > 0`),
          sql` OR `,
        )}`.execute(t.database.db);
      hits = rows[0].n;
    }
    if (hits > 0) found.push(`${schema}.${table}.${column}`);
  }
  // The search reads the catalog: it covers the tables of every feature, the byte columns included.
  expect(textColumns).toBeGreaterThan(100);
  expect(byteColumns).toBeGreaterThan(0);
  return found;
}

const note = (cookie: string, body: string, links: { type: string; id: string }[]) =>
  app.t.request({ method: 'POST', url: '/api/activities', cookie, payload: { kind: 'note', body, links } });
const task = (cookie: string, title: string, assigneeId: string, links: { type: string; id: string }[]) =>
  app.t.request({
    method: 'POST',
    url: '/api/activities',
    cookie,
    payload: { kind: 'task', title, assigneeId, dueDate: '2026-06-01', links },
  });

describe('erase leaves nothing (decision 0070)', () => {
  it('an applicant with notes that mention, tasks, interviews, invitations with .ics and notifications: found nowhere after the erase', async () => {
    const { admin, recruiter, user } = app.as;
    const first = 'Zoraida';
    const last = 'Quennell-Vasquez';
    const name = `${first} ${last}`;
    const email = 'zoraida.qv@example.org';
    const phone = '(512) 555-0177';
    const job = await insertJob(app.t, { title: 'Erase Engineer', recruiter_id: recruiter.user.id });
    const applied = await apply(app.t, job, candidate({ first_name: first, last_name: last, email, phone, cover_note: `I am ${name}.` }));
    expect(applied.statusCode, applied.body).toBe(200);
    const applicant = await app.t.database.db
      .selectFrom('applicants')
      .innerJoin('applications', 'applications.applicant_id', 'applicants.applicant_id')
      .select(['applicants.applicant_id', 'applications.application_id'])
      .where('applicants.email', '=', email)
      .executeTakeFirstOrThrow();
    const links = [{ type: 'applicant', id: applicant.applicant_id }];
    const mention = await note(
      admin.cookie,
      `${mentionToken(recruiter.user.fullName, recruiter.user.id)} please call ${name} on ${phone} (${email}).`,
      links,
    );
    expect(mention.statusCode, mention.body).toBe(201);
    expect((await task(admin.cookie, `Call ${name}`, recruiter.user.id, links)).statusCode).toBe(201);
    const interview = await app.t.request({
      method: 'POST',
      url: `/api/applications/${applicant.application_id}/interviews`,
      cookie: recruiter.cookie,
      payload: {
        starts_at: '2026-12-01T15:00:00.000Z',
        duration_minutes: 60,
        interviewer_ids: [recruiter.user.id, admin.user.id],
        location: `Room 4, ask for ${name}`,
      },
    });
    expect(interview.statusCode, interview.body).toBe(201);

    // Before: the person is in notifications, the interviewers' invitations and their .ics.
    const before = await columnsHolding(app.t, [name, email, phone]);
    expect(before).toEqual(
      expect.arrayContaining(['public.notifications.subject', 'public.mail_outbox.attachments', 'public.applicants.email']),
    );

    const erased = await app.t.request({
      method: 'POST',
      url: `/api/privacy/applicant/${applicant.applicant_id}/erase`,
      cookie: admin.cookie,
      payload: { confirmName: name },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await columnsHolding(app.t, [name, email, phone, last])).toEqual([]);
    // The interviewers keep a valid calendar invitation, without the candidate.
    const invitation = await app.t.database.db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('to_address', '=', admin.user.email)
      .where('kind', 'like', 'interview-%')
      .executeTakeFirstOrThrow();
    const ics = (invitation.attachments as { content: string }[])[0].content;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(ics).toContain(`ATTENDEE;CN="${admin.user.fullName}"`);
    expect(user).toBeDefined();
  });

  it('a contact with notes that mention, tasks, a lead and notifications: found nowhere after the erase', async () => {
    const { admin, sales_rep, user } = app.as;
    const first = 'Xanthe';
    const last = 'Pemberton-Hollis';
    const name = `${first} ${last}`;
    const email = 'xanthe.ph@example.net';
    const phone = '+1 415 555 0199';
    const mobile = '415-555-0123';
    const created = await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: user.cookie,
      payload: { first_name: first, last_name: last, email, phone, mobile_phone: mobile, work_email: 'xanthe@work.example.net' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const links = [{ type: 'contact', id }];
    expect(
      (await note(user.cookie, `${mentionToken(admin.user.fullName, admin.user.id)} ${name} wants a call on ${mobile}.`, links)).statusCode,
    ).toBe(201);
    expect((await task(user.cookie, `Send ${name} the proposal`, sales_rep.user.id, links)).statusCode).toBe(201);
    const lead = await app.t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: sales_rep.cookie,
      payload: { name: `Rollout for ${name}`, contactIds: [id], description: `Reach ${name} at ${email}` },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const shared = await note(sales_rep.cookie, `${mentionToken(user.user.fullName, user.user.id)} ${name} signed.`, [
      ...links,
      { type: 'deal', id: lead.json<{ id: string }>().id },
    ]);
    expect(shared.statusCode, shared.body).toBe(201);

    const before = await columnsHolding(app.t, [name, email, phone, mobile]);
    expect(before).toEqual(expect.arrayContaining(['public.notifications.subject', 'public.contacts.email']));

    const erased = await app.t.request({
      method: 'POST',
      url: `/api/privacy/contact/${id}/erase`,
      cookie: admin.cookie,
      payload: { confirmName: name },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await columnsHolding(app.t, [name, email, phone, mobile, last, 'xanthe@work.example.net'])).toEqual([]);
  });
});
