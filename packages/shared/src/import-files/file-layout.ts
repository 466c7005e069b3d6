import { CsvReader, isBlankRecord } from './csv-reader';

/**
 * How a file's text is laid out, decided from its first 64 kB (decision 0056): vCard or CSV; the CSV's
 * delimiter (comma, semicolon as European Excel writes, tab as Excel's "Unicode Text" writes, or
 * a pipe); and how many lines come before the header row (LinkedIn's export starts with notes).
 */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export const DELIMITER_LABELS: Record<Delimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'vertical bar' };

export type ImportFormat = 'csv' | 'vcard';

export interface CsvLayout {
  delimiter: Delimiter;
  /** Non-blank records before the header row (notes an export writes above it). */
  skipRecords: number;
}

/** Records of the sample looked at. */
const SAMPLE_RECORDS = 50;

/** A vCard file starts with BEGIN:VCARD (after a byte-order mark or blank lines). */
export const isVCardText = (text: string) => /^\uFEFF?\s*BEGIN:VCARD/i.test(text);

function sampleRecords(text: string, delimiter: Delimiter, complete: boolean): string[][] {
  const reader = new CsvReader({ delimiter });
  const records = reader.push(text).records;
  if (complete) records.push(...reader.end().records);
  return records.filter((r) => !isBlankRecord(r)).slice(0, SAMPLE_RECORDS);
}

/**
 * For each delimiter, the records of the sample are counted by their number of fields: the header
 * is the first record as wide as most records (of two fields or more), and the delimiter is the one
 * under which most records from the header on share that width (then: more columns; then the
 * order of DELIMITERS). A file of one column reads as comma-separated from its first line.
 */
export function detectCsvLayout(text: string, complete: boolean): CsvLayout {
  let best: CsvLayout & { score: number; width: number } = { delimiter: ',', skipRecords: 0, score: 0, width: 1 };
  for (const delimiter of DELIMITERS) {
    const records = sampleRecords(text, delimiter, complete);
    const counts = new Map<number, number>();
    for (const r of records) if (r.length >= 2) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    let width = 0;
    for (const [w, n] of counts) if (n > (counts.get(width) ?? 0) || (n === counts.get(width) && w > width)) width = w;
    if (width === 0) continue;
    const header = records.findIndex((r) => r.length === width);
    const score = records.slice(header).filter((r) => r.length === width).length;
    if (score > best.score || (score === best.score && width > best.width)) best = { delimiter, skipRecords: header, score, width };
  }
  return { delimiter: best.delimiter, skipRecords: best.skipRecords };
}
