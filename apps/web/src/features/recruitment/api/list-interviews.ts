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
