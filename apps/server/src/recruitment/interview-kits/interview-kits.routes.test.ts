import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { InterviewKit, KitTemplate } from '@keel/shared/interview-kits';
import type { Interview } from '@keel/shared/interviews';
import type { Job } from '@keel/shared/jobs';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, expectRecruitersAndAdminsOnly, jobBody } from '../../test/recruitment';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
type Member = { user: { id: string }; cookie: string };
let serial = 0;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

async function aJob(): Promise<Job> {
  serial += 1;
  return (await call('POST', '/api/jobs', app.as.recruiter.cookie, jobBody({ title: `Kit Job ${serial}` }))).json<Job>();
}

async function anApplication(job: Job): Promise<ApplicantApplication> {
  serial += 1;
  const { applicant } = (
    await call('POST', '/api/applicants', app.as.recruiter.cookie, applicantBody({ email: `kit${serial}@example.com`, job_id: job.job_id }))
  ).json<ApplicantSaved>();
  return (await call('GET', `/api/applicants/${applicant.applicant_id}/applications`, app.as.recruiter.cookie)).json<
    ApplicantApplication[]
  >()[0];
}

const kitBody = {
  competencies: [
    { name: 'System design', weight: 3, questions: ['Design a rate limiter.', ' '] },
    { name: 'Communication', questions: [] },
  ],
};

