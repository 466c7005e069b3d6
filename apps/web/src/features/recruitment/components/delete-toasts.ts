import type { DeleteToasts } from '../../../components/delete-with-toasts';

/** Deleting a job posting, from the list or from its page (docs/product/texts-and-constants.md#recruitment toasts). */
export const jobDeleteToasts = (job: { title: string }): DeleteToasts => ({
  deleted: { title: 'Job Deleted', description: `"${job.title}" has been removed.` },
  failedTitle: 'Error deleting job',
});

/** Deleting an applicant, from the list or from their page (docs/product/texts-and-constants.md#recruitment toasts). */
export const applicantDeleteToasts = (applicant: { first_name: string; last_name: string }): DeleteToasts => ({
  deleted: { title: 'Applicant Deleted', description: `${applicant.first_name} ${applicant.last_name} has been removed.` },
  failedTitle: 'Error deleting applicant',
});
