import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProposal, Demand, DemandMatches } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();
const db = () => app.t.database.db;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

let dealId = '';
let demand: Demand;
let applicantId = '';
let teamCookie = '';
const base = () => `/api/deals/${dealId}/demands/${demand.demand_id}/candidate-proposals`;
const demands = async (cookie: string) => (await call('GET', `/api/deals/${dealId}/demands`, cookie)).json<Demand[]>()[0];
const history = async (type: 'deal' | 'applicant', id: string) =>
  (await call('GET', `/api/timeline/${type}/${id}?kind=history`, app.as.admin.cookie)).body;

describe('proposing candidates for a demand (decision 0103)', () => {
  beforeAll(async () => {
    const react = (await call('GET', '/api/skills/resolve?text=React', app.as.user.cookie)).json<ResolvedSkill>().skill!.skill_id;
    dealId = (await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Portal rebuild' })).json<{ id: string }>().id;
    demand = (
      await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, {
        role_title: 'React lead',
        seniority: 'lead',
        skills: [{ skill_id: react, min_level: 3 }],
        starts_on: '2027-03-01',
        ends_on: '2027-05-31',
        allocation_pct: 100,
        remote: true,
      })
    ).json<Demand>();
    const [job] = await db()
      .insertInto('jobs')
      .values({ title: 'Frontend developer', description: 'Build things.', requirements: 'React' })
      .returning('job_id')
      .execute();
    const [a] = await db()
      .insertInto('applicants')
      .values({ first_name: 'Cara', last_name: 'Candidate', email: 'cara@proposals.test' })
      .returning('applicant_id')
      .execute();
    applicantId = a.applicant_id;
    await db()
      .insertInto('applications')
      .values({ applicant_id: applicantId, job_id: job.job_id, stage: 'Interviewing', ats_keywords_matched: ['React.js'] })
      .execute();
    const member = await app.t.userWithRole('user', { email: 'team.member@proposals.test' });
    await db().insertInto('job_hiring_team').values({ job_id: job.job_id, user_id: member.user.id, team_role: 'interviewer' }).execute();
    teamCookie = member.cookie;
  }, 120_000);

  it('admins and recruiters propose a ranked candidate; anyone else is refused, a hiring team member too', async () => {
    const body = { applicant_id: applicantId };
    expect((await call('POST', base(), undefined, body)).statusCode).toBe(401);
    for (const [who, cookie] of [
      ['user', app.as.user.cookie],
      ['sales_rep', app.as.sales_rep.cookie],
      ['hiring team member', teamCookie],
    ])
      expect((await call('POST', base(), cookie, body)).statusCode, who).toBe(403);
    // The hiring team member sees the candidate ranked for their job, yet may not propose them.
    const teamView = (await call('GET', `/api/deals/${dealId}/demands/${demand.demand_id}/matches`, teamCookie)).json<DemandMatches>();
    expect(teamView.matches.map((m) => m.name)).toContain('Cara Candidate');
    expect((await call('POST', base(), app.as.recruiter.cookie, { applicant_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );

    const res = await call('POST', base(), app.as.recruiter.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<CandidateProposal>();
    expect(p).toMatchObject({ applicant_id: applicantId, name: 'Cara Candidate', detail: 'Frontend developer · Interviewing' });
    expect(p.proposed_by).toBe(app.as.recruiter.user.fullName);
    const again = await call('POST', base(), app.as.admin.cookie, body);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This candidate is already proposed for this demand.');

    const ranked = (
      await call('GET', `/api/deals/${dealId}/demands/${demand.demand_id}/matches`, app.as.admin.cookie)
    ).json<DemandMatches>();
    expect(ranked.matches.find((m) => m.id === applicantId)?.allocation).toEqual({ allocation_id: p.proposal_id, status: 'proposed' });
  });

  it('shows proposed candidates on the demand to admins and recruiters only, never to a plain user or a sales rep', async () => {
    for (const role of ['admin', 'recruiter'] as const)
      expect(
        (await demands(app.as[role].cookie)).candidate_proposals?.map((c) => c.name),
        role,
      ).toEqual(['Cara Candidate']);
    for (const role of ['user', 'sales_rep'] as const) {
      const d = await demands(app.as[role].cookie);
      expect(d.candidate_proposals, role).toBeUndefined();
      expect(JSON.stringify(d), role).not.toContain('Cara');
    }
    expect((await demands(teamCookie)).candidate_proposals).toBeUndefined();
  });

  it('refuses to confirm a candidate: confirming needs a consultant', async () => {
    const { proposal_id } = (await demands(app.as.admin.cookie)).candidate_proposals![0];
    const url = `${base()}/${proposal_id}/confirm`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const cookie of [app.as.user.cookie, app.as.sales_rep.cookie, teamCookie])
      expect((await call('POST', url, cookie)).statusCode).toBe(403);
    const res = await call('POST', url, app.as.admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'A candidate cannot be confirmed while they are an applicant: once they are hired, make them a consultant, then propose and confirm the consultant.',
    );
    expect((await call('POST', `${base()}/00000000-0000-4000-8000-000000000000/confirm`, app.as.admin.cookie)).statusCode).toBe(404);
  });

  it('records the proposal and its withdrawal on the deal and on the applicant, in one sentence each', async () => {
    const { proposal_id } = (await demands(app.as.admin.cookie)).candidate_proposals![0];
    const url = `${base()}/${proposal_id}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const) expect((await call('DELETE', url, app.as[role].cookie)).statusCode, role).toBe(403);
    expect((await call('DELETE', url, teamCookie)).statusCode).toBe(403);
    expect((await call('DELETE', url, app.as.admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url, app.as.admin.cookie)).statusCode).toBe(404);
    expect((await demands(app.as.admin.cookie)).candidate_proposals).toEqual([]);

    const proposed = `${app.as.recruiter.user.fullName} proposed the candidate “Cara Candidate” for “React lead” on “Portal rebuild”.`;
    const withdrew = `${app.as.admin.user.fullName} withdrew the candidate “Cara Candidate” from “React lead” on “Portal rebuild”.`;
    for (const [type, id] of [
      ['deal', dealId],
      ['applicant', applicantId],
    ] as const) {
      const text = await history(type, id);
      expect(text, type).toContain(proposed);
      expect(text, type).toContain(withdrew);
    }
    // Proposed again after the withdrawal.
    expect((await call('POST', base(), app.as.recruiter.cookie, { applicant_id: applicantId })).statusCode).toBe(201);
  });
});

describe('a candidate proposal carries over to the consultant made from the hire (decisions 0097, 0103)', () => {
  it('becomes a proposal of the consultant, ready to confirm; the deal and the consultant record it', async () => {
    // The applicant proposed again at the end of the suite above is hired.
    await db().updateTable('applicants').set({ status: 'Hired' }).where('applicant_id', '=', applicantId).execute();
    const made = await call('POST', `/api/applicants/${applicantId}/consultant`, app.as.admin.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const consultantId = made.json<{ consultant_id: string }>().consultant_id;
    expect((await demands(app.as.admin.cookie)).candidate_proposals).toEqual([]);
    const [row] = await db()
      .selectFrom('staffing_allocations')
      .select(['allocation_id', 'status', 'starts_on', 'allocation_pct'])
      .where('demand_id', '=', demand.demand_id)
      .where('consultant_id', '=', consultantId)
      .execute();
    expect(row).toMatchObject({ status: 'proposed', allocation_pct: 100 });
    const confirm = await call(
      'POST',
      `/api/deals/${dealId}/demands/${demand.demand_id}/allocations/${row.allocation_id}/confirm`,
      app.as.sales_rep.cookie,
      { starts_on: '2027-03-01', ends_on: '2027-05-31', allocation_pct: 100 },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const carried = `${app.as.admin.user.fullName} proposed “Cara Candidate” for “React lead” on “Portal rebuild”, carried over from their proposal as a candidate.`;
    expect(await history('deal', dealId)).toContain(carried);
  });
});

describe('erasing a proposed candidate (decision 0103)', () => {
  it('removes the proposal and their name from the deal’s history', async () => {
    const [a] = await db()
      .insertInto('applicants')
      .values({ first_name: 'Edna', last_name: 'Erasable', email: 'edna@proposals.test' })
      .returning('applicant_id')
      .execute();
    expect((await call('POST', base(), app.as.recruiter.cookie, { applicant_id: a.applicant_id })).statusCode).toBe(201);
    expect(await history('deal', dealId)).toContain('“Edna Erasable”');
    const erased = await call('POST', `/api/privacy/applicant/${a.applicant_id}/erase`, app.as.admin.cookie, {
      confirmName: 'Edna Erasable',
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await demands(app.as.admin.cookie)).candidate_proposals?.map((p) => p.applicant_id)).not.toContain(a.applicant_id);
    expect(await history('deal', dealId)).not.toContain('Edna');
  });
});
