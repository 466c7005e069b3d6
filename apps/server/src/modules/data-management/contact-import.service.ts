import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { CONTACT_CSV_COLUMNS, type ContactCsvColumn, importRowRules, UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import { CSV_IMPORT_AUTHOR, DATA_TEXTS, IMPORT_BATCH_ROWS, type ImportCounts, type ImportEvent, MAX_LISTED_SKIPPED_ROWS, type SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { recordAudit } from '../audit/audit.service';
import {
  type Author,
  existingReferences,
  findImportAuditId,
  type ImportRow,
  lockContactImports,
  updateImportAudit,
  writeContactRound,
} from './contact-import.repository';
import { type CsvBatch, csvBatches, CsvParseError } from './csv-batches';
import { publishChange } from '../live-updates/live-updates.publish';

export interface ImportOptions {
  user: SessionUser;
  fileName: string;
  batchRows?: number;
  /** Called with a batch's database error before the failure is reported (for the server log). */
  onBatchError?: (error: unknown) => void;
}

/** SPEC §5: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = { company_id: 'Invalid company_id: This company no longer exists.', assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.' };

/** Rows checked between two turns of the event loop, so a batch's checks never hold up the database's answers for long. */
const RULE_SLICE_ROWS = 500;

type Rules = { columns: ContactCsvColumn[]; check: ReturnType<typeof importRowRules> };

/** A batch after the row rules: what goes to the database, and what was skipped already. */
interface CheckedBatch {
  lastRow: number;
  valid: ImportRow[];
  skipped: SkippedRow[];
}

async function checkBatch(batch: CsvBatch, rules: Rules): Promise<CheckedBatch> {
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

/** One batch, in the caller's transaction: a reference check when the file names ids, then one statement per round. */
async function importBatch(trx: Kysely<Database>, rows: ImportRow[], columns: ContactCsvColumn[], author: Author, skipped: SkippedRow[]) {
  await lockContactImports(trx);
  const ids = (column: 'company_id' | 'assigned_sales_rep_id') => [...new Set(rows.map((r) => r.values[column]).filter((v): v is string => !!v))];
  const [companyIds, userIds] = [ids('company_id'), ids('assigned_sales_rep_id')];
  const refs = companyIds.length + userIds.length > 0 ? await existingReferences(trx, companyIds, userIds) : undefined;
  const valid = !refs ? rows : rows.filter(({ row, values }) => {
    const missing = values.company_id && !refs.companies.has(values.company_id) ? 'company_id' : values.assigned_sales_rep_id && !refs.users.has(values.assigned_sales_rep_id) ? 'assigned_sales_rep_id' : undefined;
    if (missing) skipped.push({ row, email: values.email, reason: MISSING_REFERENCE[missing] });
    return !missing;
  });
  let created = 0;
  let updated = 0;
  for (const round of byOccurrence(valid)) {
    const result = await writeContactRound(trx, columns, round, author);
    const emails = new Map(round.map((r) => [r.row, r.values.email]));
    for (const row of result.unchanged) skipped.push({ row, email: emails.get(row)!, reason: UNCHANGED_DUPLICATE_REASON });
    created += result.created;
    updated += result.updated;
  }
  return { created, updated };
}

/**
 * Imports a CSV upload (SPEC §5 'CSV import'): batches of IMPORT_BATCH_ROWS records, each one
 * transaction together with the import's audit entry (written by the first batch, brought up to
 * date by the next ones), so a failure leaves every earlier batch committed and nothing of its own.
 * While a batch is being written, the next one is read and checked (one batch ahead, so memory
 * stays bounded). Yields one event per committed batch, then 'done' or 'failed'. Throws
 * CsvParseError (or the database error) instead when the very first batch fails: then nothing
 * was imported at all.
 */
export async function* importContacts(db: Kysely<Database>, input: Readable, options: ImportOptions): AsyncGenerator<ImportEvent> {
  const importId = randomUUID();
  const author: Author = { userId: options.user.id, name: options.user.fullName || CSV_IMPORT_AUTHOR };
  const counts: ImportCounts = { created: 0, updated: 0, skipped: 0 };
  let rows = 0;
  let listed = 0;
  let auditId: string | undefined;
  let rules: Rules | undefined;
  const summary = (status: string) => ({ status, rows, ...counts });

  const commit = (batch: CheckedBatch, columns: ContactCsvColumn[]) =>
    db.transaction().execute(async (trx) => {
      const skipped = [...batch.skipped];
      const written = batch.valid.length > 0 ? await importBatch(trx, batch.valid, columns, author, skipped) : { created: 0, updated: 0 };
      const after = { rows: batch.lastRow, created: counts.created + written.created, updated: counts.updated + written.updated, skipped: counts.skipped + skipped.length };
      const details = { importId, fileName: options.fileName, status: 'in progress', ...after };
      if (auditId) await updateImportAudit(trx, auditId, details);
      else {
        await recordAudit(trx, { actionType: 'CONTACTS_IMPORTED', user: options.user, entityType: 'contact', details });
        auditId = await findImportAuditId(trx, importId);
      }
      return { after, skipped: skipped.sort((a, b) => a.row - b.row) };
    });

  const batches = csvBatches(input, options.batchRows ?? IMPORT_BATCH_ROWS);
  let next = batches.next();
  // Stops reading (however this generator ends): once the batch read ahead is in, the rest of
  // the upload is discarded, so the client still receives the answer.
  const stopReading = () => void next.then(() => batches.return(undefined), () => undefined);
  try {
    for (;;) {
      const step = await next;
      if (step.done) break;
      rules ??= { columns: CONTACT_CSV_COLUMNS.filter((c) => step.value.fields.includes(c)), check: importRowRules(step.value.fields) };
      // Read ahead: the following batch is parsed while this one is checked and written.
      next = batches.next();
      next.catch(() => undefined); // awaited (and its error reported) after this batch
      const { after, skipped } = await commit(await checkBatch(step.value, rules), rules.columns);
      // One announcement per committed batch, not per row: open contact lists refetch once.
      if (after.created + after.updated > counts.created + counts.updated) publishChange(db, { topic: 'contacts', by: options.user.id });
      ({ rows } = after);
      Object.assign(counts, { created: after.created, updated: after.updated, skipped: after.skipped });
      const list = skipped.slice(0, Math.max(0, MAX_LISTED_SKIPPED_ROWS - listed));
      listed += list.length;
      yield { type: 'progress', rows, counts: { ...counts }, skipped: list };
    }
  } catch (error) {
    stopReading();
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
