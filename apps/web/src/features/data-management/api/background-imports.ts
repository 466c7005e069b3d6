import { BackgroundImport, BackgroundImports, type DataKind } from '@keel/shared/data-management';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { importQuery, type ImportSettings } from './import-csv-file';

/** How often the page asks a running background import for its progress. */
export const BACKGROUND_POLL_MS = 2000;

export const backgroundImportKeys = {
  all: ['background-imports'] as const,
  list: (kind: DataKind) => ['background-imports', kind] as const,
};

const active = (items: BackgroundImport[] | undefined) =>
  items?.some((i) => ['uploading', 'queued', 'running'].includes(i.status)) ?? false;

/** GET …/background-imports: the kind's newest background imports (decision 0059), followed while one runs. */
export function useBackgroundImports(kind: DataKind) {
  return useQuery({
    queryKey: backgroundImportKeys.list(kind),
    queryFn: ({ signal }) => api.get(`/api/data-management/${kind}/background-imports`, { schema: BackgroundImports, signal }),
    refetchInterval: (query) => (active(query.state.data?.items) ? BACKGROUND_POLL_MS : false),
  });
}

/**
 * POST …/background-imports: uploads the file (XMLHttpRequest, for the upload's progress) to be
 * imported as a job; resolves with its id once it is stored.
 */
export function startBackgroundImport(
  kind: DataKind,
  file: File,
  columns: (string | null)[],
  settings: ImportSettings,
  onUploaded: (share: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/data-management/${kind}/background-imports?${importQuery(file, columns, settings)}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total) onUploaded(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let body: { id?: string; code?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status === 202 && body.id) resolve(body.id);
      else reject(new ApiError(xhr.status, body.code ?? 'HTTP_ERROR', body.message ?? `The request failed (HTTP ${xhr.status}).`));
    };
    xhr.send(file);
  });
}

/** POST …/background-imports/{id}/cancel: stops it after the batches in flight. */
export async function cancelBackgroundImport(kind: DataKind, id: string): Promise<BackgroundImport> {
  return api.post(`/api/data-management/${kind}/background-imports/${z.uuid().parse(id)}/cancel`, undefined, { schema: BackgroundImport });
}
