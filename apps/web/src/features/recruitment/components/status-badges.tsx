import type { ApplicantStatus } from '@keel/shared/applicants';
import type { JobStatus } from '@keel/shared/jobs';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1';

const JOB_STATUS_CLASSES: Record<JobStatus, string> = {
  Open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'On Hold': 'bg-amber-50 text-amber-900 ring-amber-200',
  Closed: 'bg-slate-100 text-slate-700 ring-slate-200',
  Filled: 'bg-sky-50 text-sky-800 ring-sky-200',
};

const APPLICANT_STATUS_CLASSES: Record<ApplicantStatus, string> = {
  New: 'bg-sky-50 text-sky-800 ring-sky-200',
  Screening: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Interviewing: 'bg-violet-50 text-violet-800 ring-violet-200',
  'Offer Extended': 'bg-amber-50 text-amber-900 ring-amber-200',
  Hired: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Rejected: 'bg-red-50 text-red-800 ring-red-200',
  'On Hold': 'bg-slate-100 text-slate-700 ring-slate-200',
  Withdrawn: 'bg-stone-100 text-stone-800 ring-stone-300',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={`${badge} ${JOB_STATUS_CLASSES[status]}`}>{status}</span>;
}

export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  return <span className={`${badge} ${APPLICANT_STATUS_CLASSES[status]}`}>{status}</span>;
}
