import { ActiveSession, SignedOutEverywhere } from '@keel/shared/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/sessions: my active sessions, this one marked. */
export function useMySessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.get('/api/sessions', { schema: z.array(ActiveSession), signal }) });
}

/**
 * DELETE /api/sessions/:id (one) or DELETE /api/sessions (every other one, with my API keys and
 * calendar feed URL: the answer says what ended, decision 0066).
 */
export function useSignOutSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | 'others'): Promise<SignedOutEverywhere | undefined> => {
      if (id === 'others') return api.delete('/api/sessions', { schema: SignedOutEverywhere });
      await api.delete(`/api/sessions/${encodeURIComponent(id)}`);
      return undefined;
    },
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      if (id !== 'others') return;
      // The keys and the calendar feed ended with the other sessions.
      void queryClient.invalidateQueries({ queryKey: ['account', 'api-keys'] });
      void queryClient.invalidateQueries({ queryKey: ['activities', 'calendar-feed'] });
    },
  });
}
