import { ReportingSummary } from '@keel/shared/reporting';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The viewer's IANA time zone: the server cuts days where the viewer's days start. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/reporting/summary: snapshot counts and recent contact additions. */
export function fetchSummary(timeZone: string, signal?: AbortSignal): Promise<ReportingSummary> {
  return api.get(`/api/reporting/summary?tz=${encodeURIComponent(timeZone)}`, { schema: ReportingSummary, signal });
}

export function useReportingSummary() {
  const tz = viewerTimeZone();
  return useQuery({ queryKey: ['reporting', 'summary', tz], queryFn: ({ signal }) => fetchSummary(tz, signal) });
}