describe('interview kit templates', () => {
  it('are kept by recruiters and admins only (no session 401, users and sales reps 403)', async () => {
    const { t, as } = app;
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/interview-kit-templates' }, (s) => s === 200);
    // The second allowed call sends the same name: 409.
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'POST', url: '/api/interview-kit-templates', payload: { name: 'Matrix kit', ...kitBody } },
      (s) => [201, 409].includes(s),
    );
    const [first] = (await call('GET', '/api/interview-kit-templates', as.admin.cookie))
      .json<KitTemplate[]>()
      .filter((x) => x.name.startsWith('Matrix'));
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/interview-kit-templates/${first.template_id}`, payload: { name: first.name, ...kitBody } },
      (s) => s === 200,
    );
    await expectRecruitersAndAdminsOnly(t, as, { method: 'DELETE', url: `/api/interview-kit-templates/${first.template_id}` }, (s) =>
      [204, 404].includes(s),
    );
    const job = await aJob();
    await expectRecruitersAndAdminsOnly(
      t,
      as,
      { method: 'PUT', url: `/api/jobs/${job.job_id}/interview-kit`, payload: kitBody },
      (s) => s === 200,
    );
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: `/api/jobs/${job.job_id}/interview-kit` }, (s) => s === 200);
  });

  it('start with a general template; names are unique; an edit keeps the ids it is sent; a delete leaves the kits', async () => {
    const cookie = app.as.recruiter.cookie;
    const all = (await call('GET', '/api/interview-kit-templates', cookie)).json<KitTemplate[]>();
    expect(all.find((x) => x.name === 'General interview')?.competencies.map((c) => c.name)).toEqual([
      'Technical skills',
      'Communication',
      'Delivery',
    ]);
    const created = await call('POST', '/api/interview-kit-templates', cookie, { name: 'Backend engineer', ...kitBody });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<KitTemplate>();
    expect(template.competencies).toMatchObject([
      { name: 'System design', weight: 3, questions: ['Design a rate limiter.'] },
      { name: 'Communication', weight: null, questions: [] },
    ]);
    expect((await call('POST', '/api/interview-kit-templates', cookie, { name: 'backend ENGINEER', ...kitBody })).statusCode).toBe(409);
    const dup = await call('POST', '/api/interview-kit-templates', cookie, {
      name: 'Twice',
      competencies: [{ name: 'Delivery' }, { name: 'delivery' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/interview-kit-templates', cookie, { name: 'Heavy', competencies: [{ name: 'X', weight: 11 }] })).statusCode,
    ).toBe(400);

    const [design] = template.competencies;
    const edited = (
      await call('PUT', `/api/interview-kit-templates/${template.template_id}`, cookie, {
        name: 'Backend engineer',
        competencies: [{ ...design, name: 'Architecture' }, { name: 'Ownership' }],
      })
    ).json<KitTemplate>();
    expect(edited.competencies[0]).toMatchObject({ id: design.id, name: 'Architecture' });
    expect(edited.competencies[1].id).not.toBe(template.competencies[1].id);

    // A job's kit started from it: copies with ids of their own.
    const job = await aJob();
    const kit = (
      await call('PUT', `/api/jobs/${job.job_id}/interview-kit`, cookie, { competencies: edited.competencies })
    ).json<InterviewKit>();
    expect(kit.competencies.map((c) => c.name)).toEqual(['Architecture', 'Ownership']);
    expect(kit.competencies.map((c) => c.id)).not.toContain(design.id);
    expect((await auditEntries(app.t, 'INTERVIEW_KIT_UPDATED'))[0]).toMatchObject({ entity_type: 'job', entity_id: job.job_id });

    expect((await call('DELETE', `/api/interview-kit-templates/${template.template_id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/interview-kit-templates/${template.template_id}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${job.job_id}/interview-kit`, cookie)).json<InterviewKit>()).toEqual(kit);
    expect((await call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000/interview-kit', cookie)).statusCode).toBe(404);
  });
});

describe('structured scorecards', () => {
  let job: Job;
  let kit: InterviewKit;
  let application: ApplicantApplication;
  let interview: Interview;
  let ana: Member; // a consultant on the panel
  let ben: Member; // a sales rep on the panel
  let manager: Member; // the job's hiring manager, on no panel

  beforeAll(async () => {
    job = await aJob();
    kit = (await call('PUT', `/api/jobs/${job.job_id}/interview-kit`, app.as.recruiter.cookie, kitBody)).json<InterviewKit>();
    application = await anApplication(job);
    ana = await app.t.userWithRole('user', { fullName: 'Ana Interviewer' });
    ben = await app.t.userWithRole('sales_rep', { fullName: 'Ben Interviewer' });
    manager = await app.t.userWithRole('user', { fullName: 'Mia Manager' });
    await call('PUT', `/api/jobs/${job.job_id}/hiring-team`, app.as.recruiter.cookie, { hiring_manager_id: manager.user.id });
    const res = await call('POST', `/api/applications/${application.application_id}/interviews`, app.as.recruiter.cookie, {
      starts_at: '2026-12-03T15:00:00.000Z',
      interviewer_ids: [ana.user.id, ben.user.id],
      location: 'Room 2',
    });
    expect(res.statusCode, res.body).toBe(201);
    interview = res.json<Interview>();
  });

  const card = (ratings: number[], recommendation = 'yes', notes = 'Fine.') => ({
    recommendation,
    notes,
    ratings: kit.competencies.map((c, i) => ({ competency_id: c.id, rating: ratings[i], notes: `${c.name} notes` })),
  });
  const record = (who: Member, body: unknown) => call('PUT', `/api/interviews/${interview.interview_id}/scorecard`, who.cookie, body);
  const read = async (cookie: string) =>
    (await call('GET', `/api/applications/${application.application_id}/interviews`, cookie)).json<Interview[]>()[0];

  it("rates every competency of the job's kit 1–4, once, with an overall recommendation (400 otherwise)", async () => {
    for (const body of [
      card([4, 5]),
      card([0, 2]),
      { ...card([3, 3]), recommendation: 'maybe' },
      { ...card([3, 3]), ratings: card([3, 3]).ratings.slice(0, 1) },
      { ...card([3, 3]), ratings: [...card([3, 3]).ratings, card([3, 3]).ratings[0]] },
      { ...card([3, 3]), ratings: [{ competency_id: '00000000-0000-4000-8000-000000000000', rating: 3 }, card([3, 3]).ratings[1]] },
    ]) {
      const res = await record(ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await read(app.as.admin.cookie)).scorecards).toEqual([]);
  });

  it('hides the others’ scorecards from an interviewer until they record their own; recruiters, admins and the hiring manager read all', async () => {
    const byBen = await record(ben, card([2, 3], 'no', 'Vague on design.'));
    expect(byBen.statusCode, byBen.body).toBe(200);
    expect(byBen.json<Interview>().scorecards.map((s) => s.interviewer_name)).toEqual(['Ben Interviewer']);

    const before = await read(ana.cookie);
    expect(before.scorecards).toEqual([]);
    expect(before.hidden_scorecards).toBe(1);
    for (const cookie of [app.as.recruiter.cookie, app.as.admin.cookie, manager.cookie])
      expect((await read(cookie)).scorecards.map((s) => s.interviewer_name)).toEqual(['Ben Interviewer']);

    const byAna = await record(ana, card([4, 3], 'strong_yes'));
    expect(byAna.statusCode, byAna.body).toBe(200);
    const after = await read(ana.cookie);
    expect(after.hidden_scorecards).toBe(0);
    const ben2 = after.scorecards.find((s) => s.interviewer_name === 'Ben Interviewer')!;
    expect(ben2).toMatchObject({
      recommendation: 'no',
      legacy_rating: null,
      notes: 'Vague on design.',
      ratings: [
        { competency_id: kit.competencies[0].id, name: 'System design', rating: 2, notes: 'System design notes' },
        { competency_id: kit.competencies[1].id, name: 'Communication', rating: 3, notes: 'Communication notes' },
      ],
    });
    // A revision replaces it.
    expect((await record(ana, card([3, 3], 'yes'))).statusCode).toBe(200);
    expect((await read(app.as.admin.cookie)).scorecards.find((s) => s.interviewer_name === 'Ana Interviewer')?.recommendation).toBe('yes');
    const [entry] = await auditEntries(app.t, 'SCORECARD_RECORDED');
    expect(entry.details).toMatchObject({ recommendation: 'yes', ratings: ['System design: 3', 'Communication: 3'] });
    expect(JSON.stringify(entry.details)).not.toContain('notes');
  });

  it('keeps an interviewer blind while another interview of the application they sit on has no scorecard of theirs', async () => {
    const second = await call('POST', `/api/applications/${application.application_id}/interviews`, app.as.recruiter.cookie, {
      starts_at: '2026-12-04T15:00:00.000Z',
      interviewer_ids: [ana.user.id],
      location: 'Room 3',
    });
    expect(second.statusCode, second.body).toBe(201);
    const all = (await call('GET', `/api/applications/${application.application_id}/interviews`, ana.cookie)).json<Interview[]>();
    expect(all.flatMap((i) => i.scorecards).map((s) => s.interviewer_name)).toEqual(['Ana Interviewer']);
    expect(all[0].hidden_scorecards).toBe(1);
  });
});
