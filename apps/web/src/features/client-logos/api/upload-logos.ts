import { LogoUploadResponse, type LogoUploadResult } from '@keel/shared/client-logos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logoKeys } from './logo-keys';

export interface PendingLogo {
  file: File;
  /** Optional display name; the file name is used when blank. */
  name: string;
}

/** POST /api/client-logos (multipart): the names first, then the files; one result per file. */
export async function uploadLogos(logos: PendingLogo[]): Promise<LogoUploadResult[]> {
  const form = new FormData();
  form.append('names', JSON.stringify(logos.map((l) => l.name.trim() || null)));
  for (const logo of logos) form.append('files', logo.file, logo.file.name);
  return (await api.post('/api/client-logos', form, { schema: LogoUploadResponse })).results;
}

export function useUploadLogosMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogos, onSettled: () => queryClient.invalidateQueries({ queryKey: logoKeys.all }) });
}
