import { type CompanyMode, type DataKind, ImportEvent } from '@keel/shared/data-management';
import type { DateOrder } from '@keel/shared/import-files/csv-values';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';
import type { TagMode, UpdateMode } from '@keel/shared/import-files/update-rules';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export interface ImportProgress {
  /** Share of the file uploaded (0–1): the server reads the upload only as fast as it commits batches. */
  uploaded: number;
  /** The latest event the server reported. */
  event: ImportEvent | undefined;
}

export const importUrl = (kind: DataKind) => `/api/data-management/${kind}/import`;

/** How the server reads the file and updates what it matches (decision 0057), as the preview decided them. */
export interface ImportSettings {
  encoding?: TextEncoding;
  dateOrder?: DateOrder;
  update?: UpdateMode;
  tags?: TagMode;
  companies?: CompanyMode;
}

/** The import's query: the file's name, the column mapping (one field or null per header) and the settings. */
export function importQuery(file: File, columns: (string | null)[] | undefined, settings: ImportSettings): string {
  const query = new URLSearchParams({ fileName: file.name });
  if (columns) query.set('columns', JSON.stringify(columns));
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}

/**
 * POST /api/data-management/{kind}/import: the raw file as text/csv (and the chosen column
 * mapping, one field or null per header), answered with one JSON
 * event per line (progress after each committed batch, then done or failed). XMLHttpRequest rather
 * than fetch because it reports upload progress, and the browser shows the answer only once the
 * upload ends. Resolves with every event (the final one last); an HTTP error rejects with ApiError.
 */
export function importCsvFile(
  kind: DataKind,
  file: File,
  columns: (string | null)[] | undefined,
  onProgress: (progress: ImportProgress) => void,
  settings: ImportSettings = {},
): Promise<ImportEvent[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const events: ImportEvent[] = [];
    let read = 0;
    let uploaded = 0;
    const readEvents = () => {
      if (xhr.status !== 200) return;
      const text = xhr.responseText;
      let end = text.indexOf('\n', read);
      while (end !== -1) {
        const parsed = ImportEvent.safeParse(JSON.parse(text.slice(read, end)));
        if (parsed.success) events.push(parsed.data);
        read = end + 1;
        end = text.indexOf('\n', read);
      }
      onProgress({ uploaded, event: events.at(-1) });
    };
    xhr.open('POST', `${importUrl(kind)}?${importQuery(file, columns, settings)}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/x-ndjson, application/json');
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      uploaded = e.total ? e.loaded / e.total : 1;
      onProgress({ uploaded, event: events.at(-1) });
    };
    xhr.onprogress = readEvents;
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      if (xhr.status !== 200) {
        let body: { code?: string; message?: string } = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          // not JSON: the generic message below
        }
        reject(new ApiError(xhr.status, body.code ?? 'HTTP_ERROR', body.message ?? `The request failed (HTTP ${xhr.status}).`));
        return;
      }
      readEvents();
      const last = events.at(-1);
      if (!last || last.type === 'progress')
        reject(
          new ApiError(
            xhr.status,
            'INTERRUPTED',
            'The import was interrupted before it finished. Check the Audit Trail for what was imported.',
          ),
        );
      else resolve(events);
    };
    xhr.send(file);
  });
}
