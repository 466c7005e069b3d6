import { CalendarFeedCreated, CalendarFeedStatus } from '@keel/shared/calendar-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['activities', 'calendar-feed'] as const;

/** GET /api/calendar-feed: is my feed on? */
export function useCalendarFeed() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get('/api/calendar-feed', { schema: CalendarFeedStatus, signal }) });
}

/** POST /api/calendar-feed: on, or a new URL (the old one stops working). */
export function useCreateCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/calendar-feed', {}, { schema: CalendarFeedCreated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /api/calendar-feed: off. */
export function useRevokeCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
