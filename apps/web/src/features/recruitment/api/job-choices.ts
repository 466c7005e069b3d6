import { JobChoice } from '@keel/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

const JobChoices = z.array(JobChoice);

/** GET /api/jobs/choices: the postings an applicant can be linked to, by title. */
export function fetchJobChoices(signal?: AbortSignal): Promise<JobChoice[]> {
  return api.get('/api/jobs/choices', { schema: JobChoices, signal });
}

export function useJobChoices() {
  return useQuery({ queryKey: recruitmentKeys.jobChoices, queryFn: ({ signal }) => fetchJobChoices(signal) });
}
