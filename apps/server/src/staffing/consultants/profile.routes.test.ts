import { beforeAll, describe, expect, it } from 'vitest';
import type { Consultant, ConsultantHistory, ProfileShare } from '@keel/shared/consultants';
import type { ResolvedSkill } from '@keel/shared/skills';
import type { TimelinePage } from '@keel/shared/activities';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

/** The text a reader of the PDF gets, page by page, read back with pdf.js (what a client's viewer shows). */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, isEvalSupported: false })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : ' ');
  }
  return { pages: pdf.numPages, text: parts.join('').replace(/[ \t]+/g, ' ') };
}

async function skillId(text: string): Promise<string> {
  return (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!
    .skill_id;
}

let francois: Consultant;
let contactId = '';

describe("a consultant's client-ready profile (decision 0101)", () => {
  beforeAll(async () => {
    const res = await call('POST', '/api/consultants', app.as.admin.cookie, {
      full_name: 'François Müller',
      email: 'francois.muller@example.test',
      phone: '+49 30 5550 1234',
      title: 'Senior frontend engineer',
      engagement: 'contractor',
      city: 'Kraków',
      country: 'PL',
      time_zone: 'Europe/Warsaw',
      notes: 'Internal: prefers remote, negotiating a raise',
      rates: { day_rate: 987.65, cost_rate: 612.34, rate_currency: 'EUR' },
      skills: [
        { skill_id: await skillId('React'), level: 4, years: 7 },
        { skill_id: await skillId('TypeScript'), level: 3, years: 4.5 },
        { skill_id: await skillId('Kubernetes'), level: 1, years: null },
      ],
      unavailability: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    francois = res.json<Consultant>();
    contactId = (
      await app.t.database.db
        .insertInto('contacts')
        .values({ first_name: 'Łucja', last_name: 'Żak', email: 'lucja@client.example' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);

  it('the named PDF prints the name with its accents, title, skills in words, years and home location; never rates or notes', async () => {
    const url = `/api/consultants/${francois.consultant_id}/profile.pdf`;
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const role of ['user', 'recruiter', 'sales_rep', 'admin'] as const) {
      const res = await call('GET', `${url}?anonymised=false`, app.as[role].cookie);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const res = await call('GET', url, app.as.user.cookie);
    expect(res.headers['content-disposition']).toBe('attachment; filename="profile-Francois-Muller.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'François Müller',
      'Senior frontend engineer',
      'francois.muller@example.test',
      '+49 30 5550 1234',
      'Kraków, Poland',
      'React',
      'Expert, 7 years',
      'TypeScript',
      'Advanced, 4.5 years',
      'Kubernetes',
      'Beginner',
    ])
      expect(text).toContain(expected);
    for (const never of ['987', '612', 'EUR', 'raise', 'Contractor', 'Europe/Warsaw']) expect(text).not.toContain(never);
  });

  it('the anonymised PDF carries an anonymous label and the country only: no name, e-mail, phone or city', async () => {
    const res = await call('GET', `/api/consultants/${francois.consultant_id}/profile.pdf?anonymised=true`, app.as.recruiter.cookie);
    expect(res.statusCode).toBe(200);
    const label = `Consultant A-${francois.consultant_id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="profile-${label.replace(/\s+/g, '-')}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(label);
    expect(text).toContain('Poland');
    expect(text).toContain('Expert, 7 years');
    for (const never of ['François', 'Müller', 'Muller', 'francois', '5550', 'Kraków', '987', 'EUR']) expect(text).not.toContain(never);
    // The document's metadata does not name them either.
    expect(res.rawPayload.toString('latin1')).not.toMatch(/M.?ller|Fran.?ois/);
  });

  it('prints letters beyond Latin-1 and keeps sixty skills within two pages', async () => {
    const skills = (await call('GET', '/api/skills', app.as.user.cookie)).json<{ skill_id: string }[]>().slice(0, 60);
    const res = await call('POST', '/api/consultants', app.as.admin.cookie, {
      full_name: 'Łukasz Dvořák-Дмитриев',
      engagement: 'employee',
      skills: skills.map((s) => ({ skill_id: s.skill_id, level: 2, years: 1 })),
      unavailability: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const many = res.json<Consultant>();
    const pdf = await call('GET', `/api/consultants/${many.consultant_id}/profile.pdf`, app.as.user.cookie);
    const { pages, text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Łukasz Dvořák-Дмитриев');
    expect(pages).toBeLessThanOrEqual(2);
    expect(text.match(/Intermediate, 1 year/g)?.length).toBe(skills.length);
  });

  it('an unknown consultant is a 404, a query that is not true or false a 400', async () => {
    expect((await call('GET', '/api/consultants/00000000-0000-4000-8000-000000000000/profile.pdf', app.as.user.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/consultants/${francois.consultant_id}/profile.pdf?anonymised=yes`, app.as.user.cookie)).statusCode,
    ).toBe(400);
  });

  it('admins and sales reps record a share; it is audited and read on both timelines', async () => {
    const url = `/api/consultants/${francois.consultant_id}/profile-shares`;
    const body = { contact_id: contactId, anonymised: true, note: 'For the portal rebuild' };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    for (const role of ['user', 'recruiter'] as const)
      expect((await call('POST', url, app.as[role].cookie, body)).statusCode, role).toBe(403);
    const before = (await auditEntries(app.t, 'CONSULTANT_PROFILE_SHARED')).length;

    const res = await call('POST', url, app.as.sales_rep.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ProfileShare>()).toMatchObject({
      consultant_id: francois.consultant_id,
      contact_id: contactId,
      contact_name: 'Łucja Żak',
      anonymised: true,
      note: 'For the portal rebuild',
      shared_by: app.as.sales_rep.user.fullName,
    });
    const named = await call('POST', url, app.as.admin.cookie, { contact_id: contactId, anonymised: false });
    expect(named.statusCode, named.body).toBe(201);
    expect((await auditEntries(app.t, 'CONSULTANT_PROFILE_SHARED')).length).toBe(before + 4);

    const sentence = (who: string, version: string) => `${who} shared the profile of “François Müller” with “Łucja Żak” (${version}).`;
    const expected = [sentence(app.as.admin.user.fullName, 'named'), sentence(app.as.sales_rep.user.fullName, 'anonymised')];
    const history = (await call('GET', `/api/consultants/${francois.consultant_id}/history`, app.as.user.cookie)).json<ConsultantHistory>();
    expect(history.items.filter((i) => i.action_type === 'CONSULTANT_PROFILE_SHARED').map((i) => i.text)).toEqual(expected);
    const timeline = await call('GET', `/api/timeline/contact/${contactId}?kind=history`, app.as.sales_rep.cookie);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const texts = timeline
      .json<TimelinePage>()
      .items.flatMap((i) => (i.source === 'history' && i.actionType === 'CONSULTANT_PROFILE_SHARED' ? [i.text] : []));
    expect(texts).toEqual(expected);
  });

  it('refuses a missing or unknown contact and an unknown consultant', async () => {
    const url = `/api/consultants/${francois.consultant_id}/profile-shares`;
    expect((await call('POST', url, app.as.admin.cookie, { anonymised: true })).statusCode).toBe(400);
    const unknown = { contact_id: '00000000-0000-4000-8000-000000000000', anonymised: false };
    expect((await call('POST', url, app.as.admin.cookie, unknown)).statusCode).toBe(404);
    const noConsultant = '/api/consultants/00000000-0000-4000-8000-000000000000/profile-shares';
    expect((await call('POST', noConsultant, app.as.admin.cookie, { contact_id: contactId, anonymised: false })).statusCode).toBe(404);
  });
});
