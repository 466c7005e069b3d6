import { ExportCount } from '@keel/shared/data-management';
import { api } from '../../../lib/api-client';

export const EXPORT_URL = '/api/data-management/contacts/export';

/** GET …/export/count: how many contacts the export will hold. */
export async function countExportableContacts(): Promise<number> {
  return (await api.get(`${EXPORT_URL}/count`, { schema: ExportCount })).count;
}

/**
 * Lets the browser download the streamed export itself (a link to the API), so the file goes
 * to disk as it arrives and never sits in the page's memory; the server names the file.
 */
export function downloadExport() {
  const link = document.createElement('a');
  link.href = EXPORT_URL;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
