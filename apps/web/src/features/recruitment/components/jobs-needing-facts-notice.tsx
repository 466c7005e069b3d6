import { incompleteJobsNotice } from '@keel/shared/job-facts';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { useJobsNeedingFacts } from '../api/jobs-needing-facts';

/**
 * The jobs a recruiter should complete (decision 0077): their free-text location or salary could
 * not be read as structured facts, so job boards get less than the careers page shows.
 */
export function JobsNeedingFactsNotice() {
  const { data } = useJobsNeedingFacts();
  if (!data || data.total === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="jobs-needing-facts"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2 id="jobs-needing-facts" className="font-semibold text-slate-900">
        {incompleteJobsNotice(data.total)}
      </h2>
      {/* Folded: on a phone the whole list pushed the jobs below the fold at every visit. */}
      <details className="mt-1">
        <summary className="cursor-pointer font-medium text-accent-700">Which jobs, and why</summary>
        <p className="mt-1">Job boards and search engines get only what is entered in the pickers. Open each job to complete it:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {data.items.map((job) => (
            <li key={job.job_id}>
              <Link to={paths.job(job.job_id)} className="font-medium text-accent-700 underline-offset-4 hover:underline">
                {job.title}
              </Link>{' '}
              <span className="text-slate-600">(needs a structured {job.missing.join(' and ')})</span>
            </li>
          ))}
        </ul>
        {data.total > data.items.length ? <p className="mt-2">…and {data.total - data.items.length} more.</p> : null}
      </details>
    </section>
  );
}
