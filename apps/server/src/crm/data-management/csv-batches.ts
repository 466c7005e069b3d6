import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { csvRecordLimits, MAX_CSV_FIELDS } from './csv-limits';

/** One record of the file; `row` is its number (1 = the first record after the header). */
export interface CsvRecord {
  row: number;
  record: Record<string, string>;
}

export interface CsvBatch {
  /** The fields the file's columns were matched to (columns not imported are left out). */
  fields: string[];
  records: CsvRecord[];
}

/** A file that is not valid CSV; `row` is where the problem was found. */
export class CsvParseError extends Error {}

/** The field each header stands for (null: not imported), decided once the header is read. */
export type HeaderMatcher = (headers: readonly string[]) => (string | null)[];

/**
 * Reads a CSV upload as batches of `size` records, parsing as the bytes arrive (papaparse's
 * stream mode) and pausing the upload while a batch is being written, so memory stays bounded
 * by one batch whatever the size of the file. Empty lines are skipped. An unterminated or
 * malformed quote, a binary file, a row beyond the limits of csv-limits.ts or an interrupted
 * upload ends the iteration with CsvParseError.
 */
export async function* csvBatches(input: Readable, size: number, matchHeaders: HeaderMatcher): AsyncGenerator<CsvBatch> {
  input.setEncoding('utf8'); // decodes multi-byte characters split across chunks correctly
  let buffer: CsvRecord[] = [];
  let fields: string[] = [];
  let header: string[] | undefined;
  let columns: { index: number; field: string }[] = [];
  let finished = false;
  let failure: Error | undefined;
  let parser: Papa.Parser | undefined;
  let wake: (() => void) | undefined;
  let nextRow = 1;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const fail = (error: Error) => {
    failure ??= error;
    notify();
  };
  input.on('close', () => {
    if (!input.readableEnded) fail(new CsvParseError('The upload was interrupted.'));
  });
  // Before the parser sees a chunk: a row beyond the limits stops the file (see csv-limits.ts).
  const withinLimits = csvRecordLimits();
  input.on('data', (chunk: string) => {
    const problem = failure ? null : withinLimits(chunk);
    if (problem) {
      parser?.abort();
      fail(new CsvParseError(problem));
    }
  });

  Papa.parse<string[]>(input as unknown as File, {
    header: false,
    skipEmptyLines: 'greedy',
    beforeFirstChunk(chunk) {
      if (chunk.includes('\u0000')) fail(new CsvParseError('The file is not a text CSV file.'));
    },
    chunk(results, chunkParser) {
      parser = chunkParser;
      if (failure) return chunkParser.abort();
      const broken = results.errors.find((e) => e.type === 'Quotes');
      if (broken) {
        chunkParser.abort();
        const headerHere = header ? 0 : 1; // the header is the first record of the first chunk
        return fail(new CsvParseError(`${broken.message} (row ${nextRow + (broken.row ?? 0) - headerHere})`));
      }
      let rows = results.data;
      if (!header && rows.length > 0) {
        header = rows[0];
        rows = rows.slice(1);
        // A chunk's records are bounded by its length (csv-limits); their fields are checked here.
        if (header.length > MAX_CSV_FIELDS) {
          chunkParser.abort();
          return fail(new CsvParseError(`The header has more than ${MAX_CSV_FIELDS} columns.`));
        }
        columns = matchHeaders(header).flatMap((field, index) => (field ? [{ index, field }] : []));
        fields = columns.map((c) => c.field);
      }
      const wide = rows.findIndex((r) => r.length > MAX_CSV_FIELDS);
      if (wide >= 0) {
        chunkParser.abort();
        return fail(new CsvParseError(`Row ${nextRow + wide} has more than ${MAX_CSV_FIELDS} fields.`));
      }
      for (const cells of rows) {
        const record: Record<string, string> = {};
        for (const { index, field } of columns) if (index < cells.length) record[field] = cells[index];
        buffer.push({ row: nextRow++, record });
      }
      // Backpressure on the upload itself (papaparse's own pause would keep queueing its chunks).
      if (buffer.length >= size) input.pause();
      notify();
    },
    complete() {
      finished = true;
      notify();
    },
    error(error) {
      fail(new CsvParseError(error.message));
    },
  });

  try {
    for (;;) {
      if (failure) throw failure;
      if (buffer.length >= size || (finished && buffer.length > 0)) {
        const records = buffer.slice(0, size);
        buffer = buffer.slice(size);
        yield { fields, records };
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
      parser?.abort();
      input.removeAllListeners('data');
      input.resume();
    }
  }
}
