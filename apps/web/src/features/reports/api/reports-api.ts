import { type ReportDefinition, ReportResult, SavedReport, type SavedReportInput } from '@keel/shared/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** TanStack Query keys of the reports feature. */
export const reportKeys = {
  all: ['reports'] as const,
  list: ['reports', 'list'] as const,
  report: (id: string) => ['reports', 'report', id] as const,
  result: (id: string) => ['reports', 'result', id] as const,
};

const url = (id: string) => `/api/saved-reports/${encodeURIComponent(id)}`;

/** GET /api/saved-reports: the team's shared reports and my own, by name. */
export function useSavedReports() {
  return useQuery({
    queryKey: reportKeys.list,
    queryFn: ({ signal }) => api.get('/api/saved-reports', { schema: z.array(SavedReport), signal }),
  });
}

/** GET /api/saved-reports/{id}. */
export function useSavedReport(id: string | null) {
  return useQuery({
    queryKey: reportKeys.report(id ?? ''),
    queryFn: ({ signal }) => api.get(url(id!), { schema: SavedReport, signal }),
    enabled: id !== null,
  });
}

/** GET /api/saved-reports/{id}/result: the report answered by the server. */
export function useSavedReportResult(id: string | null) {
  return useQuery({
    queryKey: reportKeys.result(id ?? ''),
    queryFn: ({ signal }) => api.get(`${url(id!)}/result`, { schema: ReportResult, signal }),
    enabled: id !== null,
  });
}

/** POST /api/reports/run: the builder's preview of a definition not saved yet. */
export function useRunReport() {
  return useMutation({ mutationFn: (definition: ReportDefinition) => api.post('/api/reports/run', definition, { schema: ReportResult }) });
}

/** POST /api/saved-reports, or PUT /api/saved-reports/{id} when editing. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedReportInput }) =>
      id ? api.put(url(id), input, { schema: SavedReport }) : api.post('/api/saved-reports', input, { schema: SavedReport }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** POST /api/saved-reports/{id}/duplicate: a private copy named 'Copy of …'. */
export function useDuplicateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${url(id)}/duplicate`, {}, { schema: SavedReport }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
}

/** DELETE /api/saved-reports/{id}. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(url(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
