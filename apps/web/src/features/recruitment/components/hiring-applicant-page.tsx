import { APPLICANT_NOT_FOUND } from '@keel/shared/applicants';
import { paths } from '@keel/shared/paths';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { ApiError } from '../../../lib/api-client';
import { useApplicantApplications } from '../api/applicant-applications';
import { useApplicant } from '../api/get-applicant';
import { useMyHiring } from '../api/my-hiring';
import { InterviewsPanel } from './interviews-panel';
import { RecordMissing } from './record-missing';
import { ApplicantStatusBadge } from './status-badges';

/**
 * /crm/my-hiring/applicants/{id} (decision 0081): a candidate as their job's hiring team reads
 * them — the record, the resume, and for each application of a job they hire for, its interviews
 * and scorecards (their own scorecard to record). The job's hiring manager and interviewers also
 * schedule, reschedule and cancel its interviews (decision 0085); a member only on a panel does
 * not. Nothing to edit or mail.
 */
export function HiringApplicantPage({ applicantId, currentUserId }: { applicantId: string; currentUserId: string }) {
  const applicant = useApplicant(applicantId);
  const applications = useApplicantApplications(applicantId);
  const myHiring = useMyHiring();
  // The jobs the viewer is on the hiring team of (not only on a panel): they schedule its interviews.
  const schedules = new Set(
    (myHiring.data ?? []).filter((j) => j.parts.some((p) => p === 'hiring_manager' || p === 'interviewer')).map((j) => j.job_id),
  );
  if (applicant.isPending) return <PageLoading label="Loading candidate..." />;
  if (applicant.error instanceof ApiError && [403, 404].includes(applicant.error.status))
    return (
      <RecordMissing message={applicant.error.status === 404 ? APPLICANT_NOT_FOUND : applicant.error.message} listPath={paths.myHiring} />
    );
  if (applicant.error) return <PageLoadError title="Candidate" record="candidate" error={applicant.error} />;
  const a = applicant.data;
  const name = `${a.first_name} ${a.last_name}`;
  return (
    <PageShell
      title={name}
      description="A candidate for a job you hire for."
      narrow
      actions={
        <Link to={paths.myHiring} className="text-sm font-medium text-blue-700 hover:underline">
          Back to My Hiring
        </Link>
      }
    >
      <dl className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <ReadOnlyField label="E-mail" value={a.email} />
        <ReadOnlyField label="Phone" value={a.phone ?? '—'} />
        <ReadOnlyField label="LinkedIn" value={a.linkedin_url ?? '—'} />
        <ReadOnlyField label="Job Preferences" value={a.job_preferences ?? '—'} />
        <div>
          <dt className="text-sm font-medium text-slate-800">Resume</dt>
          <dd className="mt-1 text-sm">
            {a.resume_url ? (
              <a
                href={a.resume_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-blue-700 hover:underline"
              >
                Open resume <ExternalLink aria-hidden className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              'No resume on file'
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="hiring-applications" className="mt-8">
        <h2 id="hiring-applications" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        {applications.isPending ? <PageLoading label="Loading applications..." /> : null}
        <ul className="mt-3 space-y-6">
          {(applications.data ?? []).map((application) => (
            <li key={application.application_id} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="application">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{application.job_title}</h3>
                <ApplicantStatusBadge status={application.stage} />
              </div>
              {/* Read only: recruiters and admins record it (decision 0108). */}
              {application.accepted_offer ? (
                <p className="mt-1 text-sm text-slate-700">Offer accepted · starts {application.accepted_offer.starts_on}</p>
              ) : null}
              <InterviewsPanel
                applicationId={application.application_id}
                jobId={application.job_id}
                jobTitle={application.job_title}
                currentUserId={currentUserId}
                canSchedule={schedules.has(application.job_id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
