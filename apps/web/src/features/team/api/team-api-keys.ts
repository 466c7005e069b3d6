import { TeamApiKey } from '@keel/shared/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

const key = [...teamKeys.all, 'api-keys'] as const;

/** GET /api/team/api-keys: every member's API keys with their owners (admins, decision 0067). */
export function useTeamApiKeys() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get('/api/team/api-keys', { schema: z.array(TeamApiKey), signal }) });
}

/** DELETE /api/team/api-keys/:id: an admin revokes any member's key. */
export function useRevokeTeamApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/team/api-keys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
