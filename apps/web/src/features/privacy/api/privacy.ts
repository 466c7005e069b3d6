import { type PrivacySubjectKind, RetentionSetting } from '@keel/shared/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const retentionKey = ['privacy', 'retention'] as const;

/** GET /api/privacy/:kind/:id/export: a zip download, opened as a plain link (the session cookie goes with it). */
export const exportUrl = (kind: PrivacySubjectKind, id: string) => `/api/privacy/${kind}/${encodeURIComponent(id)}/export`;

/** POST /api/privacy/:kind/:id/erase: the typed name confirms it. Everything cached about the person is stale after. */
export function useErasePerson(kind: PrivacySubjectKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => api.post<void>(`/api/privacy/${kind}/${encodeURIComponent(id)}/erase`, { confirmName }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** GET/PUT /api/privacy/retention (admin): months before applicants not hired are anonymised. */
export function useRetention() {
  return useQuery({
    queryKey: retentionKey,
    queryFn: ({ signal }) => api.get('/api/privacy/retention', { schema: RetentionSetting, signal }),
  });
}

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number) => api.put('/api/privacy/retention', { months }, { schema: RetentionSetting }),
    onSuccess: (data) => queryClient.setQueryData(retentionKey, data),
  });
}
