import {
  CandidateEmailPreview,
  type CandidateEmailSendInput,
  CandidateEmailSent,
  CandidateTemplate,
  type CandidateTemplateInput,
  CandidateTemplateList,
} from '@keel/shared/candidate-mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TIMELINE_KEY } from '../../../lib/timeline-key';

const keys = {
  templates: ['candidate-mail', 'templates'] as const,
  preview: (applicantId: string, templateKey: string, jobId: string | null) =>
    ['candidate-mail', 'preview', applicantId, templateKey, jobId] as const,
};

/** GET /api/candidate-mail/templates: built-ins first, then the firm's own. */
export function useCandidateTemplates() {
  return useQuery({
    queryKey: keys.templates,
    queryFn: async ({ signal }) => (await api.get('/api/candidate-mail/templates', { schema: CandidateTemplateList, signal })).templates,
  });
}

/** POST /api/applicants/:id/candidate-email/preview: the template filled for this applicant and job. */
export function useCandidateEmailPreview(applicantId: string, templateKey: string, jobId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: keys.preview(applicantId, templateKey, jobId),
    queryFn: ({ signal }) =>
      api.post(
        `/api/applicants/${encodeURIComponent(applicantId)}/candidate-email/preview`,
        { templateKey, jobId },
        { schema: CandidateEmailPreview, signal },
      ),
    enabled: enabled && templateKey !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/applicants/:id/candidate-email: into the outbox; the applicant's timeline shows it. */
export function useSendCandidateEmail(applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CandidateEmailSendInput) =>
      api.post(`/api/applicants/${encodeURIComponent(applicantId)}/candidate-email`, input, { schema: CandidateEmailSent }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TIMELINE_KEY }),
  });
}

/** Create (no key) or edit (key) a template. */
export function useSaveCandidateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: string | null; input: CandidateTemplateInput }) =>
      key
        ? api.put(`/api/candidate-mail/templates/${encodeURIComponent(key)}`, input, { schema: CandidateTemplate })
        : api.post('/api/candidate-mail/templates', input, { schema: CandidateTemplate }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useDeleteCandidateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.delete(`/api/candidate-mail/templates/${encodeURIComponent(key)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}
