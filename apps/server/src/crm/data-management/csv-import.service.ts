import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type CompanyMode,
  CSV_IMPORT_AUTHOR,
  DATA_TEXTS,
  type DataKind,
  IMPORT_BATCH_ROWS,
  type ImportCounts,
  type ImportEvent,
  mappingMismatch,
  MAX_LISTED_SKIPPED_ROWS,
  type RowWarning,
  type SkippedRow,
} from '@keel/shared/data-management';
import { UNCHANGED_COMPANY_REASON } from '@keel/shared/company-import';
import { UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import type { CsvFileSettings } from '@keel/shared/csv-import';
import { UNCHANGED_DEAL_REASON } from '@keel/shared/deal-import';
import { DATA_KIND_INFO, fileDateOrder, tagStyleOf } from '@keel/shared/data-kinds';
import type { DateOrder } from '@keel/shared/import-files/csv-values';
import { DEFAULT_UPDATE_RULES, type UpdateRules } from '@keel/shared/import-files/update-rules';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/types';
import { mergeAuditDetails, recordAudit } from '../../platform/audit/audit.service';
import type { LiveTopic } from '@keel/shared/live-updates';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { type Author, beginImportBatch, findImportAuditId, holdContactImportLock } from './contact-import.repository';
import { type CsvBatch, csvBatches, CsvParseError, type HeaderMatcher } from './csv-batches';
import { type BatchReport, type CheckedBatch, checkBatch, type ImportRules, splitByPrevious } from './import-batch';
import { insertImportRecord, updateImportRecord } from './import-history.repository';
import { Outcomes, Slots } from './import-pipeline';

/** One kind of record a CSV can bring in (contacts, companies, deals). */
export interface ImportKind<V> {
  /** The tab whose history lists its imports. */
  kind: DataKind;
  actionType: 'CONTACTS_IMPORTED' | 'COMPANIES_IMPORTED' | 'DEALS_IMPORTED';
  entityType: string;
  /** Open lists of these refetch once per committed batch that changed something. */
  topics: LiveTopic[];
  /** The field each header stands for when the caller does not say (automatic matching). */
  matchHeaders: HeaderMatcher;
  /** The rules of a file's rows, given its fields, how it writes its values and how it updates matched records. */
  rules(fields: string[], author: Author, settings: ImportSettings): ImportRules<V>;
}

/** How one import reads its file and writes what it matches. */
export interface ImportSettings {
  file: CsvFileSettings;
  updates: UpdateRules;
  companies: CompanyMode;
}

export interface ImportOptions {
  user: SessionUser;
  /** The caller's column mapping: one field (or null: not imported) per header of the file, in order. */
  columns?: (string | null)[];
  fileName: string;
  batchRows?: number;
  /**
   * How many batches may be written at once (1 or 2), each in its own transaction on its own
   * connection (see importParallelism). 1 writes them one after the other.
   */
  parallelBatches?: number;
  /** The file's text encoding (default: detected from its first bytes). */
  encoding?: TextEncoding;
  /** How the file writes dates like 03/04/2024 (default: as its first batch shows, else month first). */
  dateOrder?: DateOrder;
  /** What happens to a matched record (default: fill empty fields, add tags). */
  updates?: UpdateRules;
  /** A company a row names that does not exist: created (default) or left out with a warning. */
  companies?: CompanyMode;
  /**
   * A dry run: every batch and the end are written in this transaction (the caller rolls it back),
   * one at a time, announcing nothing; `maxRows` stops reading after the batch that reaches it.
   */
  transaction?: Kysely<Database>;
  maxRows?: number;
  /** Told the file's header row once it is read. */
  onHeader?: (header: string[]) => void;
  /** Asked before each batch is read: true stops the import there (a cancelled background import). */
  shouldStop?: () => Promise<boolean>;
  /** The import's id (default: a new one). */
  importId?: string;
  /** Called with a batch's database error before the failure is reported (for the server log). */
  onBatchError?: (error: unknown) => void;
}

type Totals = ImportCounts & { rows: number };
/** What a committed batch hands to the next one: the running totals and the import's audit entry. */
type Committed = { totals: Totals; auditId: string };
type Outcome = { ok: true; committed: Committed; skipped: SkippedRow[]; warnings: RowWarning[] } | { ok: false; error: unknown };

/**
 * Batches written side by side: two on PostgreSQL when the pool can spare the connections (two
 * transactions and the import lock's), so two database backends — two processor cores — share
 * the index upkeep that bounds an import; the embedded database has one connection: one at a time.
 */
export function importParallelism(database: Pick<DatabaseHandle, 'kind' | 'pool'>): number {
  return database.kind === 'postgres' && (database.pool.options.max ?? 10) >= 4 ? 2 : 1;
}

/** How a file writes its values, from its header and first batch (or as the caller says). */
function fileSettings(kind: DataKind, batch: CsvBatch, dateOrder: DateOrder | undefined): CsvFileSettings {
  const dates = DATA_KIND_INFO[kind].dates.filter((f) => batch.fields.includes(f));
  const cells = batch.records.flatMap((r) => dates.map((f) => r.record[f] ?? ''));
  return { dateOrder: fileDateOrder(cells, dateOrder), tagStyle: tagStyleOf(kind, batch.header) };
}

/** The reasons of rows that matched a record holding the same values (not rejected: nothing to correct). */
const UNCHANGED_REASONS = new Set([UNCHANGED_DUPLICATE_REASON, UNCHANGED_COMPANY_REASON, UNCHANGED_DEAL_REASON]);

/** A batch rolled back because the one before it failed (that failure is the one reported). */
class EarlierBatchFailed extends Error {}

/**
 * Imports a CSV upload (docs/product/data-import-export.md#csv-import; decision 0027 for companies and deals) in batches of IMPORT_BATCH_ROWS records, each one
 * transaction together with the import's audit entry (written by the first batch, brought up to
 * date by each next one), so a failure leaves every earlier batch committed and nothing of its own.
 *
 * The next batch is read and checked while one is written. With parallelBatches 2, batch N+1 is
 * written while batch N commits: its rows whose e-mail batch N also holds wait until N is
 * committed (so they see what N wrote), and it commits only after N, or rolls back when N fails —
 * what is committed is always the file's first batches. Yields one event per committed batch, then
 * 'done' or 'failed'. Throws CsvParseError (or the database error) instead when the very first
 * batch fails: then nothing was imported at all.
 */
export async function* importCsv<V>(
  db: Kysely<Database>,
  input: Readable,
  kind: ImportKind<V>,
  options: ImportOptions,
): AsyncGenerator<ImportEvent> {
  const importId = options.importId ?? randomUUID();
  const author: Author = { userId: options.user.id, name: options.user.fullName || CSV_IMPORT_AUTHOR };
  const dryRun = options.transaction;
  const transact = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (dryRun ? work(dryRun) : db.transaction().execute(work));
  // At most two: a batch waits only for the one just before it (its rows sharing an e-mail with it).
  const parallel = dryRun ? 1 : Math.min(2, Math.max(1, options.parallelBatches ?? 1));
  const outcomes = new Outcomes<Outcome>();
  let stopped = false;
  let cancelled = false;

  const commit = (
    batch: CheckedBatch<V>,
    rules: ImportRules<V>,
    previous: Promise<Committed | undefined>,
    previousKeys: ReadonlySet<string>,
  ) =>
    transact(async (trx): Promise<Outcome & { ok: true }> => {
      await beginImportBatch(trx, { lock: parallel === 1 });
      const report: BatchReport = { skipped: [...batch.skipped], warnings: [] };
      const { skipped } = report;
      const writer = rules.writer(trx, report, { importId });
      const { independent, dependent } = splitByPrevious(batch.valid, previousKeys, rules.keys);
      const first = await writer.write(independent);
      const before = await previous.catch(() => {
        throw new EarlierBatchFailed();
      });
      const second = await writer.write(dependent);
      // A row the writer rejected (an unknown stage, a record id that no longer exists) is downloadable as the others.
      // (A writer names the field of its problem as the error's column: the file's header is put in its place.)
      for (const s of skipped)
        if (!s.cells && !UNCHANGED_REASONS.has(s.reason))
          Object.assign(s, {
            cells: batch.cellsOf(s.row),
            errors: (s.errors ?? [{ column: '', message: s.reason }]).map((e) => ({ ...e, column: e.column && batch.column(e.column) })),
          });
      const unchanged = skipped.filter((s) => UNCHANGED_REASONS.has(s.reason)).length;
      const base = before?.totals ?? { rows: 0, created: 0, updated: 0, skipped: 0, unchanged: 0 };
      const totals = {
        rows: batch.lastRow,
        created: base.created + first.created + second.created,
        updated: base.updated + first.updated + second.updated,
        skipped: base.skipped + skipped.length,
        unchanged: (base.unchanged ?? 0) + unchanged,
      };
      const { unchanged: _unchanged, ...recorded } = totals;
      const details = { importId, fileName: options.fileName, status: 'in progress' as const, ...recorded };
      let auditId = before?.auditId;
      if (auditId) {
        await mergeAuditDetails(trx, auditId, details);
        await updateImportRecord(trx, importId, details);
      } else {
        await insertImportRecord(trx, { id: importId, kind: kind.kind, author, ...details });
        await recordAudit(trx, { actionType: kind.actionType, user: options.user, entityType: kind.entityType, details });
        auditId = (await findImportAuditId(trx, kind.actionType, importId))!;
      }
      const warnings = report.warnings.map(({ field, ...w }) => ({ ...w, column: batch.column(field) })).sort((a, b) => a.row - b.row);
      return { ok: true, committed: { totals, auditId }, skipped: skipped.sort((a, b) => a.row - b.row), warnings };
    });

  // Reads, checks and starts writing batches, at most `parallel` in flight; reports them in file order.
  const produce = async () => {
    const slots = new Slots(parallel);
    let previous: Promise<Committed | undefined> = Promise.resolve(undefined);
    let previousKeys: ReadonlySet<string> = new Set();
    let reported: Promise<void> = Promise.resolve();
    let rules: ImportRules<V> | undefined;
    const given = options.columns;
    // A mapping is one field (or none) per column of this file: one made for other headers would shift values into the wrong fields.
    const matchHeaders: HeaderMatcher = given
      ? (headers) => {
          if (headers.length !== given.length) throw new CsvParseError(mappingMismatch(given.length, headers.length));
          return headers.map((_, i) => given[i]);
        }
      : kind.matchHeaders;
    let releaseLock: (() => Promise<void>) | undefined;
    try {
      const info = DATA_KIND_INFO[kind.kind];
      const joined = (field: string) => info.headerNames.joined?.[field] ?? ', ';
      const label = (field: string) => info.labels[field] ?? field;
      for await (const batch of csvBatches(
        input,
        options.batchRows ?? IMPORT_BATCH_ROWS,
        matchHeaders,
        { encoding: options.encoding },
        joined,
      )) {
        if (stopped) break;
        if (!rules) options.onHeader?.(batch.header);
        rules ??= kind.rules(batch.fields, author, {
          file: fileSettings(kind.kind, batch, options.dateOrder),
          updates: options.updates ?? DEFAULT_UPDATE_RULES,
          companies: options.companies ?? 'create',
        });
        // Checked before waiting for a slot: the rules run while the batch before is being written
        // (on the embedded database, on its own thread), not after it (decision 0105).
        const checked = await checkBatch(batch, rules, label);
        await slots.take();
        if (stopped) break;
        // A cancel asked for (a background import, decision 0059): no batch after the ones in flight.
        if (options.shouldStop && (await options.shouldStop())) {
          cancelled = true;
          slots.give();
          break;
        }
        if (parallel > 1) releaseLock ??= await holdContactImportLock(db);
        const committing = commit(checked, rules, previous, previousKeys);
        const reachedLimit = options.maxRows !== undefined && checked.lastRow >= options.maxRows;
        previous = committing.then((outcome) => outcome.committed);
        previous.catch(() => undefined); // reported below
        previousKeys = new Set(checked.valid.flatMap((r) => rules!.keys(r.values)));
        // Reported in file order: a batch may fail before the one ahead of it has committed.
        reported = reported
          .then(() => committing)
          .then(
            (outcome) => outcomes.push(outcome),
            (error: unknown) => {
              stopped = true;
              if (!(error instanceof EarlierBatchFailed)) outcomes.push({ ok: false, error });
            },
          )
          .finally(() => slots.give());
        if (reachedLimit) break;
      }
    } catch (error) {
      stopped = true;
      await reported; // the batches before a broken part of the file are reported first
      outcomes.push({ ok: false, error });
    } finally {
      await reported;
      await releaseLock?.();
      outcomes.end();
    }
  };
  void produce(); // never rejects: every failure becomes an outcome

  const counts: ImportCounts = { created: 0, updated: 0, skipped: 0 };
  let rows = 0;
  let listed = 0;
  let warned = 0;
  let auditId: string | undefined;
  const summary = (status: 'completed' | 'stopped') => ({ status, rows, ...counts });
  const finish = (status: 'completed' | 'stopped') =>
    transact(async (trx) => {
      await mergeAuditDetails(trx, auditId!, summary(status));
      await updateImportRecord(trx, importId, summary(status));
    });
  try {
    for await (const outcome of outcomes) {
      if (!outcome.ok) throw outcome.error;
      const { totals } = outcome.committed;
      // One announcement per committed batch, not per row: open contact lists refetch once.
      if (!dryRun && totals.created + totals.updated > counts.created + counts.updated)
        for (const topic of kind.topics) publishChange(db, { topic, by: options.user.id });
      ({ rows } = totals);
      auditId = outcome.committed.auditId;
      Object.assign(counts, { created: totals.created, updated: totals.updated, skipped: totals.skipped });
      if (dryRun) counts.unchanged = totals.unchanged; // the dry run's summary tells unchanged from rejected
      const list = outcome.skipped.slice(0, Math.max(0, MAX_LISTED_SKIPPED_ROWS - listed));
      listed += list.length;
      const warnings = outcome.warnings.slice(0, Math.max(0, MAX_LISTED_SKIPPED_ROWS - warned));
      warned += warnings.length;
      yield { type: 'progress', rows, counts: { ...counts }, skipped: list, ...(warnings.length > 0 ? { warnings } : {}) };
    }
  } catch (error) {
    stopped = true;
    if (!auditId) throw error;
    if (!(error instanceof CsvParseError)) options.onBatchError?.(error);
    const reason = error instanceof CsvParseError ? DATA_TEXTS.parseFailed(error.message) : 'A batch could not be saved.';
    // A batch still in flight cannot commit any more: it commits only after the failed one.
    await finish('stopped').catch(() => undefined);
    yield { type: 'failed', rows, counts: { ...counts }, message: DATA_TEXTS.importStopped(rows, reason) };
    return;
  }
  if (cancelled) {
    if (auditId) await finish('stopped').catch(() => undefined);
    yield { type: 'failed', rows, counts: { ...counts }, message: DATA_TEXTS.importStopped(rows, DATA_TEXTS.importCancelled) };
    return;
  }
  if (auditId) await finish('completed').catch(() => undefined);
  yield { type: 'done', rows, counts: { ...counts } };
}
