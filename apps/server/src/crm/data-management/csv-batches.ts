import type { Readable } from 'node:stream';
import { ImportFileReader, type DataRow, type FileLayout, type ReaderSettings } from '@keel/shared/import-files/import-file-reader';

/** One record of the file; `row` is its number (1 = the first record after the header). */
export interface CsvRecord {
  row: number;
  /** The row's values by the field each column is imported into. */
  record: Record<string, string>;
  /** The row's cells as the file has them (the rejected-rows file gives them back). */
  cells: string[];
}

export interface CsvBatch {
  /** The fields the file's columns were matched to (columns not imported are left out). */
  fields: string[];
  records: CsvRecord[];
  /** The file's header row and how it was read (known from the first batch on). */
  header: string[];
  layout: FileLayout;
  /** The header(s) of the column(s) each field is imported from (errors name them). */
  headersOf: Record<string, string>;
}

/** A file that is not valid CSV; `row` is where the problem was found. */
export class CsvParseError extends Error {}

/** The field each header stands for (null: not imported), decided once the header is read. */
export type HeaderMatcher = (headers: readonly string[]) => (string | null)[];

/**
 * How the cells of several columns imported into one field are joined (address parts, a first
 * and a middle name): by `separator(field)`, empty cells left out.
 */
export type CellJoiner = (field: string) => string;

/**
 * Reads an upload (CSV in any encoding and delimiter of import-file-reader.ts, or vCard) as
 * batches of `size` records, as the bytes arrive, pausing the upload while a batch is being
 * written, so memory stays bounded by one batch whatever the size of the file. A broken file, a
 * row beyond the limits or an interrupted upload ends the iteration with CsvParseError.
 */
export async function* csvBatches(
  input: Readable,
  size: number,
  matchHeaders: HeaderMatcher,
  settings: ReaderSettings = {},
  separator: CellJoiner = () => ', ',
): AsyncGenerator<CsvBatch> {
  const reader = new ImportFileReader(settings);
  let buffer: CsvRecord[] = [];
  let fields: string[] = [];
  let columns: { index: number; field: string }[] | undefined;
  const headersOf: Record<string, string> = {};
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const fail = (error: Error) => {
    failure ??= error;
    notify();
  };
  const take = ({ rows, error }: { rows: DataRow[]; error?: Error }) => {
    if (!columns && reader.header) {
      try {
        columns = matchHeaders(reader.header).flatMap((field, index) => (field ? [{ index, field }] : []));
      } catch (problem) {
        columns = [];
        fail(problem instanceof Error ? problem : new CsvParseError(String(problem)));
        return;
      }
      fields = [...new Set(columns.map((c) => c.field))];
      for (const { index, field } of columns)
        headersOf[field] = headersOf[field] ? `${headersOf[field]} + ${reader.header[index].trim()}` : reader.header[index].trim();
    }
    for (const { row, cells } of rows) {
      const record: Record<string, string> = {};
      for (const { index, field } of columns ?? []) {
        if (index >= cells.length) continue;
        const cell = cells[index];
        const previous = record[field];
        // Several columns into one field: their non-empty values, joined.
        if (previous === undefined || previous.trim() === '') record[field] = cell;
        else if (cell.trim() !== '') record[field] = `${previous}${separator(field)}${cell}`;
      }
      buffer.push({ row, record, cells });
    }
    if (error) fail(new CsvParseError(error.message));
  };
  input.on('close', () => {
    if (!input.readableEnded) fail(new CsvParseError('The upload was interrupted.'));
  });
  input.on('data', (chunk: Buffer | string) => {
    if (failure) return;
    take(reader.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    // Backpressure on the upload itself.
    if (buffer.length >= size) input.pause();
    notify();
  });
  input.on('end', () => {
    if (!failure) take(reader.end());
    finished = true;
    notify();
  });

  try {
    for (;;) {
      // Whole batches read before a broken part of the file are imported; the rest is not.
      if (failure && buffer.length < size) throw failure;
      if (buffer.length >= size || (finished && buffer.length > 0)) {
        const records = buffer.slice(0, size);
        buffer = buffer.slice(size);
        yield { fields, records, header: reader.header ?? [], layout: reader.layout!, headersOf };
        continue;
      }
      if (finished) return;
      const waiting = new Promise<void>((resolve) => (wake = resolve));
      input.resume();
      await waiting;
    }
  } finally {
    // Stopped early (a failed batch, a broken file): discard the rest of the upload so the caller
    // still receives the response, without parsing or holding it.
    if (!input.readableEnded) {
      input.removeAllListeners('data');
      input.resume();
    }
  }
}
