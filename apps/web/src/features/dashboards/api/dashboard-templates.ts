import { DashboardTemplate, type SaveTemplateInput } from '@keel/shared/dashboard-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Dashboard templates (decision 0035): mine and the published ones. */
export const templateKeys = { all: ['dashboard-templates'] as const };

export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => api.get('/api/dashboard-templates', { schema: z.array(DashboardTemplate), signal }),
    enabled,
  });
}

function useRefetchTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
}

/** POST /api/dashboards/{id}/templates: Save as Template. */
export function useSaveTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({
    mutationFn: ({ dashboardId, ...input }: SaveTemplateInput & { dashboardId: string }) =>
      api.post(`/api/dashboards/${encodeURIComponent(dashboardId)}/templates`, input, { schema: DashboardTemplate }),
    onSuccess: refetch,
  });
}

/** PATCH /api/dashboard-templates/{id}: publish to the team or take back (admins). */
export function usePublishTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      api.patch(`/api/dashboard-templates/${encodeURIComponent(id)}`, { isPublished }, { schema: DashboardTemplate }),
    onSuccess: refetch,
  });
}

/** DELETE /api/dashboard-templates/{id} (its owner or an admin). */
export function useDeleteTemplate() {
  const refetch = useRefetchTemplates();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/dashboard-templates/${encodeURIComponent(id)}`), onSuccess: refetch });
}
