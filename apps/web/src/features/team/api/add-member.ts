import { type NewTeamMemberInput, TeamMember } from '@keel/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** POST /api/team (admin): creates a real account with its role. */
export function addMember(input: NewTeamMemberInput): Promise<TeamMember> {
  return api.post('/api/team', input, { schema: TeamMember });
}

export function useAddMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
