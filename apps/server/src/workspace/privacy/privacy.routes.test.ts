import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { applicantBody, jobBody, multipartBody } from '../../test/recruitment';
import { makePdf } from '../../test/resume-fixtures';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';
import { columnsContaining } from './privacy.test-support';

const app = appWithEveryRole();

const NAME = 'Zebedee Quillfeather';
const EMAIL = 'zeb.quill@example.org';
const PHONE = '(512) 555-0142';

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
}
const ZEBEDEE: Person = { first: 'Zebedee', last: 'Quillfeather', email: EMAIL, phone: PHONE };

/** An applicant with a resume, two applications, a note of their own, a note shared with a contact, an e-mail sent to them. */
async function richApplicant({ first, last, email, phone }: Person) {
  const name = `${first} ${last}`;
  const cookie = app.as.recruiter.cookie;
  const jobId = (await app.t.request({ method: 'POST', url: '/api/jobs', cookie, payload: jobBody({ title: 'Privacy Engineer' }) })).json()
    .job_id;
  const otherJob = (await app.t.request({ method: 'POST', url: '/api/jobs', cookie, payload: jobBody({ title: 'Second Job' }) })).json()
    .job_id;
  const pdf = await makePdf([name, 'TypeScript and PostgreSQL']);
  const created = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    cookie,
    ...multipartBody(
      applicantBody({ first_name: first, last_name: last, email, phone, job_id: jobId, notes: `Met ${name} at a meetup.` }),
      [{ fileName: 'cv.pdf', bytes: pdf, contentType: 'application/pdf' }],
    ),
  });
  expect(created.statusCode, created.body).toBe(201);
  const applicant = created.json().applicant;
  // The primary application (decision 0030; made here in case saving the applicant does not make it) and a second one.
  await app.t.database.db
    .insertInto('applications')
    .values({ applicant_id: applicant.applicant_id, job_id: jobId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await app.t.database.db
    .insertInto('applications')
    .values({
      applicant_id: applicant.applicant_id,
      job_id: otherJob,
      cover_note: `I am ${name}, reach me at ${email}.`,
      ats_keywords_matched: ['Kotlin'],
    })
    .execute();
  const contactId = (
    await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: app.as.admin.cookie,
      payload: { first_name: 'Other', last_name: 'Person', email: 'other.person@example.com' },
    })
  ).json().id;
  const note = (body: string, links: { type: string; id: string }[]) =>
    app.t.request({ method: 'POST', url: '/api/activities', cookie, payload: { kind: 'note', body, links } });
  expect((await note(`Called ${name} (${email}).`, [{ type: 'applicant', id: applicant.applicant_id }])).statusCode).toBe(201);
  expect(
    (
      await note(`Introduced ${name} to Other Person.`, [
        { type: 'applicant', id: applicant.applicant_id },
        { type: 'contact', id: contactId },
      ])
    ).statusCode,
  ).toBe(201);
  const mail = await app.t.request({
    method: 'POST',
    url: `/api/applicants/${applicant.applicant_id}/candidate-email`,
    cookie,
    payload: { templateKey: 'rejection', subject: 'Hello {{firstName}}', body: 'Dear {{firstName}} {{lastName}}' },
  });
  expect(mail.statusCode, mail.body).toBe(201);
  return { id: applicant.applicant_id as string, resumePath: applicant.resume_file_path as string, pdf, contactId: contactId as string };
}

