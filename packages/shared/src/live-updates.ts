/**
 * Live updates (every instance stateless, decision 0010): the server tells signed-in browsers that
 * something changed, by topic and id only; the browser refetches what it shows.
 */
export const LIVE_TOPICS = [
  'funnel',
  'contacts',
  'companies',
  'client-logos',
  'dashboards',
  'applications',
  'activities',
  'notifications',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** What a browser receives on GET /api/events. 'resync': events may have been missed, refetch everything. */
export interface LiveEvent {
  topic: LiveTopic | 'resync';
  /** The changed record, when there is one (a deal, stage, contact, company, logo, dashboard or activity id; for applications, the job's id). */
  id?: string;
  /** The user who made the change; null for a public inquiry. */
  by: string | null;
}

export const LIVE_EVENTS_PATH = '/api/events';
/**
 * Header every API request of a browser tab carries (a random id per tab): the tab's own changes
 * are not echoed back to it on its event stream (`?tab=`), so they never fight its optimistic state.
 */
export const TAB_ID_HEADER = 'x-keel-tab';
/** A tab id: letters, digits and dashes, at most 64. */
export const TAB_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, id, by } = value as Record<string, unknown>;
  return (
    (topic === 'resync' || (LIVE_TOPICS as readonly unknown[]).includes(topic)) &&
    (id === undefined || typeof id === 'string') &&
    (by === null || typeof by === 'string')
  );
}
