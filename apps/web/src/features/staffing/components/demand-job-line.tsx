import type { Demand } from '@keel/shared/demands';
import { paths } from '@keel/shared/paths';
import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useMakeJob } from '../api/demands';

/**
 * A demand's job (decision 0097): the job made from it — a link for those who may open jobs — or,
 * for admins and recruiters, "Make a job", which makes it On Hold with the demand's title, skills,
 * place and dates; opening it publishes it on the careers site.
 */
export function DemandJobLine({ demand, canMakeJobs }: { demand: Demand; canMakeJobs: boolean }) {
  const make = useMakeJob(demand.deal_id, demand.demand_id);
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
  const onMake = async () => {
    try {
      const job = await make.mutateAsync();
      toast({ title: 'Job Made', description: `${job.title} is saved On Hold: open it to publish it on the careers site.` });
    } catch (error) {
      toast({ title: 'Error making job', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="mt-3 mr-2"
      onClick={() => void onMake()}
      disabled={make.isPending}
      aria-label={`Make a job for ${demand.role_title}`}
    >
      <BriefcaseBusiness aria-hidden className="h-4 w-4" /> {make.isPending ? 'Making job...' : 'Make a job'}
    </Button>
  );
}
