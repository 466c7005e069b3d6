import Papa from 'papaparse';
import { canonicalHeader, type ColumnMapping, mapColumns } from '@keel/shared/contact-import';

/** Rows of the file the preview table shows. */
export const PREVIEW_ROWS = 10;

export interface CsvPreview {
  file: File;
  /** The file's headers as written, and what each maps onto. */
  mapping: ColumnMapping[];
  /** The first PREVIEW_ROWS records, keyed by the original headers. */
  rows: Record<string, string>[];
  /** Every record of the file (empty lines skipped). */
  records: number;
  /** Records without an e-mail (the import will skip them). */
  missingEmail: number;
}

export class CsvPreviewError extends Error {}

/** A .csv by name or type (browsers on Windows report .csv as application/vnd.ms-excel). */
export const isCsvFile = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * Reads a CSV file for the preview in chunks (papaparse streaming over the File), so a file of a
 * million rows neither freezes the page nor sits in memory: only the first rows and the counts
 * are kept. The import itself re-reads the file on the server. Rejects with CsvPreviewError on a
 * malformed file (an unterminated or broken quote).
 */
export function previewCsv(file: File): Promise<CsvPreview> {
  return new Promise((resolve, reject) => {
    let headers: string[] | undefined;
    let emailHeader: string | undefined;
    const rows: Record<string, string>[] = [];
    let records = 0;
    let missingEmail = 0;
    let failed = false;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: 512 * 1024,
      chunk(results, parser) {
        if (!headers) {
          headers = results.meta.fields ?? [];
          emailHeader = headers.find((h) => canonicalHeader(h) === 'email');
        }
        const broken = results.errors.find((e) => e.type === 'Quotes');
        if (broken) {
          failed = true;
          parser.abort();
          reject(new CsvPreviewError(`${broken.message} (row ${records + (broken.row ?? 0) + 1})`));
          return;
        }
        for (const row of results.data) {
          if (rows.length < PREVIEW_ROWS) rows.push(row);
          if (!emailHeader || !row[emailHeader]?.trim()) missingEmail++;
        }
        records += results.data.length;
      },
      complete() {
        if (!failed) resolve({ file, mapping: mapColumns(headers ?? []), rows, records, missingEmail });
      },
      error(error) {
        failed = true;
        reject(new CsvPreviewError(error.message));
      },
    });
  });
}
