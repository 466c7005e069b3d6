import { Skill } from '@keel/shared/skills';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * GET /api/skills (every signed-in member): the skills graph with synonyms, for the competency
 * skill picker (decision 0109). The same key as the staffing pickers' query, so one fetch serves both.
 */
export function useSkillChoices() {
  return useQuery({
    queryKey: ['skills'] as const,
    queryFn: ({ signal }) => api.get('/api/skills', { schema: z.array(Skill), signal }),
    staleTime: 60_000,
  });
}
