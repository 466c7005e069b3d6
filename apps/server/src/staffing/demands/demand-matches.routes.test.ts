import { beforeAll, describe, expect, it } from 'vitest';
import type { Demand, DemandMatches } from '@keel/shared/demands';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { matchesScenario } from './demand-matches.test-support';
import { numberPattern } from '../../test/number-pattern';

const app = appWithEveryRole();
const db = () => app.t.database.db;

const { call, skillId, consultant, reactLeadDemand } = matchesScenario(app);

async function job(title: string): Promise<string> {
  const [row] = await db()
    .insertInto('jobs')
    .values({ title, description: 'Build things.', requirements: 'React' })
    .returning('job_id')
    .execute();
  return row.job_id;
}

/** An applicant with one application whose screening found `keywords`. */
async function candidate(
  name: string,
  jobId: string,
  stage: 'Interviewing' | 'Rejected',
  keywords: string[],
  extra: { address?: string; consent?: boolean; updatedAt?: Date } = {},
): Promise<string> {
  const [first, last] = name.split(' ');
  const [a] = await db()
    .insertInto('applicants')
    .values({ first_name: first, last_name: last, email: `${first.toLowerCase()}@matches.test`, address: extra.address ?? null })
    .returning('applicant_id')
    .execute();
  await db()
    .insertInto('applications')
    .values({
      applicant_id: a.applicant_id,
      job_id: jobId,
      stage,
      ats_keywords_matched: keywords,
      ...(extra.consent ? { consent_notice_version: '2026-11-24', consent_given_at: new Date() } : {}),
      ...(extra.updatedAt ? { updated_at: extra.updatedAt } : {}),
    })
    .execute();
  return a.applicant_id;
}

