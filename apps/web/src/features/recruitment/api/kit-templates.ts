import { KitTemplate, type KitTemplateInput } from '@keel/shared/interview-kits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

const base = '/api/interview-kit-templates';

/** GET /api/interview-kit-templates: the reusable interview kits, by name (decision 0082). */
export function useKitTemplates(enabled = true) {
  return useQuery({
    queryKey: recruitmentKeys.kitTemplates,
    queryFn: ({ signal }) => api.get(base, { schema: z.array(KitTemplate), signal }),
    enabled,
  });
}

/** POST (no id) or PUT (an id) of a template. */
export function useSaveKitTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: KitTemplateInput }) =>
      id ? api.put(`${base}/${encodeURIComponent(id)}`, input, { schema: KitTemplate }) : api.post(base, input, { schema: KitTemplate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.kitTemplates }),
  });
}

export function useDeleteKitTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.kitTemplates }),
  });
}
