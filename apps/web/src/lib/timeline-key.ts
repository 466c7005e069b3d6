/**
 * The query-key prefix of every record timeline. A record's own edit is part of its timeline (its
 * history), so the features that edit records refresh timelines through this prefix without
 * importing the activities feature.
 */
export const TIMELINE_KEY = ['activities', 'timeline'] as const;
