import { interviewsCancelledWarning } from '@keel/shared/interviews';
import { DeleteConsequences } from '../../../components/delete-consequences';
import { useApplicantLinks } from '../api/get-applicant-links';

/** The upcoming interviews deleting the applicant cancels (decision 0074), said only when there are some. */
export function ApplicantDeleteConsequences({ id }: { id: string }) {
  return (
    <DeleteConsequences
      query={useApplicantLinks(id)}
      counting="Checking for upcoming interviews…"
      failed="Their upcoming interviews could not be counted; any are cancelled and the attendees told by e-mail."
      describe={({ interviews }) => interviewsCancelledWarning(interviews)}
    />
  );
}
