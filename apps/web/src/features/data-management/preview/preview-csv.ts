import { matchHeaders } from '@keel/shared/csv-import';
import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import type { DataKind } from '@keel/shared/data-management';
import { type FileLayout, ImportFileReader } from '@keel/shared/import-files/import-file-reader';
import { type DateEvidence, dateEvidence, orderFromEvidence } from '@keel/shared/import-files/csv-values';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';

/** Rows of the file the preview table shows. */
export const PREVIEW_ROWS = 10;
/** Sample values the mapping shows per column. */
export const SAMPLE_VALUES = 3;
/** Bytes read at a time: the preview never holds the whole file. */
const SLICE_BYTES = 1024 * 1024;

/** A plausible e-mail address (the import's own check is stricter; this flags the obvious ones before it). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CsvPreview {
  file: File;
  /** How the file was read: its encoding (changeable), format, delimiter, notes above the header. */
  layout: FileLayout;
  /** Whether the user chose the encoding (else it was detected). */
  encodingChosen: boolean;
  /** Lines above the header that are not data, and footer lines after it, left out. */
  notes: string[];
  footerLines: number;
  /** The file's headers as written. */
  headers: string[];
  /** The field each header is imported into automatically (null: not imported). */
  matched: (string | null)[];
  /** The first PREVIEW_ROWS records, one cell per header. */
  rows: string[][];
  /** Per column: its first SAMPLE_VALUES non-empty values. */
  samples: string[][];
  /** Every record of the file (blank lines, notes and footers left out). */
  records: number;
  /** Per column: records with an empty cell, and records whose cell is not an e-mail address (columns matched to an e-mail field). */
  empty: number[];
  invalidEmails: number[];
  /** Per column: what its cells say of a date order (03/04/2024 is either; 13/04/2024 day first). */
  dateEvidence: Set<DateEvidence>[];
}

export class CsvPreviewError extends Error {}

/** A file the import reads: CSV (.csv; .tsv and .txt as Excel's and Outlook's tab-separated "Unicode Text") or vCard (.vcf). */
export const isCsvFile = (file: File) =>
  /\.(csv|tsv|txt|vcf)$/i.test(file.name) || ['text/csv', 'text/tab-separated-values', 'text/vcard', 'text/x-vcard'].includes(file.type);

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Reads an import file for the preview slice by slice with the reader the server uses
 * (import-file-reader.ts: encoding, delimiter, notes and footers decided alike), so a file of a
 * million rows neither freezes the page nor sits in memory: only the first rows and per-column
 * counts are kept. The import itself re-reads the file on the server. `encoding`: the one the
 * user chose (else detected). Rejects with CsvPreviewError when the file cannot be read.
 */
export async function previewCsv(file: File, kind: DataKind = 'contacts', encoding?: TextEncoding): Promise<CsvPreview> {
  const info = DATA_KIND_INFO[kind];
  const reader = new ImportFileReader({ encoding });
  let matched: (string | null)[] = [];
  let emailColumns: number[] = [];
  const rows: string[][] = [];
  let samples: string[][] = [];
  let empty: number[] = [];
  let invalidEmails: number[] = [];
  let evidence: Set<DateEvidence>[] = [];
  let records = 0;
  const take = ({ rows: read, error }: ReturnType<ImportFileReader['push']>) => {
    if (reader.header && samples.length === 0 && reader.header.length > 0) {
      const headers = reader.header;
      matched = matchHeaders(headers, info.headerNames);
      emailColumns = matched.flatMap((field, i) => (field && info.emails.includes(field) ? [i] : []));
      samples = headers.map(() => []);
      empty = headers.map(() => 0);
      invalidEmails = headers.map(() => 0);
      evidence = headers.map(() => new Set());
    }
    for (const { cells } of read) {
      if (rows.length < PREVIEW_ROWS) rows.push(cells);
      for (let i = 0; i < empty.length; i++) {
        const cell = cells[i]?.trim();
        if (!cell) {
          empty[i]++;
          continue;
        }
        if (samples[i].length < SAMPLE_VALUES && !samples[i].includes(cell)) samples[i].push(cell);
        const said = evidence[i].size < 3 ? dateEvidence(cell) : undefined;
        if (said) evidence[i].add(said);
      }
      for (const i of emailColumns) {
        const cell = cells[i]?.trim();
        if (cell && !LOOKS_LIKE_EMAIL.test(cell)) invalidEmails[i]++;
      }
    }
    records += read.length;
    if (error) throw new CsvPreviewError(error.message);
  };
  for (let at = 0; at < file.size; at += SLICE_BYTES) take(reader.push(await bytesOf(file.slice(at, at + SLICE_BYTES))));
  take(reader.end());
  return {
    file,
    layout: reader.layout!,
    encodingChosen: encoding !== undefined,
    notes: reader.notes,
    footerLines: reader.footerLines,
    headers: reader.header ?? [],
    matched,
    rows,
    samples,
    records,
    empty,
    invalidEmails,
    dateEvidence: evidence,
  };
}

/** The date order the columns mapped to date fields show: 'ambiguous' when the preview must ask. */
export function previewDateOrder(preview: CsvPreview, columns: readonly (string | null)[], dateFields: readonly string[]) {
  const seen = new Set<DateEvidence>();
  columns.forEach((field, i) => {
    if (field && dateFields.includes(field)) for (const e of preview.dateEvidence[i] ?? []) seen.add(e);
  });
  return orderFromEvidence(seen);
}
