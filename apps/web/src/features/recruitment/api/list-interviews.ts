import { Interview } from '@keel/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/applications/:id/interviews: with panels and the scorecards the caller may read. */
export function useInterviews(applicationId: string) {
  return useQuery({
    queryKey: recruitmentKeys.interviews(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/api/applications/${encodeURIComponent(applicationId)}/interviews`, { schema: z.array(Interview), signal }),
  });
}

/**
 * How many of an application's interviews are still on and not yet started: a move to Rejected or
 * Hired cancels them (decision 0074), so the board asks first.
 */
export async function fetchUpcomingInterviewCount(applicationId: string): Promise<number> {
  const interviews = await api.get(`/api/applications/${encodeURIComponent(applicationId)}/interviews`, {
    schema: z.array(Interview),
  });
  const now = Date.now();
  return interviews.filter((i) => i.cancelled_at === null && Date.parse(i.starts_at) >= now).length;
}
