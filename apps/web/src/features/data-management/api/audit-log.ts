import type { AuditActionType } from '@keel/shared/audit';
import { AuditLogList } from '@keel/shared/data-management';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (actionType: AuditActionType | undefined) => ['audit-log', actionType ?? 'all'] as const,
};

/** GET /api/audit-log: the newest 500 entries, newest first, optionally of one action type. */
export function useAuditLog(actionType: AuditActionType | undefined) {
  return useQuery({
    queryKey: auditKeys.list(actionType),
    queryFn: ({ signal }) => api.get(`/api/audit-log${actionType ? `?actionType=${actionType}` : ''}`, { schema: AuditLogList, signal }),
  });
}

/** DELETE /api/audit-log: clears it (the server records who did). */
export function useClearAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/audit-log', { schema: z.object({ deleted: z.number() }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
