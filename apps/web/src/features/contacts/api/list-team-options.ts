import { TeamMemberOption } from '@keel/shared/team';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/team/options: the team's names, to assign a sales rep. */
export function fetchTeamOptions(signal?: AbortSignal): Promise<TeamMemberOption[]> {
  return api.get('/api/team/options', { schema: z.array(TeamMemberOption), signal });
}

export function useTeamOptions() {
  return useQuery({ queryKey: contactKeys.teamOptions, queryFn: ({ signal }) => fetchTeamOptions(signal), staleTime: 5 * 60_000 });
}
