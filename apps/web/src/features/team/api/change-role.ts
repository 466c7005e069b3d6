import type { Role } from '@keel/shared/roles';
import { TeamMember } from '@keel/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** PATCH /api/team/:id/role (admin; never one's own admin status). */
export function changeRole(id: string, role: Role): Promise<TeamMember> {
  return api.patch(`/api/team/${encodeURIComponent(id)}/role`, { role }, { schema: TeamMember });
}

export function useChangeRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => changeRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
