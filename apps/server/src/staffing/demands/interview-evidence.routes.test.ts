import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { Consultant } from '@keel/shared/consultants';
import type { Demand, DemandMatches } from '@keel/shared/demands';
import type { InterviewKit, KitTemplate } from '@keel/shared/interview-kits';
import type { Interview } from '@keel/shared/interviews';
import type { Job } from '@keel/shared/jobs';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { applicantBody, jobBody } from '../../test/recruitment';
import { matchesScenario } from './demand-matches.test-support';

/**
 * Decision 0109: an interview competency names a skill of the graph; its ratings are evidence of
 * that skill — in the ranking's explanation (not its score) and in the level of a consultant made
 * from the hire.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;
const { call: get, skillId, reactLeadDemand } = matchesScenario(app);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let react = '';
let ts = '';
let job: Job;
let kit: InterviewKit;
let application: ApplicantApplication;
let applicantId = '';
let dealId = '';
let demand: Demand;
type Member = Awaited<ReturnType<typeof app.t.userWithRole>>;
let ana: Member;

const kitUrl = () => `/api/jobs/${job.job_id}/interview-kit`;
const linkedKit = () => ({
  competencies: [
    { name: 'Frontend craft', weight: 2, skill_id: react },
    { name: 'Communication', questions: [] },
  ],
});
const candidateRow = async (cookie: string) =>
  (await get('GET', `/api/deals/${dealId}/demands/${demand.demand_id}/matches`, cookie))
    .json<DemandMatches>()
    .matches.find((m) => m.id === applicantId);

beforeAll(async () => {
  [react, ts] = [await skillId('React'), await skillId('TypeScript')];
  job = (await call('POST', '/api/jobs', app.as.recruiter.cookie, jobBody({ title: 'Frontend engineer' }))).json<Job>();
  const { applicant } = (
    await call(
      'POST',
      '/api/applicants',
      app.as.recruiter.cookie,
      applicantBody({
        email: 'cleo@evidence.test',
        job_id: job.job_id,
        status: 'Interviewing',
        first_name: 'Cleo',
        last_name: 'Candidate',
      }),
    )
  ).json<ApplicantSaved>();
  applicantId = applicant.applicant_id;
  application = (await call('GET', `/api/applicants/${applicant.applicant_id}/applications`, app.as.recruiter.cookie)).json<
    ApplicantApplication[]
  >()[0];
  // Screening found React in the resume: the ranking lists Cleo as a candidate for a React demand.
  await db()
    .updateTable('applications')
    .set({ ats_keywords_matched: ['React'] })
    .where('application_id', '=', application.application_id)
    .execute();
  ({ dealId, demand } = await reactLeadDemand(react, ts));
  ana = await app.t.userWithRole('user', { fullName: 'Ana Interviewer' });
}, 120_000);

describe('competencies that name a skill (decision 0109)', () => {
  it('a kit links a competency to a skill, answered with its name; unknown skills and a skill twice are refused; users may not set kits', async () => {
    expect((await call('PUT', kitUrl(), undefined, linkedKit())).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const)
      expect((await call('PUT', kitUrl(), app.as[role].cookie, linkedKit())).statusCode, role).toBe(403);
    const unknown = await call('PUT', kitUrl(), app.as.recruiter.cookie, {
      competencies: [{ name: 'Weaving', skill_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('That skill is not in the skills graph (any more).');
    const twice = await call('PUT', kitUrl(), app.as.recruiter.cookie, {
      competencies: [
        { name: 'Frontend craft', skill_id: react },
        { name: 'React depth', skill_id: react },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const saved = await call('PUT', kitUrl(), app.as.recruiter.cookie, linkedKit());
    expect(saved.statusCode, saved.body).toBe(200);
    kit = saved.json<InterviewKit>();
    expect(kit.competencies.map((c) => [c.name, c.skill_id, c.skill_name])).toEqual([
      ['Frontend craft', react, 'React'],
      ['Communication', null, null],
    ]);
    // Templates link skills too, and a copy keeps the link.
    const template = await call('POST', '/api/interview-kit-templates', app.as.admin.cookie, { name: 'Frontend kit', ...linkedKit() });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json<KitTemplate>().competencies[0]).toMatchObject({ skill_id: react, skill_name: 'React' });
  });

  it("a rating of a linked competency explains the candidate's row to recruiters and admins, and does not change the score", async () => {
    const before = await candidateRow(app.as.recruiter.cookie);
    expect(before?.kind).toBe('candidate');
    expect(before?.skills.text).not.toContain('interview');
    const scheduled = await call('POST', `/api/applications/${application.application_id}/interviews`, app.as.recruiter.cookie, {
      starts_at: '2026-12-03T15:00:00.000Z',
      interviewer_ids: [ana.user.id],
      location: 'Room 2',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json<Interview>();
    const card = await call('PUT', `/api/interviews/${interview.interview_id}/scorecard`, ana.cookie, {
      recommendation: 'strong_yes',
      notes: null,
      ratings: kit.competencies.map((c, i) => ({ competency_id: c.id, rating: i === 0 ? 4 : 3, notes: null })),
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<Interview>().scorecards[0].ratings[0]).toMatchObject({ name: 'Frontend craft', rating: 4, skill_id: react });

    for (const cookie of [app.as.recruiter.cookie, app.as.admin.cookie]) {
      const after = await candidateRow(cookie);
      expect(after?.skills.text).toBe(
        'The resume names 1 of 2 required skills: React (levels not known yet, counted as three quarters); missing TypeScript. React rated 4/4 in interview.',
      );
    }
    expect((await candidateRow(app.as.recruiter.cookie))?.score).toBe(before?.score);
    // Sales reps and plain users see no candidates at all (decision 0092).
    for (const role of ['sales_rep', 'user'] as const) expect(await candidateRow(app.as[role].cookie)).toBeUndefined();
  });

  it('a consultant made from the hire starts the rated skill at its rating, the others at the default level', async () => {
    await db().updateTable('applicants').set({ status: 'Hired' }).where('applicant_id', '=', applicantId).execute();
    await db().updateTable('applications').set({ stage: 'Hired' }).where('application_id', '=', application.application_id).execute();
    const made = await call('POST', `/api/applicants/${applicantId}/consultant`, app.as.recruiter.cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Consultant>().skills.map((s) => [s.name, s.level])).toEqual([['React', 4]]);
  });
});
