import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsultantInput } from '@keel/shared/consultants';
import type { Demand, DemandInput, DemandMatches } from '@keel/shared/demands';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { matchesScenario } from './demand-matches.test-support';

const app = appWithEveryRole();
const db = () => app.t.database.db;

const { call, skillId, consultant, reactLeadDemand } = matchesScenario(app);

let dealId = '';
let demand: Demand;
let react = '';
let ts = '';
const matches = async () => {
  const res = await call('GET', `/api/deals/${dealId}/demands/${demand.demand_id}/matches`, app.as.admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DemandMatches>().matches.map((m) => [m.name, m.kind, m.score]);
};
// React 4 and TypeScript 2 of 3 (33.3 of 50), free all the window (30), in France for a Berlin role (0).
const bench = (full_name: string, dayRate: number | null): ConsultantInput => ({
  full_name,
  engagement: 'employee',
  city: 'Paris',
  country: 'FR',
  skills: [
    { skill_id: react, level: 4 },
    { skill_id: ts, level: 2 },
  ],
  ...(dayRate === null ? {} : { rates: { day_rate: dayRate, cost_rate: null, rate_currency: 'EUR' } }),
});

/**
 * The ranking reads candidates only when one could still beat the bench's last row of the page
 * (decision 0102). A candidate naming every skill, at the role's city, scores 68 for an admin:
 * the most any candidate can. With 19 consultants at 68 and the 20th at 67 that candidate is the
 * page's 20th row; a prune that took the 19th row's score, or left the address out of the best
 * case, would drop them. Once a 20th consultant scores 68, ties go to the bench and they are out.
 */
describe('a demand’s matches: the candidates a full bench leaves out (decision 0102)', () => {
  beforeAll(async () => {
    react = await skillId('React');
    ts = await skillId('TypeScript');
    // No day rate: half the rate points, 68 in all.
    for (let i = 1; i <= 19; i += 1) await consultant(bench(`Bench ${String(i).padStart(2, '0')}`, null));
    // 1017 EUR for a 900 EUR target: 13 % over, 3.5 of 10, 67 in all.
    await consultant(bench('Bench 20', 1017));
    const [job] = await db()
      .insertInto('jobs')
      .values({ title: 'Frontend developer', description: 'Build things.', requirements: 'React' })
      .returning('job_id')
      .execute();
    const [a] = await db()
      .insertInto('applicants')
      .values({ first_name: 'Cara', last_name: 'Candidate', email: 'cara@pruning.test', address: 'Berlin, Germany' })
      .returning('applicant_id')
      .execute();
    await db()
      .insertInto('applications')
      .values({ applicant_id: a.applicant_id, job_id: job.job_id, stage: 'Interviewing', ats_keywords_matched: ['React', 'TypeScript'] })
      .execute();

    ({ dealId, demand } = await reactLeadDemand(react, ts));
  }, 120_000);

  it('ranks a candidate who ties the bench’s 19th row as the 20th, ahead of a consultant one point below', async () => {
    const page = await matches();
    expect(page).toHaveLength(20);
    expect(page.slice(0, 19).every(([, kind, score]) => kind === 'consultant' && score === 68)).toBe(true);
    expect(page[19]).toEqual(['Cara Candidate', 'candidate', 68]);
  });

  it('leaves the candidate out once twenty consultants score as much', async () => {
    await consultant(bench('Bench 21', null));
    const page = await matches();
    expect(page).toHaveLength(20);
    expect(page.every(([, kind, score]) => kind === 'consultant' && score === 68)).toBe(true);
  });
});

/**
 * When the bench cannot set the bar, the candidates of the best tiers by skills named (200 of
 * them at least) are scored first and the page's last row among them and the bench bounds the rest
 * (decision 0102). Candidates tie by name, so one of the rest whose best case equals that row must
 * still be scored: for a role of four skills, naming all four at another address scores 58
 * (37.5 + 15 + 0 + 5), naming three at the role's city scores 58 too (28.1 + 15 + 10 + 5).
 */
describe('a demand’s matches: the rest of the candidates bounded by the best tiers (decision 0102)', () => {
  let tierDemand: Demand;
  beforeAll(async () => {
    const skills = await Promise.all(['React', 'TypeScript', 'Python', 'Docker'].map(skillId));
    const [job] = await db()
      .insertInto('jobs')
      .values({ title: 'Platform engineer', description: 'Build things.', requirements: 'Python' })
      .returning('job_id')
      .execute();
    const people = [
      ...Array.from({ length: 200 }, (_, i) => ({ first: 'Tier', last: String(i + 1).padStart(3, '0'), address: 'Paris, France' })),
      { first: 'Aaron', last: 'Early', address: 'Berlin, Germany' },
    ];
    const applicants = await db()
      .insertInto('applicants')
      .values(people.map((p) => ({ first_name: p.first, last_name: p.last, email: `${p.first}.${p.last}@tiers.test`, address: p.address })))
      .returning(['applicant_id', 'first_name'])
      .execute();
    await db()
      .insertInto('applications')
      .values(
        applicants.map((a) => ({
          applicant_id: a.applicant_id,
          job_id: job.job_id,
          stage: 'Interviewing',
          ats_keywords_matched: a.first_name === 'Aaron' ? ['React', 'TypeScript', 'Python'] : ['React', 'TypeScript', 'Python', 'Docker'],
        })),
      )
      .execute();
    const deal = await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Platform rebuild' });
    const body: DemandInput = {
      role_title: 'Platform engineer',
      seniority: 'senior',
      skills: skills.map((skill_id) => ({ skill_id, min_level: 4 })),
      starts_on: '2027-03-01',
      ends_on: '2027-05-30',
      allocation_pct: 100,
      city: 'Berlin',
      country: 'DE',
      rate: { target_day_rate: 900, rate_currency: 'EUR' },
    };
    const made = await call('POST', `/api/deals/${deal.json<{ id: string }>().id}/demands`, app.as.sales_rep.cookie, body);
    expect(made.statusCode, made.body).toBe(201);
    tierDemand = made.json<Demand>();
  }, 120_000);

  it('ranks a candidate of a lower tier who ties the best tiers’ 20th row by name', async () => {
    const res = await call('GET', `/api/deals/${tierDemand.deal_id}/demands/${tierDemand.demand_id}/matches`, app.as.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<DemandMatches>().matches.map((m) => [m.name, m.kind, m.score]);
    expect(page).toHaveLength(20);
    expect(page[0]).toEqual(['Aaron Early', 'candidate', 58]);
    expect(page.slice(1).every(([name, kind, score]) => String(name).startsWith('Tier') && kind === 'candidate' && score === 58)).toBe(
      true,
    );
  });
});
