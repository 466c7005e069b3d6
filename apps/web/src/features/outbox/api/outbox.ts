import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** TanStack Query keys of the outbox feature. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: ['outbox', 'list'] as const,
  mail: (id: string) => ['outbox', 'mail', id] as const,
};

/** GET /api/outbox: the newest mails with their status (admins). */
export function useOutbox() {
  return useQuery({ queryKey: outboxKeys.list, queryFn: ({ signal }) => api.get<OutboxList>('/api/outbox', { signal }) });
}

/** GET /api/outbox/{id}: one mail with its rendered bodies and links. */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: ({ signal }) => api.get<OutboxMail>(`/api/outbox/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}

/** POST /api/outbox/{id}/retry: deliver a failed mail again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxMail>(`/api/outbox/${encodeURIComponent(id)}/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
