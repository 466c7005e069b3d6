import { Applicant } from '@keel/shared/applicants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applicants/:id (404 'Applicant not found.'). */
export function fetchApplicant(id: string, signal?: AbortSignal): Promise<Applicant> {
  return api.get(`/api/applicants/${encodeURIComponent(id)}`, { schema: Applicant, signal });
}

export function useApplicant(id: string, enabled = true) {
  return useQuery({ queryKey: recruitmentKeys.applicant(id), queryFn: ({ signal }) => fetchApplicant(id, signal), enabled });
}
