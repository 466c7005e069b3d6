import Papa from 'papaparse';
import { matchHeaders } from '@keel/shared/csv-import';
import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { DataKind } from '@keel/shared/data-management';

/** Rows of the file the preview table shows. */
export const PREVIEW_ROWS = 10;

/** A plausible e-mail address (the import's own check is stricter; this flags the obvious ones before it). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CsvPreview {
  file: File;
  /** The file's headers as written. */
  headers: string[];
  /** The field each header is imported into automatically (null: not imported). */
  matched: (string | null)[];
  /** The first PREVIEW_ROWS records, one cell per header. */
  rows: string[][];
  /** Every record of the file (empty lines skipped). */
  records: number;
  /** Per column: records with an empty cell, and records whose cell is not an e-mail address (columns matched to an e-mail field). */
  empty: number[];
  invalidEmails: number[];
}

export class CsvPreviewError extends Error {}

/** A .csv by name or type (browsers on Windows report .csv as application/vnd.ms-excel). */
export const isCsvFile = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * Reads a CSV file for the preview in chunks (papaparse streaming over the File), so a file of a
 * million rows neither freezes the page nor sits in memory: only the first rows and per-column
 * counts are kept. The import itself re-reads the file on the server. Rejects with
 * CsvPreviewError on a malformed file (an unterminated or broken quote).
 */
export function previewCsv(file: File, kind: DataKind = 'contacts'): Promise<CsvPreview> {
  const info = DATA_KIND_INFO[kind];
  return new Promise((resolve, reject) => {
    let headers: string[] | undefined;
    let matched: (string | null)[] = [];
    let emailColumns: number[] = [];
    const rows: string[][] = [];
    let empty: number[] = [];
    let invalidEmails: number[] = [];
    let records = 0;
    let failed = false;
    Papa.parse<string[]>(file, {
      header: false,
      skipEmptyLines: 'greedy',
      chunkSize: 512 * 1024,
      chunk(results, parser) {
        let data = results.data;
        const headerHere = headers ? 0 : 1;
        const broken = results.errors.find((e) => e.type === 'Quotes');
        if (broken) {
          failed = true;
          parser.abort();
          reject(new CsvPreviewError(`${broken.message} (row ${records + (broken.row ?? 0) + 1 - headerHere})`));
          return;
        }
        if (!headers && data.length > 0) {
          headers = data[0];
          data = data.slice(1);
          matched = matchHeaders(headers, info.headerNames);
          emailColumns = matched.flatMap((field, i) => (field && info.emails.includes(field) ? [i] : []));
          empty = headers.map(() => 0);
          invalidEmails = headers.map(() => 0);
        }
        for (const row of data) {
          if (rows.length < PREVIEW_ROWS) rows.push(row);
          for (let i = 0; i < empty.length; i++) if (!row[i]?.trim()) empty[i]++;
          for (const i of emailColumns) {
            const cell = row[i]?.trim();
            if (cell && !LOOKS_LIKE_EMAIL.test(cell)) invalidEmails[i]++;
          }
        }
        records += data.length;
      },
      complete() {
        if (!failed) resolve({ file, headers: headers ?? [], matched, rows, records, empty, invalidEmails });
      },
      error(error) {
        failed = true;
        reject(new CsvPreviewError(error.message));
      },
    });
  });
}
