import { interviewsCancelledWarning } from '@keel/shared/interviews';
import { DeleteConsequences } from '../../../components/delete-consequences';
import { useJobLinks } from '../api/get-job-links';

/** What deleting the job postings takes with it, counted by the server when the confirmation opens. */
export function JobDeleteConsequences({ ids }: { ids: readonly string[] }) {
  const [its, it] = ids.length === 1 ? ['Its', 'it'] : ['Their', 'them'];
  return (
    <DeleteConsequences
      query={useJobLinks(ids)}
      counting="Counting applicants…"
      failed="Applicants could not be counted; they are kept, unlinked."
      describe={({ applicants: n, interviews }) =>
        [
          n === 0
            ? `No applicants are linked to ${it}.`
            : `${its} ${n} ${n === 1 ? 'applicant' : 'applicants'} will be unlinked from ${it} (they are kept; their screening scores are cleared).`,
          interviewsCancelledWarning(interviews),
        ]
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}
