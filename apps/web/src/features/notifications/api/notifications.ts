import { Notification, NotificationPage, NotificationPreferences, UnreadCount } from '@keel/shared/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** TanStack Query keys of the notifications feature (a live 'notifications' event refetches them all). */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** GET /api/notifications/unread-count: the bell's number. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => api.get('/api/notifications/unread-count', { schema: UnreadCount, signal }),
    enabled,
  });
}

/** GET /api/notifications, page by page (newest first). */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/notifications${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`, { schema: NotificationPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextAfter,
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/notifications/${encodeURIComponent(id)}/read`, undefined, { schema: Notification }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all', undefined, { schema: UnreadCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.get('/api/notifications/preferences', { schema: NotificationPreferences, signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put('/api/notifications/preferences', preferences, { schema: NotificationPreferences }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
