import { HiringJob } from '@keel/shared/hiring-teams';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/my-hiring: the jobs the signed-in member hires for, with their candidates (decision 0081). */
export function useMyHiring(enabled = true) {
  return useQuery({
    queryKey: recruitmentKeys.myHiring,
    queryFn: ({ signal }) => api.get('/api/my-hiring', { schema: z.array(HiringJob), signal }),
    enabled,
  });
}
