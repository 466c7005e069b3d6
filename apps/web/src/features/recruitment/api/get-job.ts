import { Job } from '@keel/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/jobs/:id (404 'Job posting not found.'). */
export function fetchJob(id: string, signal?: AbortSignal): Promise<Job> {
  return api.get(`/api/jobs/${encodeURIComponent(id)}`, { schema: Job, signal });
}

export function useJob(id: string, enabled = true) {
  return useQuery({ queryKey: recruitmentKeys.job(id), queryFn: ({ signal }) => fetchJob(id, signal), enabled });
}
