import { TeamMemberChoice } from '@keel/shared/hiring-teams';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** GET /api/hiring-teams/members: every active member of any role, by name (hiring teams and interview panels; decision 0081). */
export function useTeamMembers() {
  return useQuery({
    queryKey: recruitmentKeys.teamMembers,
    queryFn: ({ signal }) => api.get('/api/hiring-teams/members', { schema: z.array(TeamMemberChoice), signal }),
  });
}
