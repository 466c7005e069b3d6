import { TeamMember } from '@keel/shared/team';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/team (admin): every member ordered by full name. */
export function fetchMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get('/api/team', { schema: z.array(TeamMember), signal });
}

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.members, queryFn: ({ signal }) => fetchMembers(signal) });
}
