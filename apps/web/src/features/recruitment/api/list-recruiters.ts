import { Recruiter } from '@keel/shared/recruiters';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

const Recruiters = z.array(Recruiter);

/** GET /api/recruiters: team members with role recruiter or admin, by name. */
export function fetchRecruiters(signal?: AbortSignal): Promise<Recruiter[]> {
  return api.get('/api/recruiters', { schema: Recruiters, signal });
}

export function useRecruiters() {
  return useQuery({ queryKey: recruitmentKeys.recruiters, queryFn: ({ signal }) => fetchRecruiters(signal) });
}
