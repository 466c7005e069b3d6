/**
 * An incremental CSV reader (RFC 4180: quoted fields, "" for a quote, CRLF / LF / CR line ends),
 * fed text as it is decoded, in the browser's preview and on the server alike, so both see the
 * same records. A record longer than `maxRecordChars` stops the file as soon as its text passes the
 * limit, so one enormous line (or a quote left open) costs neither time nor memory.
 */

export interface CsvReaderOptions {
  delimiter: string;
  /** A record (quoted line breaks included) may be at most this many characters. */
  maxRecordChars?: number;
  /** A record may have at most this many fields. */
  maxFields?: number;
}

/** What is wrong with the file, and in which record (0-based, blank lines counted). */
export type CsvProblem =
  { kind: 'unterminated' | 'malformedQuote' | 'tooWide'; record: number } | { kind: 'tooLong'; record: number; quoted: boolean };

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

type Parsed = { fields: string[]; next: number } | { incomplete: true; quoted: boolean } | { problem: 'malformedQuote' };

export class CsvReader {
  private buffer = '';
  private recordIndex = 0;
  private problem: CsvProblem | undefined;
  private readonly delimiter: number;
  private readonly maxRecordChars: number;
  private readonly maxFields: number;

  constructor(options: CsvReaderOptions) {
    this.delimiter = options.delimiter.charCodeAt(0);
    this.maxRecordChars = options.maxRecordChars ?? Number.MAX_SAFE_INTEGER;
    this.maxFields = options.maxFields ?? Number.MAX_SAFE_INTEGER;
  }

  /** The complete records in the text so far; `problem` is set once the file is found broken (nothing is read after it). */
  push(text: string): { records: string[][]; problem?: CsvProblem } {
    if (this.problem) return { records: [], problem: this.problem };
    this.buffer += text;
    return this.read(false);
  }

  /** The end of the file: its last record (even without a line break), or the problem it ends with. */
  end(): { records: string[][]; problem?: CsvProblem } {
    if (this.problem) return { records: [], problem: this.problem };
    return this.read(true);
  }

  private fail(problem: CsvProblem) {
    this.problem = problem;
    this.buffer = '';
    return problem;
  }

  private read(final: boolean): { records: string[][]; problem?: CsvProblem } {
    const records: string[][] = [];
    const buffer = this.buffer;
    let start = 0;
    while (start < buffer.length) {
      const parsed = this.record(buffer, start, final);
      if ('problem' in parsed) return { records, problem: this.fail({ kind: parsed.problem, record: this.recordIndex }) };
      if ('incomplete' in parsed) {
        if (final) return { records, problem: this.fail({ kind: 'unterminated', record: this.recordIndex }) };
        if (buffer.length - start > this.maxRecordChars)
          return { records, problem: this.fail({ kind: 'tooLong', record: this.recordIndex, quoted: parsed.quoted }) };
        break;
      }
      if (parsed.next - start > this.maxRecordChars + 2)
        return { records, problem: this.fail({ kind: 'tooLong', record: this.recordIndex, quoted: false }) };
      if (parsed.fields.length > this.maxFields) return { records, problem: this.fail({ kind: 'tooWide', record: this.recordIndex }) };
      records.push(parsed.fields);
      this.recordIndex++;
      start = parsed.next;
    }
    this.buffer = buffer.slice(start);
    return { records };
  }

  /** One record from `start`: its fields and where the next begins, or why it cannot be read yet. */
  private record(text: string, start: number, final: boolean): Parsed {
    const fields: string[] = [];
    const d = this.delimiter;
    let i = start;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        value = '';
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) return { incomplete: true, quoted: true };
          if (q + 1 >= text.length && !final) return { incomplete: true, quoted: true }; // "" may be split across chunks
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        const after = text.charCodeAt(i);
        if (i < text.length && after !== d && after !== CR && after !== LF) return { problem: 'malformedQuote' };
      } else {
        let j = i;
        for (; j < text.length; j++) {
          const c = text.charCodeAt(j);
          if (c === d || c === CR || c === LF) break;
        }
        value = text.slice(i, j);
        i = j;
      }
      fields.push(value);
      if (i >= text.length) return final ? { fields, next: i } : { incomplete: true, quoted: false };
      const c = text.charCodeAt(i);
      if (c === d) {
        i++;
        continue;
      }
      if (c === CR) {
        if (i + 1 >= text.length && !final) return { incomplete: true, quoted: false }; // a LF may follow in the next chunk
        return { fields, next: text.charCodeAt(i + 1) === LF ? i + 2 : i + 1 };
      }
      return { fields, next: i + 1 }; // LF
    }
  }
}

/** Whether a record holds nothing but blanks (an empty line, or a line of delimiters). */
export const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
