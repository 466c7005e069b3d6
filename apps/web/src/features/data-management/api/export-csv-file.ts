import { type DataKind, ExportCount } from '@keel/shared/data-management';
import { api } from '../../../lib/api-client';

export const exportUrl = (kind: DataKind) => `/api/data-management/${kind}/export`;

/** GET …/export/count: how many records the export will hold. */
export async function countExportable(kind: DataKind): Promise<number> {
  return (await api.get(`${exportUrl(kind)}/count`, { schema: ExportCount })).count;
}

/**
 * Lets the browser download (for Excel: UTF-8 with a byte-order mark, so Excel reads accents rightly) the streamed export itself (a link to the API), so the file goes
 * to disk as it arrives and never sits in the page's memory; the server names the file.
 */
export function downloadExport(kind: DataKind, forExcel = false) {
  const link = document.createElement('a');
  link.href = forExcel ? `${exportUrl(kind)}?for=excel` : exportUrl(kind);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
