import type { Demand, Match } from '@keel/shared/demands';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useProposeCandidate } from '../api/demands';

/** Why a proposed candidate has no "Confirm" (decision 0103): an allocation needs a consultant. */
export const CONFIRM_NEEDS_CONSULTANT =
  'To confirm, hire them first, then use “Make a consultant” on their applicant page: the proposal carries over to the consultant, who is confirmed here.';

/** Proposes a ranked candidate (admins and recruiters, decision 0103); once proposed, the demand's list withdraws them. */
export function ProposeCandidateButton({ demand, match }: { demand: Demand; match: Match }) {
  const action = useProposeCandidate(demand.deal_id, demand.demand_id);
  if (match.allocation) return null;
  const propose = async () => {
    try {
      await action.mutateAsync({ kind: 'propose', applicantId: match.id });
      toast({ title: 'Candidate Proposed', description: `${match.name} is proposed for ${demand.role_title}.` });
    } catch (error) {
      toast({ title: 'Error proposing candidate', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void propose()} disabled={action.isPending} aria-label={`Propose ${match.name}`}>
      Propose
    </Button>
  );
}

/**
 * The candidates proposed for a demand, beside its proposed consultants (decision 0103): each with
 * their job and stage, a link to the applicant and a withdrawal. Only admins and recruiters get the
 * list from the server; for anyone else it is absent and nothing shows.
 */
export function ProposedCandidates({ demand }: { demand: Demand }) {
  const action = useProposeCandidate(demand.deal_id, demand.demand_id);
  const list = demand.candidate_proposals;
  if (!list || list.length === 0) return null;
  const withdraw = async (proposalId: string, name: string) => {
    try {
      await action.mutateAsync({ kind: 'withdraw', proposalId });
      toast({ title: 'Proposal Withdrawn', description: `${name} is no longer proposed for ${demand.role_title}.` });
    } catch (error) {
      toast({ title: 'Error withdrawing proposal', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">Proposed candidates</h4>
      <p className="text-sm text-slate-600">{CONFIRM_NEEDS_CONSULTANT}</p>
      <ul className="mt-2 space-y-2" aria-label={`Proposed candidates for ${demand.role_title}`}>
        {list.map((p) => (
          <li
            key={p.proposal_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm"
          >
            <span className="min-w-0 break-words">
              <Link to={paths.applicant(p.applicant_id)} className="font-medium text-accent-700 hover:underline">
                {p.name}
              </Link>
              {p.detail ? <span className="text-slate-600"> · {p.detail}</span> : null}
            </span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void withdraw(p.proposal_id, p.name)}
              disabled={action.isPending}
              aria-label={`Withdraw ${p.name}`}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
