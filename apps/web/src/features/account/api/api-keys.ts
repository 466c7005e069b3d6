import { ApiKeyInfo, CreatedApiKey, type NewApiKeyInput } from '@keel/shared/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const apiKeysKey = ['account', 'api-keys'] as const;

/** GET /api/api-keys: my keys (never the keys themselves). */
export function useMyApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => api.get('/api/api-keys', { schema: z.array(ApiKeyInfo), signal }) });
}

/** POST /api/api-keys: the answer holds the key, shown this once. */
export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKeyInput) => api.post('/api/api-keys', input, { schema: CreatedApiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** DELETE /api/api-keys/:id */
export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/api-keys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
