import { ApplicantConsultant, Consultant, ConsultantHistory } from '@keel/shared/consultants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffingKeys } from './staffing-keys';

const ofApplicant = (applicantId: string) => `/api/applicants/${encodeURIComponent(applicantId)}/consultant`;

/** GET /api/applicants/:id/consultant (admins and recruiters): the consultant made from this hire, or null. */
export function useApplicantConsultant(applicantId: string, enabled: boolean) {
  return useQuery({
    queryKey: staffingKeys.applicantConsultant(applicantId),
    queryFn: ({ signal }) => api.get(ofApplicant(applicantId), { schema: ApplicantConsultant, signal }),
    enabled,
  });
}

/** POST /api/applicants/:id/consultant: makes the consultant (409 when made already or not hired; decision 0097). */
export function useMakeConsultant(applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ofApplicant(applicantId), {}, { schema: Consultant }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffingKeys.consultants }),
  });
}

/** GET /api/consultants/:id/history: the consultant's timeline, newest first. */
export function useConsultantHistory(consultantId: string) {
  return useQuery({
    queryKey: staffingKeys.consultantHistory(consultantId),
    queryFn: ({ signal }) => api.get(`/api/consultants/${encodeURIComponent(consultantId)}/history`, { schema: ConsultantHistory, signal }),
  });
}
