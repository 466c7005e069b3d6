import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { CsvRowResult } from '@keel/shared/csv-import';
import type { RowWarning, SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import type { CsvBatch } from './csv-batches';
import type { ImportJournal } from './import-journal.repository';

/** Rows checked between two turns of the event loop, so a batch's checks never hold up the database's answers for long. */
const RULE_SLICE_ROWS = 500;

/** One valid row of a file: its record number and its values. */
export interface CheckedRow<V> {
  row: number;
  values: V;
}

export interface BatchWriter<V> {
  /** Writes rows in the batch's transaction; rows it leaves out are added to the batch's skipped list. */
  write(rows: CheckedRow<V>[]): Promise<{ created: number; updated: number }>;
}

/** A row written with a part left out (its field; the pipeline names the file's column). */
export type FieldWarning = Omit<RowWarning, 'column'> & { field: string };

/** What a batch's writer reports beside its counts: the rows it left out, the rows it wrote with a warning. */
export interface BatchReport {
  skipped: SkippedRow[];
  warnings: FieldWarning[];
}

/** How one kind of record is imported, once the file's fields are known. */
export interface ImportRules<V> {
  check(record: Readonly<Record<string, string>>): CsvRowResult<V>;
  /** What the skipped-rows report shows of a row (contacts: its e-mail; companies and deals: their name). */
  label(record: Readonly<Record<string, string>>): string;
  /** The keys a row is matched by: a row sharing one with the batch before waits until that batch committed. */
  keys(values: V): string[];
  /** The writer of one batch; it records what it creates and changes in the import's journal (decision 0032). */
  writer(trx: Kysely<Database>, report: BatchReport, journal: ImportJournal): BatchWriter<V>;
}

/** A batch after the row rules: what goes to the database, and what was skipped already. */
export interface CheckedBatch<V> {
  lastRow: number;
  valid: CheckedRow<V>[];
  skipped: SkippedRow[];
  /** The file's column(s) a field is read from (or the field's label). */
  column: (field: string) => string;
  /** A row's cells as the file has them. */
  cellsOf: (row: number) => string[] | undefined;
}

/**
 * Checks a batch's rows. A rejected row keeps its cells as the file has them and every problem it
 * has, each with its column (the header, or the field's label when no column holds it), so the
 * rejected rows can be downloaded, corrected and imported again.
 */
export async function checkBatch<V>(batch: CsvBatch, rules: ImportRules<V>, label: (field: string) => string): Promise<CheckedBatch<V>> {
  const valid: CheckedRow<V>[] = [];
  const skipped: SkippedRow[] = [];
  const column = (field: string) => batch.headersOf[field] ?? label(field);
  for (let start = 0; start < batch.records.length; start += RULE_SLICE_ROWS) {
    if (start > 0) await nextTurn();
    for (const { row, record, cells } of batch.records.slice(start, start + RULE_SLICE_ROWS)) {
      const result = rules.check(record);
      if (result.ok) valid.push({ row, values: result.values });
      else
        skipped.push({
          row,
          email: rules.label(record),
          reason: result.reason,
          errors: result.errors.map((e) => ({ column: column(e.field), message: e.message })),
          cells,
        });
    }
  }
  const cells = new Map(batch.records.map((r) => [r.row, r.cells]));
  return { lastRow: batch.records.at(-1)!.row, valid, skipped, column, cellsOf: (row) => cells.get(row) };
}

/** Splits rows so that no key appears twice in one part: a repeated record then matches what its first row wrote. */
export function byOccurrence<V, R extends CheckedRow<V> = CheckedRow<V>>(rows: R[], keys: (values: V) => string[]): R[][] {
  const seen = new Map<string, number>();
  const rounds: R[][] = [];
  for (const row of rows) {
    const own = keys(row.values);
    const n = Math.max(0, ...own.map((k) => seen.get(k) ?? 0));
    for (const k of own) seen.set(k, n + 1);
    (rounds[n] ??= []).push(row);
  }
  return rounds;
}

/**
 * Keys of records an import has seen committed (found by a lookup of a batch's transaction, which
 * sees only committed rows besides its own): a row naming one need not wait for the batch before,
 * which cannot be creating it. Bounded, so memory stays flat (20,000 keys of at most ~250
 * characters: ~10 MB at worst): past `limit`, rows naming other records simply wait.
 */
export class CommittedKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly limit = 20_000) {}

  has(key: string) {
    return this.keys.has(key);
  }

  /** Adds the keys a batch found, less those it created itself (not committed yet). */
  addFound(found: Iterable<string>, createdHere: ReadonlySet<string>) {
    for (const key of found) if (this.keys.size < this.limit && !createdHere.has(key)) this.keys.add(key);
  }
}

/** Splits a batch's rows: those sharing a key with the previous batch must wait until it is committed. */
export function splitByPrevious<V>(rows: CheckedRow<V>[], previousKeys: ReadonlySet<string>, keys: (values: V) => string[]) {
  const independent: CheckedRow<V>[] = [];
  const dependent: CheckedRow<V>[] = [];
  for (const row of rows) (keys(row.values).some((k) => previousKeys.has(k)) ? dependent : independent).push(row);
  return { independent, dependent };
}
