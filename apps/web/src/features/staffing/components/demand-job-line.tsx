import { type Demand, FIT_SCORE, fittingMatches } from '@keel/shared/demands';
import { paths } from '@keel/shared/paths';
import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDemandMatches, useMakeJob } from '../api/demands';

/**
 * A demand's job (decision 0097): the job made from it — a link for those who may open jobs — or,
 * for admins and recruiters, "Make a job" (decision 0109: first only where nobody fits), which
 * makes it On Hold with the demand's title, skills, place and dates; opening it publishes it on
 * the careers site.
 */
export function DemandJobLine({ demand, canMakeJobs }: { demand: Demand; canMakeJobs: boolean }) {
  if (demand.job)
    return (
      <p className="mt-2 text-sm text-slate-700">
        Job:{' '}
        {canMakeJobs ? (
          <Link to={paths.job(demand.job.job_id)} className="font-medium text-accent-700 hover:underline">
            {demand.job.title}
          </Link>
        ) : (
          <span className="font-medium">{demand.job.title}</span>
        )}{' '}
        ({demand.job.status})
      </p>
    );
  if (!canMakeJobs) return null;
  return <MakeJobAction demand={demand} />;
}

/**
 * "Make a job" only where nobody fits (decision 0109): the ranking's own answer (the query the
 * matches list shares) decides. Where someone scores at least FIT_SCORE, "Make a job anyway" stays,
 * a quieter button behind a confirmation naming who fits.
 */
function MakeJobAction({ demand }: { demand: Demand }) {
  const make = useMakeJob(demand.deal_id, demand.demand_id);
  const matches = useDemandMatches(demand.deal_id, demand.demand_id);
  const onMake = async () => {
    try {
      const job = await make.mutateAsync();
      toast({ title: 'Job Made', description: `${job.title} is saved On Hold: open it to publish it on the careers site.` });
    } catch (error) {
      toast({ title: 'Error making job', description: errorMessage(error), variant: 'destructive' });
    }
  };
  if (matches.isPending) return null;
  const fitting = matches.data ? fittingMatches(matches.data.matches) : [];
  if (matches.data && fitting.length === 0)
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-700">Nobody fits this demand (no match scores {FIT_SCORE} or more).</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onMake()}
          disabled={make.isPending}
          aria-label={`Make a job for ${demand.role_title}`}
        >
          <BriefcaseBusiness aria-hidden className="h-4 w-4" /> {make.isPending ? 'Making job...' : 'Make a job'}
        </Button>
      </div>
    );
  // Someone fits, or the ranking could not be read: making a job stays possible, after a confirmation.
  const best = fitting[0];
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="mt-3 mr-2"
          disabled={make.isPending}
          aria-label={`Make a job anyway for ${demand.role_title}`}
        >
          {make.isPending ? 'Making job...' : 'Make a job anyway'}
        </Button>
      }
      title={`Make a job for ${demand.role_title}?`}
      description={
        best
          ? `${fitting.length === 1 ? '1 match scores' : `${fitting.length} matches score`} ${FIT_SCORE} or more (best: ${best.name}, ${best.score}). A job is saved On Hold; opening it publishes it on the careers site.`
          : 'The matches could not be read. A job is saved On Hold; opening it publishes it on the careers site.'
      }
      confirmLabel="Make a job"
      destructive={false}
      onConfirm={onMake}
    />
  );
}
