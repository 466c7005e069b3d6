import { Skill, type SkillInput } from '@keel/shared/skills';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffingKeys } from './staffing-keys';

const base = '/api/skills';

/** GET /api/skills: every skill with its synonyms, by name (any signed-in member; the skills pickers). */
export function useSkills() {
  return useQuery({
    queryKey: staffingKeys.skills,
    queryFn: ({ signal }) => api.get(base, { schema: z.array(Skill), signal }),
    staleTime: 60_000,
  });
}

/** POST (no id) or PUT (an id) of a skill (admins); 409 when a term is another skill's. */
export function useSaveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SkillInput }) =>
      id ? api.put(`${base}/${encodeURIComponent(id)}`, input, { schema: Skill }) : api.post(base, input, { schema: Skill }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.skills }),
  });
}

/** DELETE a skill (admins); 409 while consultants have it. */
export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.skills }),
  });
}
