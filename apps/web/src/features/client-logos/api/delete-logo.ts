import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { logoKeys } from './logo-keys';

const DeleteResponse = z.object({ fileRemoved: z.boolean() });

/** DELETE /api/client-logos/:id: the record and its file; says whether the file was still there. */
export function deleteLogo(id: string): Promise<{ fileRemoved: boolean }> {
  return api.delete(`/api/client-logos/${encodeURIComponent(id)}`, { schema: DeleteResponse });
}

export function useDeleteLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: logoKeys.all }) });
}
