import {
  ContactsTrendResponse,
  FunnelResponse,
  KpiSummary,
  MeetingNote,
  NextContact,
  RecentContact,
  RemindersResponse,
  StageStat,
} from '@keel/shared/insights';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { insightKeys } from './dashboard-keys';

/** The read-only figures of GET /api/insights/*, one entry per endpoint. */
const INSIGHTS = {
  'recent-contacts': z.array(RecentContact),
  'recent-inquiries': z.array(RecentContact),
  'meeting-notes': z.array(MeetingNote),
  'next-contacts': z.array(NextContact),
  reminders: RemindersResponse,
  'deals-by-stage': z.array(StageStat),
  funnel: FunnelResponse,
  'contacts-trend': ContactsTrendResponse,
  kpis: KpiSummary,
} as const;
export type InsightName = keyof typeof INSIGHTS;
export type Insight<N extends InsightName> = z.infer<(typeof INSIGHTS)[N]>;

/** Widgets refresh on their own, so the dashboard stays live while it is open. */
export const INSIGHT_REFRESH_MS = 60_000;

export type InsightParams = Record<string, number | string>;

export function fetchInsight<N extends InsightName>(name: N, params: InsightParams, signal?: AbortSignal): Promise<Insight<N>> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return api.get(`/api/insights/${name}${query ? `?${query}` : ''}`, {
    schema: INSIGHTS[name] as unknown as z.ZodType<Insight<N>>,
    signal,
  });
}

export function useInsight<N extends InsightName>(name: N, params: InsightParams = {}) {
  return useQuery({
    queryKey: insightKeys.one(name, params),
    queryFn: ({ signal }) => fetchInsight(name, params, signal),
    refetchInterval: INSIGHT_REFRESH_MS,
  });
}
