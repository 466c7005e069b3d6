import { type ActivityRecordType, type TimelineFilter, TimelinePage, type TimelineScope } from '@keel/shared/activities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** GET /api/timeline/{type}/{id}: one page, after `cursor`, optionally of one kind, with or without related records' activities. */
export function fetchTimeline(
  type: ActivityRecordType,
  id: string,
  kind: TimelineFilter | 'all',
  cursor: string | null,
  signal?: AbortSignal,
  scope: TimelineScope = 'all',
): Promise<TimelinePage> {
  const params = new URLSearchParams();
  if (kind !== 'all') params.set('kind', kind);
  if (scope !== 'all') params.set('scope', scope);
  if (cursor) params.set('cursor', cursor);
  const query = params.size ? `?${params}` : '';
  return api.get(`/api/timeline/${type}/${encodeURIComponent(id)}${query}`, { schema: TimelinePage, signal });
}

/** The timeline, page by page ('Load more' fetches the next). */
export function useTimeline(type: ActivityRecordType, id: string, kind: TimelineFilter | 'all', scope: TimelineScope = 'all') {
  return useInfiniteQuery({
    queryKey: [...activityKeys.timeline(type, id, kind), scope],
    queryFn: ({ pageParam, signal }) => fetchTimeline(type, id, kind, pageParam, signal, scope),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
