import { TeamMemberChoice } from '@keel/shared/hiring-teams';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/**
 * GET /api/applications/:id/interviewer-choices (decision 0085): whom the caller may put on the
 * application's interview panels — every active member for recruiters and admins, those who
 * already read the job for its hiring team — each with their own time zone.
 */
export function useInterviewerChoices(applicationId: string) {
  return useQuery({
    queryKey: recruitmentKeys.interviewerChoices(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/api/applications/${encodeURIComponent(applicationId)}/interviewer-choices`, { schema: z.array(TeamMemberChoice), signal }),
  });
}
