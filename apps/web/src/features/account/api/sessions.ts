import { ActiveSession } from '@keel/shared/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/sessions: my active sessions, this one marked. */
export function useMySessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.get('/api/sessions', { schema: z.array(ActiveSession), signal }) });
}

/** DELETE /api/sessions/:id (one) or DELETE /api/sessions (every other one). */
export function useSignOutSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others' ? api.delete('/api/sessions') : api.delete(`/api/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
