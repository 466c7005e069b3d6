import { expect } from 'vitest';
import type { ConsultantInput } from '@keel/shared/consultants';
import type { Demand, DemandInput } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import type { AppWithEveryRole } from '../../test/app-with-every-role';

/** What the ranking's scenario tests share: requests, skills by name, consultants, and the React lead demand. */
export function matchesScenario(app: AppWithEveryRole) {
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    app.t.request({ method, url, cookie, payload: payload as never });

  async function skillId(text: string): Promise<string> {
    return (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!
      .skill_id;
  }

  async function consultant(input: ConsultantInput): Promise<string> {
    const res = await call('POST', '/api/consultants', app.as.admin.cookie, input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ consultant_id: string }>().consultant_id;
  }

  /** A deal 'Portal rebuild' needing a React lead (React 4, TypeScript 3) in Berlin for three months at 80%. */
  async function reactLeadDemand(react: string, ts: string): Promise<{ dealId: string; demand: Demand }> {
    const deal = await call('POST', '/api/funnel/leads', app.as.sales_rep.cookie, { name: 'Portal rebuild' });
    const dealId = deal.json<{ id: string }>().id;
    const body: DemandInput = {
      role_title: 'React lead',
      seniority: 'lead',
      skills: [
        { skill_id: react, min_level: 4 },
        { skill_id: ts, min_level: 3 },
      ],
      starts_on: '2027-03-01',
      ends_on: '2027-05-30',
      allocation_pct: 80,
      city: 'Berlin',
      country: 'DE',
      rate: { target_day_rate: 900, rate_currency: 'EUR' },
    };
    const made = await call('POST', `/api/deals/${dealId}/demands`, app.as.sales_rep.cookie, body);
    expect(made.statusCode, made.body).toBe(201);
    return { dealId, demand: made.json<Demand>() };
  }

  return { call, skillId, consultant, reactLeadDemand };
}
