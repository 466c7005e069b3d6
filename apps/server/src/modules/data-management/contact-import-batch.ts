import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { type ContactCsvColumn, type importRowRules, UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import type { SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { type Author, existingReferences, type ImportRow, writeContactRound } from './contact-import.repository';
import type { CsvBatch } from './csv-batches';

/** SPEC §5: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = { company_id: 'Invalid company_id: This company no longer exists.', assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.' };

/** Rows checked between two turns of the event loop, so a batch's checks never hold up the database's answers for long. */
const RULE_SLICE_ROWS = 500;

export type ImportRules = { columns: ContactCsvColumn[]; check: ReturnType<typeof importRowRules> };

/** A batch after the row rules: what goes to the database, and what was skipped already. */
export interface CheckedBatch {
  lastRow: number;
  valid: ImportRow[];
  skipped: SkippedRow[];
}

export async function checkBatch(batch: CsvBatch, rules: ImportRules): Promise<CheckedBatch> {
  const valid: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  for (let start = 0; start < batch.records.length; start += RULE_SLICE_ROWS) {
    if (start > 0) await nextTurn();
    for (const { row, record } of batch.records.slice(start, start + RULE_SLICE_ROWS)) {
      const result = rules.check(record);
      if (result.ok) valid.push({ row, values: result.values });
      else skipped.push({ row, email: (record.email ?? '').trim(), reason: result.reason });
    }
  }
  return { lastRow: batch.records.at(-1)!.row, valid, skipped };
}

/** Splits rows so that no e-mail appears twice in one part: a repeated e-mail then matches the contact its first row wrote. */
function byOccurrence(rows: ImportRow[]): ImportRow[][] {
  const seen = new Map<string, number>();
  const rounds: ImportRow[][] = [];
  for (const row of rows) {
    const n = seen.get(row.values.email) ?? 0;
    seen.set(row.values.email, n + 1);
    (rounds[n] ??= []).push(row);
  }
  return rounds;
}

/** Rows naming a company or sales rep that does not exist are skipped (one lookup, only when the batch names ids). */
async function withExistingReferences(trx: Kysely<Database>, rows: ImportRow[], skipped: SkippedRow[]) {
  const ids = (column: 'company_id' | 'assigned_sales_rep_id') => [...new Set(rows.map((r) => r.values[column]).filter((v): v is string => !!v))];
  const [companyIds, userIds] = [ids('company_id'), ids('assigned_sales_rep_id')];
  if (companyIds.length + userIds.length === 0) return rows;
  const refs = await existingReferences(trx, companyIds, userIds);
  return rows.filter(({ row, values }) => {
    const missing = values.company_id && !refs.companies.has(values.company_id) ? 'company_id' : values.assigned_sales_rep_id && !refs.users.has(values.assigned_sales_rep_id) ? 'assigned_sales_rep_id' : undefined;
    if (missing) skipped.push({ row, email: values.email, reason: MISSING_REFERENCE[missing] });
    return !missing;
  });
}

export interface BatchWriter {
  /** Writes rows in the batch's transaction: one statement per round of distinct e-mails. */
  write(rows: ImportRow[]): Promise<{ created: number; updated: number }>;
}

/** The batch's writer: rows first pass the reference check, unchanged duplicates land in `skipped`. */
export function batchWriter(trx: Kysely<Database>, columns: ContactCsvColumn[], author: Author, skipped: SkippedRow[]): BatchWriter {
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      for (const round of byOccurrence(await withExistingReferences(trx, rows, skipped))) {
        const result = await writeContactRound(trx, columns, round, author);
        const emails = new Map(round.map((r) => [r.row, r.values.email]));
        for (const row of result.unchanged) skipped.push({ row, email: emails.get(row)!, reason: UNCHANGED_DUPLICATE_REASON });
        created += result.created;
        updated += result.updated;
      }
      return { created, updated };
    },
  };
}

/** Splits a batch's rows: those whose e-mail the previous batch also holds must wait until it is committed. */
export function splitByPrevious(rows: ImportRow[], previousEmails: ReadonlySet<string>) {
  const independent: ImportRow[] = [];
  const dependent: ImportRow[] = [];
  for (const row of rows) (previousEmails.has(row.values.email) ? dependent : independent).push(row);
  return { independent, dependent };
}
