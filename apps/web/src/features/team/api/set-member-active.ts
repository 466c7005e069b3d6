import { TeamMember } from '@keel/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** POST /api/team/:id/deactivate or /reactivate (admin; never oneself). */
export function setMemberActive(id: string, active: boolean): Promise<TeamMember> {
  return api.post(`/api/team/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, {}, { schema: TeamMember });
}

export function useSetMemberActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setMemberActive(id, active),
    // 'team' also covers the pickers' options, which a deactivated member drops out of.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
