import { useJobLinks } from '../api/get-job-links';

/** What deleting the job posting takes with it, counted by the server when the confirmation opens. */
export function JobDeleteConsequences({ id }: { id: string }) {
  const links = useJobLinks(id);
  const n = links.data?.applicants ?? 0;
  return (
    <span aria-live="polite">
      {links.isPending
        ? 'Counting its applicants…'
        : links.isError
          ? 'Its applicants could not be counted; they are kept, unlinked.'
          : n === 0
            ? 'No applicants are linked to it.'
            : `Its ${n} ${n === 1 ? 'applicant' : 'applicants'} will be unlinked from it (they are kept; their screening scores are cleared).`}
    </span>
  );
}
