import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  changedColumns,
  CONTACT_CSV_COLUMNS,
  type ContactCsvColumn,
  type ContactCsvValues,
  importRowRules,
  UNCHANGED_DUPLICATE_REASON,
} from '@keel/shared/contact-import';
import { CSV_IMPORT_AUTHOR, DATA_TEXTS, IMPORT_BATCH_ROWS, type ImportCounts, type ImportEvent, MAX_LISTED_SKIPPED_ROWS, type SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { recordAudit } from '../audit/audit.service';
import {
  type Author,
  existingReferences,
  findContactsByEmail,
  findImportAuditId,
  insertContactRows,
  lockContactImports,
  updateContactRows,
  updateImportAudit,
} from './contact-import.repository';
import { type CsvBatch, csvBatches, CsvParseError } from './csv-batches';
import { publishChange } from '../live-updates/live-updates.publish';

type Values = Partial<ContactCsvValues> & { email: string };
interface ValidRow {
  row: number;
  values: Values;
}

export interface ImportOptions {
  user: SessionUser;
  fileName: string;
  batchRows?: number;
  /** Called with a batch's database error before the failure is reported (for the server log). */
  onBatchError?: (error: unknown) => void;
}

/** SPEC §5: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = { company_id: 'Invalid company_id: This company no longer exists.', assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.' };

/** Splits rows so that no e-mail appears twice in one part: a repeated e-mail then matches the contact its first row wrote. */
function byOccurrence(rows: ValidRow[]): ValidRow[][] {
  const seen = new Map<string, number>();
  const rounds: ValidRow[][] = [];
  for (const row of rows) {
    const n = seen.get(row.values.email) ?? 0;
    seen.set(row.values.email, n + 1);
    (rounds[n] ??= []).push(row);
  }
  return rounds;
}

/** One batch, in the caller's transaction: set-based reads and writes, a few statements per batch. */
async function importBatch(trx: Kysely<Database>, rows: ValidRow[], columns: ContactCsvColumn[], author: Author, skipped: SkippedRow[]) {
  await lockContactImports(trx);
  const ids = (column: 'company_id' | 'assigned_sales_rep_id') => [...new Set(rows.map((r) => r.values[column]).filter((v): v is string => !!v))];
  const refs = await existingReferences(trx, ids('company_id'), ids('assigned_sales_rep_id'));
  const valid = rows.filter(({ row, values }) => {
    const missing = values.company_id && !refs.companies.has(values.company_id) ? 'company_id' : values.assigned_sales_rep_id && !refs.users.has(values.assigned_sales_rep_id) ? 'assigned_sales_rep_id' : undefined;
    if (missing) skipped.push({ row, email: values.email, reason: MISSING_REFERENCE[missing] });
    return !missing;
  });
  let created = 0;
  let updated = 0;
  for (const round of byOccurrence(valid)) {
    const stored = await findContactsByEmail(trx, round.map((r) => r.values.email), columns);
    const inserts: Values[] = [];
    const updates: (Values & { id: string })[] = [];
    for (const { row, values } of round) {
      const match = stored.get(values.email);
      if (!match) inserts.push(values);
      else if (changedColumns(match, values).length > 0) updates.push({ ...values, id: match.id });
      else skipped.push({ row, email: values.email, reason: UNCHANGED_DUPLICATE_REASON });
    }
    await insertContactRows(trx, columns, inserts, author);
    await updateContactRows(trx, columns, updates, author);
    created += inserts.length;
    updated += updates.length;
  }
  return { created, updated };
}

/**
 * Imports a CSV upload (SPEC §5 'CSV import'): batches of IMPORT_BATCH_ROWS records, each one
 * transaction together with the import's audit entry (written by the first batch, brought up to
 * date by the next ones), so a failure leaves every earlier batch committed and nothing of its own.
 * Yields one event per committed batch, then 'done' or 'failed'. Throws CsvParseError (or the
 * database error) instead when the very first batch fails: then nothing was imported at all.
 */
export async function* importContacts(db: Kysely<Database>, input: Readable, options: ImportOptions): AsyncGenerator<ImportEvent> {
  const importId = randomUUID();
  const author: Author = { userId: options.user.id, name: options.user.fullName || CSV_IMPORT_AUTHOR };
  const counts: ImportCounts = { created: 0, updated: 0, skipped: 0 };
  let rows = 0;
  let listed = 0;
  let auditId: string | undefined;
  let rules: { columns: ContactCsvColumn[]; check: ReturnType<typeof importRowRules> } | undefined;
  const summary = (status: string) => ({ status, rows, ...counts });

  const commit = (batch: CsvBatch) =>
    db.transaction().execute(async (trx) => {
      rules ??= { columns: CONTACT_CSV_COLUMNS.filter((c) => batch.fields.includes(c)), check: importRowRules(batch.fields) };
      const skipped: SkippedRow[] = [];
      const valid: ValidRow[] = [];
      for (const { row, record } of batch.records) {
        const result = rules.check(record);
        if (result.ok) valid.push({ row, values: result.values });
        else skipped.push({ row, email: (record.email ?? '').trim(), reason: result.reason });
      }
      const written = valid.length > 0 ? await importBatch(trx, valid, rules.columns, author, skipped) : { created: 0, updated: 0 };
      const after = { rows: batch.records.at(-1)!.row, created: counts.created + written.created, updated: counts.updated + written.updated, skipped: counts.skipped + skipped.length };
      const details = { importId, fileName: options.fileName, status: 'in progress', ...after };
      if (auditId) await updateImportAudit(trx, auditId, details);
      else {
        await recordAudit(trx, { actionType: 'CONTACTS_IMPORTED', user: options.user, entityType: 'contact', details });
        auditId = await findImportAuditId(trx, importId);
      }
      return { after, skipped: skipped.sort((a, b) => a.row - b.row) };
    });

  try {
    for await (const batch of csvBatches(input, options.batchRows ?? IMPORT_BATCH_ROWS)) {
      const { after, skipped } = await commit(batch);
      // One announcement per committed batch, not per row: open contact lists refetch once.
      if (after.created + after.updated > counts.created + counts.updated) publishChange(db, { topic: 'contacts', by: options.user.id });
      ({ rows } = after);
      Object.assign(counts, { created: after.created, updated: after.updated, skipped: after.skipped });
      const list = skipped.slice(0, Math.max(0, MAX_LISTED_SKIPPED_ROWS - listed));
      listed += list.length;
      yield { type: 'progress', rows, counts: { ...counts }, skipped: list };
    }
  } catch (error) {
    if (!auditId) throw error;
    if (!(error instanceof CsvParseError)) options.onBatchError?.(error);
    const reason = error instanceof CsvParseError ? DATA_TEXTS.parseFailed(error.message) : 'A batch could not be saved.';
    await db.transaction().execute((trx) => updateImportAudit(trx, auditId!, summary('stopped'))).catch(() => undefined);
    yield { type: 'failed', rows, counts: { ...counts }, message: DATA_TEXTS.importStopped(rows, reason) };
    return;
  }
  if (auditId) await db.transaction().execute((trx) => updateImportAudit(trx, auditId!, summary('completed'))).catch(() => undefined);
  yield { type: 'done', rows, counts: { ...counts } };
}
