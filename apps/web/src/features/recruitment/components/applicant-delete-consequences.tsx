import { interviewsCancelledWarning } from '@keel/shared/interviews';
import { DeleteConsequences } from '../../../components/delete-consequences';
import { useApplicantLinks, useApplicationInterviewCount } from '../api/get-applicant-links';

/** The upcoming interviews deleting the applicants cancels (decision 0074), said only when there are some. */
export function ApplicantDeleteConsequences({ ids }: { ids: readonly string[] }) {
  return (
    <DeleteConsequences
      query={useApplicantLinks(ids)}
      counting="Checking for upcoming interviews…"
      failed="Their upcoming interviews could not be counted; any are cancelled and the attendees told by e-mail."
      describe={({ interviews }) => interviewsCancelledWarning(interviews)}
    />
  );
}

/** Under the status field: a change to Rejected or Hired cancels the job's upcoming interviews on save (decision 0074). */
export function StatusEndsInterviews({ applicantId, jobId }: { applicantId: string; jobId: string }) {
  const count = useApplicationInterviewCount(applicantId, jobId);
  const text = count.data ? interviewsCancelledWarning(count.data.interviews) : '';
  return (
    <p role="status" className="text-sm text-amber-800 sm:col-span-2">
      {text ? `On save, ${text.charAt(0).toLowerCase()}${text.slice(1)}` : ''}
    </p>
  );
}
