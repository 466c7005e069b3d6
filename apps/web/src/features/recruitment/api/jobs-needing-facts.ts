import { IncompleteJobs } from '@keel/shared/job-facts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/jobs/needing-facts: jobs whose free-text location or salary has no structured counterpart (decision 0077). */
export function fetchJobsNeedingFacts(signal?: AbortSignal): Promise<IncompleteJobs> {
  return api.get('/api/jobs/needing-facts', { schema: IncompleteJobs, signal });
}

/** Refetched whenever jobs change (its key is under 'jobs'). */
export function useJobsNeedingFacts() {
  return useQuery({ queryKey: recruitmentKeys.jobsNeedingFacts, queryFn: ({ signal }) => fetchJobsNeedingFacts(signal) });
}
