import { interviewsCancelledWarning } from '@keel/shared/interviews';
import { DeleteConsequences } from '../../../components/delete-consequences';
import { useJobLinks } from '../api/get-job-links';

/** What deleting the job posting takes with it, counted by the server when the confirmation opens. */
export function JobDeleteConsequences({ id }: { id: string }) {
  return (
    <DeleteConsequences
      query={useJobLinks(id)}
      counting="Counting its applicants…"
      failed="Its applicants could not be counted; they are kept, unlinked."
      describe={({ applicants: n, interviews }) =>
        [
          n === 0
            ? 'No applicants are linked to it.'
            : `Its ${n} ${n === 1 ? 'applicant' : 'applicants'} will be unlinked from it (they are kept; their screening scores are cleared).`,
          interviewsCancelledWarning(interviews),
        ]
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}
