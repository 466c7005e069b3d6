import { Stage } from '@keel/shared/funnel';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client';

export const funnelStagesKey = ['funnel', 'stages'] as const;

/** GET /api/funnel/stages: the funnel's stages in order (titles, outcomes, figures), without their cards. */
export function useFunnelStages(enabled = true) {
  return useQuery({
    enabled,
    queryKey: funnelStagesKey,
    queryFn: ({ signal }) => api.get('/api/funnel/stages', { schema: z.array(Stage), signal }),
    staleTime: 30_000,
  });
}
