import type { Activity, TimelineItem } from '@keel/shared/activities';

export const AUTHOR = { id: '66666666-6666-4666-8666-666666666666', name: 'Riley Chen' };

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: '77777777-7777-4777-8777-777777777777', kind: 'note', body: 'Hello', author: AUTHOR, authorName: AUTHOR.name,
    createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', title: null, dueDate: null, dueTime: null,
    assignee: null, priority: null, doneAt: null, links: [], version: 1, canEdit: true, ...overrides,
  };
}

export const activityItem = (a: Activity): TimelineItem => ({ source: 'activity', at: a.createdAt.replace('Z', '000Z'), activity: a });
export const historyItem = (id: string, text: string): TimelineItem => ({ source: 'history', at: '2026-11-19T10:00:00.000000Z', id, actionType: 'JOB_UPDATED', text });
