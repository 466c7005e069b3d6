/**
 * The query-key prefix of every dashboard figure (widgets, KPIs, configured reports). Widgets show
 * activities, deals and contacts, so the features that change those refresh the figures through this
 * prefix without importing the dashboards feature (as with TIMELINE_KEY).
 */
export const INSIGHTS_KEY = ['insights'] as const;