describe('export of an applicant', () => {
  it('gives an admin a zip of all their fields, applications, activities, audit entries, mails and resume', async () => {
    const { id, pdf } = await richApplicant({ first: 'Ottoline', last: 'Exportwell', email: 'otto.export@example.org', phone: '555-0100' });
    const res = await app.t.request({ method: 'GET', url: `/api/privacy/applicant/${id}/export`, cookie: app.as.admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="keel-applicant-${id}-export.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.applicant).toMatchObject({
      applicant_id: id,
      first_name: 'Ottoline',
      last_name: 'Exportwell',
      email: 'otto.export@example.org',
      phone: '555-0100',
      notes: 'Met Ottoline Exportwell at a meetup.',
    });
    expect(data.applications.map((a: { job_title: string }) => a.job_title).sort()).toEqual(['Privacy Engineer', 'Second Job']);
    // Each application's own screening is theirs too (migration 0037).
    expect(data.applications.find((a: { job_title: string }) => a.job_title === 'Second Job')).toMatchObject({
      ats_keywords_matched: ['Kotlin'],
    });
    expect(data.activities.map((a: { body: string }) => a.body).sort()).toEqual([
      'Called Ottoline Exportwell (otto.export@example.org).',
      'Introduced Ottoline Exportwell to Other Person.',
    ]);
    expect(data.auditEntries.map((e: { action_type: string }) => e.action_type)).toEqual(
      expect.arrayContaining(['APPLICANT_CREATED', 'CANDIDATE_EMAIL_SENT']),
    );
    expect(data.mails).toEqual([expect.objectContaining({ subject: 'Hello Ottoline', kind: 'candidate' })]);
    expect(data.files).toHaveLength(1);
    expect(Buffer.from(await zip.file(data.files[0])!.async('uint8array')).equals(pdf)).toBe(true);
    const [entry] = await auditEntries(app.t, 'PERSONAL_DATA_EXPORTED');
    expect(entry).toMatchObject({
      entity_type: 'applicant',
      entity_id: id,
      details: { kind: 'applicant', files: 1, userId: app.as.admin.user.id },
    });
  });
});

