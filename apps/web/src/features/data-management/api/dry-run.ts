import { type DataKind, DryRunResult } from '@keel/shared/data-management';
import { TAB_ID_HEADER } from '@keel/shared/live-updates';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { TAB_ID } from '../../../lib/tab-id';
import { importQuery, importUrl, type ImportSettings } from './import-csv-file';

/**
 * POST /api/data-management/{kind}/import/dry-run: the file as the import would read it, and what
 * the import would do with it (decision 0057) — counts, each updated record field by field, rejected
 * rows, warnings — with nothing written.
 */
export async function dryRunImport(
  kind: DataKind,
  file: File,
  columns: (string | null)[] | undefined,
  settings: ImportSettings,
): Promise<DryRunResult> {
  let response: Response;
  try {
    response = await fetch(`${importUrl(kind)}/dry-run?${importQuery(file, columns, settings)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json', [TAB_ID_HEADER]: TAB_ID },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!response.ok)
    throw new ApiError(response.status, body.code ?? 'HTTP_ERROR', body.message ?? `The request failed (HTTP ${response.status}).`);
  const parsed = DryRunResult.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an unexpected response.');
  return parsed.data;
}
