import type { ActivityRecordType, TimelineFilter } from '@keel/shared/activities';
import { TIMELINE_KEY } from '../../../lib/timeline-key';

/** TanStack Query keys of the activities feature. */
export const activityKeys = {
  all: ['activities'] as const,
  timeline: (type: ActivityRecordType, id: string, kind: TimelineFilter | 'all') => [...TIMELINE_KEY, type, id, kind] as const,
  tasks: ['activities', 'tasks'] as const,
  taskList: (today: string, assignee: string, recordType: string) => ['activities', 'tasks', 'list', today, assignee, recordType] as const,
  taskCount: (today: string) => ['activities', 'tasks', 'count', today] as const,
  team: ['activities', 'team'] as const,
};