describe('erase of an applicant', () => {
  it('refuses a name typed wrong, changing nothing', async () => {
    const plain = (
      await app.t.request({
        method: 'POST',
        url: '/api/applicants',
        cookie: app.as.recruiter.cookie,
        payload: applicantBody({ email: 'plain@example.com' }),
      })
    ).json().applicant.applicant_id;
    const before = await app.t.database.db.selectFrom('applicants').selectAll().where('applicant_id', '=', plain).executeTakeFirstOrThrow();
    const res = await app.t.request({
      method: 'POST',
      url: `/api/privacy/applicant/${plain}/erase`,
      cookie: app.as.admin.cookie,
      payload: { confirmName: 'Someone Else' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Type the name exactly as shown to confirm.');
    expect(
      await app.t.database.db.selectFrom('applicants').selectAll().where('applicant_id', '=', plain).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('leaves no personal data: no text column anywhere holds their name, e-mail or phone, and the resume is gone', async () => {
    const { id, resumePath, contactId } = await richApplicant(ZEBEDEE);
    for (const needle of [NAME, EMAIL, PHONE]) expect(await columnsContaining(app.t, needle), needle).not.toEqual([]);

    const res = await app.t.request({
      method: 'POST',
      url: `/api/privacy/applicant/${id}/erase`,
      cookie: app.as.admin.cookie,
      payload: { confirmName: '  zebedee quillfeather ' },
    });
    expect(res.statusCode, res.body).toBe(204);

    for (const needle of [NAME, EMAIL, PHONE, 'Quillfeather']) expect(await columnsContaining(app.t, needle), needle).toEqual([]);
    const files = await app.t.database.db.selectFrom('stored_files').select('path').where('path', 'like', `resumes/${id}%`).execute();
    expect(files).toEqual([]);
    expect((await app.t.request({ method: 'GET', url: `/files/resumes/${resumePath}`, cookie: app.as.admin.cookie })).statusCode).toBe(404);

    // The record stays, anonymised, with its applications (the jobs' figures); the shared note stays with the contact.
    const row = await app.t.database.db
      .selectFrom('applicants')
      .select(['first_name', 'last_name', 'email', 'resume_on_file'])
      .where('applicant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Erased', last_name: 'applicant', email: `erased-${id}@erased.invalid`, resume_on_file: false });
    expect(
      await app.t.database.db
        .selectFrom('applications')
        .select(['cover_note', 'ats_keywords_matched'])
        .where('applicant_id', '=', id)
        .execute(),
    ).toEqual([
      { cover_note: null, ats_keywords_matched: [] },
      { cover_note: null, ats_keywords_matched: [] },
    ]);
    const contactTimeline = (await app.t.request({ method: 'GET', url: `/api/timeline/contact/${contactId}`, cookie: app.as.admin.cookie }))
      .body;
    expect(contactTimeline).toContain('Introduced [erased] to Other Person.');

    const [entry] = await auditEntries(app.t, 'PERSONAL_DATA_ERASED');
    expect(entry).toMatchObject({ entity_type: 'applicant', entity_id: id, user_name: app.as.admin.user.fullName });
    expect(entry.details).toEqual({
      kind: 'applicant',
      filesDeleted: 1,
      activitiesDeleted: 1,
      mailsDeleted: 1,
      userId: app.as.admin.user.id,
    });
  });
});

describe('erase of a contact', () => {
  it('anonymises the contact, their lead’s person fields and their messages, leaving no personal data', async () => {
    const email = 'wilhelmina.fairweather@example.net';
    const name = 'Wilhelmina Fairweather';
    const contact = await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: app.as.admin.cookie,
      payload: { first_name: 'Wilhelmina', last_name: 'Fairweather', email, phone: '555-777-1234', city: 'Lisbon' },
    });
    const id = contact.json().id;
    const stage = await app.t.database.db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow();
    await app.t.database.db
      .insertInto('deals')
      .values({
        stage_id: stage.id,
        name: `Website for ${name}`,
        contact_ids: [id],
        first_name: 'Wilhelmina',
        last_name: 'Fairweather',
        email,
        phone: '555-777-1234',
      })
      .execute();
    await app.t.database.db.insertInto('contact_messages').values({ name, email, subject: 'Hi', message: 'Call me' }).execute();

    const exported = await app.t.request({ method: 'GET', url: `/api/privacy/contact/${id}/export`, cookie: app.as.admin.cookie });
    const data = JSON.parse(await (await JSZip.loadAsync(exported.rawPayload)).file('data.json')!.async('string'));
    expect(data.contact).toMatchObject({ email, city: 'Lisbon' });
    expect(data.leads).toEqual([expect.objectContaining({ name: `Website for ${name}` })]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Hi' })]);

    const res = await app.t.request({
      method: 'POST',
      url: `/api/privacy/contact/${id}/erase`,
      cookie: app.as.admin.cookie,
      payload: { confirmName: name },
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const needle of [name, email, '555-777-1234', 'Fairweather']) expect(await columnsContaining(app.t, needle), needle).toEqual([]);
    expect(await app.t.database.db.selectFrom('deals').select('name').where('name', '=', 'Website for [erased]').execute()).toHaveLength(1);
  });
});

describe('privacy permissions', () => {
  it('refuses every privacy route to recruiter, sales_rep and user (403) and without a session (401), changing nothing', async () => {
    const id = (
      await app.t.request({
        method: 'POST',
        url: '/api/applicants',
        cookie: app.as.recruiter.cookie,
        payload: applicantBody({ email: 'perm@example.com' }),
      })
    ).json().applicant.applicant_id;
    const calls = [
      { method: 'GET' as const, url: `/api/privacy/applicant/${id}/export` },
      { method: 'POST' as const, url: `/api/privacy/applicant/${id}/erase`, payload: { confirmName: 'Jane Doe' } },
      { method: 'GET' as const, url: '/api/privacy/retention' },
      { method: 'PUT' as const, url: '/api/privacy/retention', payload: { months: 6 } },
    ];
    const audit = (
      await app.t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    for (const call of calls) {
      expect((await app.t.request({ ...call })).statusCode).toBe(401);
      for (const role of ['user', 'sales_rep', 'recruiter'] as const)
        expect((await app.t.request({ ...call, cookie: app.as[role].cookie })).statusCode, `${call.url} ${role}`).toBe(403);
    }
    expect(
      (
        await app.t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(audit);
    expect(
      await app.t.database.db.selectFrom('applicants').select('first_name').where('applicant_id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ first_name: 'Jane' });
    expect(
      (await app.t.request({ method: 'GET', url: '/api/privacy/contact/not-a-uuid/export', cookie: app.as.admin.cookie })).statusCode,
    ).toBe(400);
    expect(
      (
        await app.t.request({
          method: 'GET',
          url: '/api/privacy/contact/00000000-0000-4000-8000-000000000000/export',
          cookie: app.as.admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });
});
