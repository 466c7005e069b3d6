import { HIRING_PART_LABELS, HIRING_TEAM_EMPTY_STATE } from '@keel/shared/hiring-teams';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useMyHiring } from '../api/my-hiring';
import { ApplicantStatusBadge, JobStatusBadge } from './status-badges';

/**
 * /crm/my-hiring (decision 0081): the jobs the member hires for — on the job's hiring team or on
 * one of its interviews' panels — each with its candidates, whatever the member's role.
 */
export function MyHiringPage() {
  const jobs = useMyHiring();
  if (jobs.isPending) return <PageLoading label="Loading your hiring..." />;
  if (jobs.error) return <PageLoadError title="My Hiring" record="hiring list" error={jobs.error} />;
  return (
    <PageShell title="My Hiring" description="The jobs you hire for: their candidates, resumes, interviews and scorecards." narrow>
      {jobs.data.length === 0 ? <p className="text-slate-600">{HIRING_TEAM_EMPTY_STATE}</p> : null}
      <ul className="space-y-6">
        {jobs.data.map((job) => (
          <li key={job.job_id}>
            <section aria-labelledby={`hiring-job-${job.job_id}`} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`hiring-job-${job.job_id}`} className="text-lg font-semibold text-slate-900">
                  {job.title}
                </h2>
                <JobStatusBadge status={job.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">You are: {job.parts.map((p) => HIRING_PART_LABELS[p]).join(', ')}</p>
              {job.candidates.length === 0 ? <p className="mt-3 text-sm text-slate-600">No candidates yet.</p> : null}
              <ul aria-label={`Candidates for ${job.title}`} className="mt-3 divide-y divide-slate-100">
                {job.candidates.map((c) => (
                  <li key={c.application_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link to={paths.hiringApplicant(c.applicant_id)} className="font-medium text-blue-700 hover:underline">
                      {c.name}
                    </Link>
                    <ApplicantStatusBadge status={c.stage} />
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
