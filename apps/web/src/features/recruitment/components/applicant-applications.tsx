import type { ApplicantApplication } from '@keel/shared/applications';
import { paths } from '@keel/shared/paths';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddApplication } from '../api/add-application';
import { useApplicantApplications } from '../api/applicant-applications';
import { useJobChoices } from '../api/job-choices';
import { AcceptedOffer } from './accepted-offer';
import { InterviewsPanel } from './interviews-panel';
import { ApplicantStatusBadge } from './status-badges';

/**
 * The jobs an applicant is considered for (decision 0030), each with its stage, its interviews and
 * their scorecards; 'Add to Job' considers them for another posting.
 */
export function ApplicantApplications({ applicantId, currentUserId }: { applicantId: string; currentUserId: string }) {
  const applications = useApplicantApplications(applicantId);
  return (
    <section aria-labelledby="applications-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="applications-heading" className="text-lg font-semibold text-slate-900">
        Applications
      </h2>
      {applications.data?.length === 0 ? <p className="mt-1 text-sm text-slate-600">Not yet considered for a job.</p> : null}
      <ul className="mt-3 space-y-4">
        {(applications.data ?? []).map((a) => (
          <li key={a.application_id} className="rounded-lg bg-slate-50 p-4" data-testid="application">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={paths.job(a.job_id)} className="font-semibold text-accent-800 underline-offset-4 hover:underline">
                {a.job_title}
              </Link>
              <ApplicantStatusBadge status={a.stage} />
              {a.rejection_reason ? <span className="text-sm text-slate-700">Reason: {a.rejection_reason}</span> : null}
              {a.primary ? <span className="text-xs text-slate-600">(the applicant&apos;s job: its stage is their status)</span> : null}
            </div>
            {a.source ? (
              <p className="mt-1 text-sm text-slate-600">
                Source: {a.source}
                {a.source_channel ? ` (via ${a.source_channel})` : ''}
              </p>
            ) : null}
            <ApplicationScore application={a} />
            <AcceptedOffer applicantId={applicantId} application={a} />
            {a.cover_note ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{a.cover_note}</p> : null}
            <InterviewsPanel applicationId={a.application_id} jobId={a.job_id} jobTitle={a.job_title} currentUserId={currentUserId} />
          </li>
        ))}
      </ul>
      <AddToJob applicantId={applicantId} taken={new Set((applications.data ?? []).map((a) => a.job_id))} />
    </section>
  );
}

/** This application's ATS score: the applicant's resume against this job's keywords (the primary one's is the Resume Screening above). */
function ApplicationScore({ application: a }: { application: ApplicantApplication }) {
  if (a.ats_score === null) return <p className="mt-1 text-sm text-slate-600">ATS score: not screened against this job.</p>;
  return (
    <p className="mt-1 text-sm text-slate-700">
      ATS score: <span className="font-semibold text-slate-900">{a.ats_score}</span>
      {a.ats_keywords_matched.length > 0 ? <> · matched: {a.ats_keywords_matched.join(', ')}</> : null}
    </p>
  );
}

function AddToJob({ applicantId, taken }: { applicantId: string; taken: ReadonlySet<string> }) {
  const jobs = useJobChoices();
  const add = useAddApplication(applicantId);
  const [jobId, setJobId] = useState('');
  const options = [
    { value: '', label: 'Choose a job posting' },
    ...(jobs.data ?? []).filter((j) => !taken.has(j.job_id)).map((j) => ({ value: j.job_id, label: j.title })),
  ];
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const added = await add.mutateAsync({ job_id: jobId, source: 'Recruiter' });
      toast({ title: 'Added to Job!', description: `Now considered for "${added.job_title}".` });
      setJobId('');
    } catch (error) {
      toast({ title: 'Error adding to job', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-wrap items-end gap-3">
      <Field id="add-to-job" label="Consider for another job" className="min-w-0 flex-1">
        <Select options={options} value={jobId} onChange={(e) => setJobId(e.target.value)} />
      </Field>
      <Button type="submit" disabled={!jobId || add.isPending}>
        {add.isPending ? 'Adding...' : 'Add to Job'}
      </Button>
    </form>
  );
}