const ids: Record<string, string> = {};
let dealId = '';
let demand: Demand;
let frontendJob = '';
const matchesUrl = () => `/api/deals/${dealId}/demands/${demand.demand_id}/matches`;
const matches = async (cookie: string) => {
  const res = await call('GET', matchesUrl(), cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DemandMatches>();
};
const order = (m: DemandMatches) => m.matches.map((x) => [x.name, x.kind, x.score]);

describe('a demand’s matches: a fixed scenario (decision 0092)', () => {
  beforeAll(async () => {
    const react = await skillId('React');
    const ts = await skillId('TypeScript');
    const java = await skillId('Java');
    const base = { engagement: 'employee', city: 'Berlin', country: 'DE' } as const;
    ids.ada = await consultant({
      ...base,
      full_name: 'Ada Bench',
      title: 'Frontend lead',
      skills: [
        { skill_id: react, level: 4 },
        { skill_id: ts, level: 3 },
      ],
      rates: { day_rate: 850, cost_rate: null, rate_currency: 'EUR' },
    });
    ids.ben = await consultant({
      ...base,
      full_name: 'Ben Bench',
      city: 'Munich',
      skills: [
        { skill_id: react, level: 4 },
        { skill_id: ts, level: 2 },
      ],
      unavailability: [{ starts_on: '2027-02-20', ends_on: '2027-03-14', kind: 'holiday' }],
      rates: { day_rate: 990, cost_rate: null, rate_currency: 'EUR' },
    });
    // Away the whole window: not free, not ranked.
    ids.cy = await consultant({
      ...base,
      full_name: 'Cy Away',
      skills: [{ skill_id: react, level: 4 }],
      unavailability: [{ starts_on: '2027-01-01', ends_on: '2027-12-31', kind: 'unavailable' }],
    });
    // No required skill: not ranked.
    ids.dee = await consultant({ ...base, full_name: 'Dee Java', skills: [{ skill_id: java, level: 4 }] });

    frontendJob = await job('Frontend developer');
    const otherJob = await job('Platform engineer');
    ids.cara = await candidate('Cara Candidate', frontendJob, 'Interviewing', ['React.js', 'TypeScript'], { address: 'Berlin, Germany' });
    ids.pat = await candidate('Pat Past', otherJob, 'Rejected', ['ReactJS'], { consent: true });
    // Rejected without consent, or consented but past the retention period: never offered.
    await candidate('Nora Noconsent', otherJob, 'Rejected', ['React', 'TypeScript']);
    await candidate('Olga Old', otherJob, 'Rejected', ['React', 'TypeScript'], { consent: true, updatedAt: new Date('2020-01-01') });
    // A candidate without any required skill.
    await candidate('Quinn Java', frontendJob, 'Interviewing', ['Java']);

    ({ dealId, demand } = await reactLeadDemand(react, ts));
  }, 120_000);

  it('ranks the bench and the candidates for an admin, with every component explained', async () => {
    const m = await matches(app.as.admin.cookie);
    expect(m.candidates_shown).toBe(true);
    expect(order(m)).toEqual([
      ['Ada Bench', 'consultant', 100],
      ['Ben Bench', 'consultant', 70],
      ['Cara Candidate', 'candidate', 68],
      ['Pat Past', 'past_candidate', 44],
    ]);
    const [ada, ben, cara, pat] = m.matches;
    expect(ada).toMatchObject({
      detail: 'Frontend lead',
      skills: { points: 50, max: 50, text: 'Meets 2 of 2 required skills: React 4 (needs 4) and TypeScript 3 (needs 3).' },
      availability: { points: 30, overlap_pct: 100, text: 'Free all 91 days from 2027-03-01 to 2027-05-30 at 80%.' },
      rate: { points: 10, text: 'Day rate 850 EUR is within the target 900 EUR.' },
      location: { points: 10, text: 'Based in Berlin, DE, where the role is.' },
      allocation: null,
    });
    expect(ben).toMatchObject({
      skills: { points: 33.3, text: 'Meets 1 of 2 required skills: React 4 (needs 4) and TypeScript 2 (needs 3), below.' },
      availability: { points: 25.4, overlap_pct: 85, text: expect.stringContaining('Free 77 of 91 days of the window (85%)') },
      rate: { points: 5, text: 'Day rate 990 EUR is 10% over the target 900 EUR.' },
      location: { points: 6, text: 'Same country (DE), another city than Berlin.' },
    });
    expect(ben.skills.covered).toEqual([
      expect.objectContaining({ name: 'React', min_level: 4, level: 4, covered: true }),
      expect.objectContaining({ name: 'TypeScript', min_level: 3, level: 2, covered: false }),
    ]);
    expect(cara).toMatchObject({
      id: ids.cara,
      detail: 'Frontend developer · Interviewing',
      skills: { points: 37.5, text: expect.stringContaining('The resume names 2 of 2 required skills: React and TypeScript') },
      availability: { points: 15 },
      location: { points: 10, text: 'The address mentions Berlin.' },
    });
    expect(pat).toMatchObject({ id: ids.pat, skills: { text: expect.stringContaining('missing TypeScript') } });
  });

  it('shows candidates to recruiters (without rates: the score is out of the other 90 points), consultants only to sales reps and users', async () => {
    const recruiter = await matches(app.as.recruiter.cookie);
    expect(order(recruiter)).toEqual([
      ['Ada Bench', 'consultant', 100],
      ['Ben Bench', 'consultant', 72],
      ['Cara Candidate', 'candidate', 69],
      ['Pat Past', 'past_candidate', 43],
    ]);
    const raw = (await call('GET', matchesUrl(), app.as.recruiter.cookie)).body;
    expect(raw).not.toContain('"rate"');
    expect(raw).not.toMatch(numberPattern(850));
    for (const role of ['sales_rep', 'user'] as const) {
      const m = await matches(app.as[role].cookie);
      expect(m.candidates_shown, role).toBe(false);
      expect(
        order(m).map(([name]) => name),
        role,
      ).toEqual(['Ada Bench', 'Ben Bench']);
      expect(m.matches[0].rate === undefined, role).toBe(role === 'user');
    }
    expect((await call('GET', matchesUrl())).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/deals/${dealId}/demands/00000000-0000-4000-8000-000000000000/matches`, app.as.admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('shows a hiring team member the active candidates of their own job only', async () => {
    const member = await app.t.userWithRole('user', { email: 'team.member@matches.test' });
    await db().insertInto('job_hiring_team').values({ job_id: frontendJob, user_id: member.user.id, team_role: 'interviewer' }).execute();
    const m = (await call('GET', matchesUrl(), member.cookie)).json<DemandMatches>();
    expect(m.candidates_shown).toBe(true);
    expect(order(m).map(([name]) => name)).toEqual(['Ada Bench', 'Ben Bench', 'Cara Candidate']);
  });
});
