import type { CandidateProposal, Demand, DemandMatches } from '@keel/shared/demands';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '../../../test/render-app';
import { DEAL, DEMAND, demand, setUpDealPage } from '../../../test/fixtures/staffing';

vi.setConfig({ testTimeout: 30_000 });

const APPLICANT = 'f6666666-6666-4666-8666-666666666666';
const PROPOSAL = 'e7777777-7777-4777-8777-777777777777';
const component = (points: number, max: number, text: string) => ({ points, max, text });
const candidate = (allocation: DemandMatches['matches'][number]['allocation']): DemandMatches['matches'][number] => ({
  kind: 'candidate',
  id: APPLICANT,
  name: 'Cara Candidate',
  detail: 'Frontend developer · Interviewing',
  score: 68,
  skills: { ...component(37.5, 50, 'The resume names 1 of 1 required skills: React.'), covered: [] },
  availability: { ...component(15, 30, 'Not on the bench yet: free from whenever they are hired (counted as half).'), overlap_pct: 0 },
  location: component(10, 10, 'The address mentions Berlin.'),
  allocation,
});
const proposal: CandidateProposal = {
  proposal_id: PROPOSAL,
  demand_id: DEMAND,
  applicant_id: APPLICANT,
  name: 'Cara Candidate',
  detail: 'Frontend developer · Interviewing',
  proposed_at: '2026-11-27T09:00:00.000Z',
  proposed_by: 'Rita Recruiter',
};

describe('proposing a candidate on the Staffing section (decision 0103)', () => {
  it('lets a recruiter propose a ranked candidate, lists them with a link to the applicant and the way to confirm, and withdraws them', async () => {
    const current: Demand = { ...demand, candidate_proposals: [] };
    const list = [current];
    const { user, fetchMock } = setUpDealPage('recruiter', list, {
      [`GET /api/deals/${DEAL}/demands/${DEMAND}/matches`]: () =>
        json(200, {
          demand_id: DEMAND,
          candidates_shown: true,
          matches: [candidate(current.candidate_proposals!.length ? { allocation_id: PROPOSAL, status: 'proposed' } : null)],
        }),
      [`POST /api/deals/${DEAL}/demands/${DEMAND}/candidate-proposals`]: () => {
        current.candidate_proposals = [proposal];
        return json(201, proposal);
      },
      [`DELETE /api/deals/${DEAL}/demands/${DEMAND}/candidate-proposals/${PROPOSAL}`]: () => {
        current.candidate_proposals = [];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    const matches = await screen.findByRole('list', { name: 'Matches for React lead' });
    await user.click(within(matches).getByRole('button', { name: 'Propose Cara Candidate' }));
    const proposed = await screen.findByRole('list', { name: 'Proposed candidates for React lead' });
    expect(within(proposed).getByRole('link', { name: 'Cara Candidate' })).toHaveAttribute('href', `/recruitment/applicants/${APPLICANT}`);
    expect(proposed).toHaveTextContent('Frontend developer · Interviewing');
    expect(screen.getByText(/hire them first, then use “Make a consultant”/)).toBeInTheDocument();
    expect(await within(matches).findByText(/Proposed/)).toBeInTheDocument();
    expect(within(matches).queryByRole('button', { name: /Propose|Confirm/ })).toBeNull();
    expect(
      JSON.parse(String((callsTo(fetchMock, `POST /api/deals/${DEAL}/demands/${DEMAND}/candidate-proposals`)[0][1] as RequestInit).body)),
    ).toEqual({ applicant_id: APPLICANT });
    await user.click(within(proposed).getByRole('button', { name: 'Withdraw Cara Candidate' }));
    expect(await within(matches).findByRole('button', { name: 'Propose Cara Candidate' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Proposed candidates for React lead' })).toBeNull();
  });

  it('offers a sales rep no Propose button for a candidate', async () => {
    const { user } = setUpDealPage('sales_rep', [demand], {
      [`GET /api/deals/${DEAL}/demands/${DEMAND}/matches`]: () =>
        json(200, { demand_id: DEMAND, candidates_shown: true, matches: [candidate(null)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show matches for React lead' }));
    const matches = await screen.findByRole('list', { name: 'Matches for React lead' });
    expect(within(matches).getByRole('listitem')).toHaveTextContent('Cara Candidate');
    expect(within(matches).queryByRole('button', { name: /Propose/ })).toBeNull();
  });
});
