import { ApplicantApplication } from '@keel/shared/applications';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applicants/:id/applications: the jobs the applicant is considered for, with stages. */
export function useApplicantApplications(applicantId: string) {
  return useQuery({
    queryKey: recruitmentKeys.applicantApplications(applicantId),
    queryFn: ({ signal }) =>
      api.get(`/api/applicants/${encodeURIComponent(applicantId)}/applications`, { schema: z.array(ApplicantApplication), signal }),
  });
}
