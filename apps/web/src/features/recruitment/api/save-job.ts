import { Job, type JobInput } from '@keel/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** An edit carries the version it started from (decision 0016). */
export type JobSubmission = JobInput & { version?: number };

/** POST /api/jobs (new) or PUT /api/jobs/:id (edit, with `version`). */
export function saveJob(id: string | null, input: JobSubmission): Promise<Job> {
  return id === null
    ? api.post('/api/jobs', input, { schema: Job })
    : api.put(`/api/jobs/${encodeURIComponent(id)}`, input, { schema: Job });
}

export function useSaveJobMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobSubmission) => saveJob(id, input),
    onSuccess: (job) => {
      queryClient.setQueryData(recruitmentKeys.job(job.job_id), job);
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.jobLists });
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.jobChoices });
      // Applicants show their job's title and keywords.
      void queryClient.invalidateQueries({ queryKey: recruitmentKeys.applicants });
    },
  });
}
