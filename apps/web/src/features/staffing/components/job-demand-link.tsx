import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { useJobDemandOrigin } from '../api/demands';

/** On a job made from a deal's demand (decision 0097): which deal and demand it staffs. Nothing for any other job. */
export function JobDemandLink({ jobId }: { jobId: string }) {
  const origin = useJobDemandOrigin(jobId).data?.origin;
  if (!origin) return null;
  return (
    <p className="mb-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      Made from the demand “{origin.role_title}” on the deal{' '}
      <Link to={paths.deal(origin.deal_id)} className="font-medium text-accent-700 hover:underline">
        {origin.deal_name}
      </Link>
      .
    </p>
  );
}
