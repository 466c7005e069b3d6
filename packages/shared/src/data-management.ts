import { z } from 'zod';
import { AUDIT_ACTION_TYPES } from './audit';

/** Texts of docs/product/texts-and-constants.md#import-and-export, docs/product/crm.md#data-management, written once. */
/** Our addition (not in docs/product): a mapping chosen for a file with other headers (it would put values into the wrong fields). */
export const mappingMismatch = (mapped: number, columns: number) =>
  `The column mapping names ${mapped} column${mapped === 1 ? '' : 's'} but the file has ${columns}. Choose the mapping for this file again.`;

export const DATA_TEXTS = {
  noDataTitle: 'No Data',
  noExportData: 'There are no contacts to export.',
  noExportDataOf: (plural: string) => `There are no ${plural} to export.`,
  exportTitle: 'Export Successful',
  exported: (n: number, plural = 'contacts') => `${n} ${plural} exported to CSV.`,
  importErrorTitle: 'Import Error',
  parseFailed: (message: string) => `Failed to parse CSV: ${message}`,
  noImportData: 'No data loaded from CSV to import.',
  fileLoaded: (n: number, file: string) => `${n} records found in ${file}. Ready for preview.`,
  imported: (created: number, updated: number, skipped: number, plural = 'contacts') =>
    `${created} new ${plural} imported, ${updated} updated, ${skipped} skipped.`,
  auditCleared: 'Audit Log Cleared',
  /** Our wording (decision 0008): the wording for a file that is not a .csv. */
  invalidTypeTitle: 'Invalid file type',
  csvOnly: 'Only CSV files (.csv, .tsv, .txt) and vCards (.vcf) can be imported.',
  /** Our wording (decision 0008): a failure after some batches were committed says exactly where it stopped. */
  importStoppedTitle: 'Import Stopped',
  /** Our wording (decision 0059): a background import the user cancelled. */
  importCancelled: 'The import was cancelled.',
  importStopped: (rows: number, reason: string) =>
    `${reason} The import stopped after row ${rows}: rows 1 to ${rows} are imported, the rest of the file is not.`,
} as const;

/** A company a row names that matches none: created (the default), or left out with a warning (decision 0058). */
export const COMPANY_MODES = ['create', 'link'] as const;
export const CompanyMode = z.enum(COMPANY_MODES);
export type CompanyMode = z.infer<typeof CompanyMode>;

/** The import lists at most this many skipped rows with their reasons (the counts are always exact). */
export const MAX_LISTED_SKIPPED_ROWS = 10_000;

/**
 * Imports commit this many rows per transaction (decision 0012: fewer, larger statements; still
 * twenty progress events for 100,000 rows, and memory bounded by a few batches); exports read
 * this many per page.
 */
export const IMPORT_BATCH_ROWS = 5000;

/**
 * Rows the server may have read from an upload beyond those it has reported committed: the
 * batches being written and the one read ahead. The browser's progress bar discounts them from
 * the uploaded share, so a file of a few batches does not look done as soon as it is sent.
 */
export const IMPORT_ROWS_IN_FLIGHT = 3 * IMPORT_BATCH_ROWS;
export const EXPORT_PAGE_ROWS = 5000;

/** Who the import records as author when there is no user name (docs/product/data-import-export.md#csv-import). */
export const CSV_IMPORT_AUTHOR = 'CSV Import';

/** What Data Management imports and exports (docs/product/crm.md#data-management tabs; companies and deals: decision 0027). */
export const DATA_KINDS = ['contacts', 'companies', 'deals'] as const;
export const DataKind = z.enum(DATA_KINDS);
export type DataKind = z.infer<typeof DataKind>;

/** File name of an export (docs/product/data-import-export.md#csv-export: product prefix, entity, 'export'; the date is UTC). */
export const exportFileName = (kind: DataKind, date = new Date()) => `keel_${kind}_export_${date.toISOString().slice(0, 10)}.csv`;
export const contactsExportFileName = (date = new Date()) => exportFileName('contacts', date);

/**
 * A column mapping as the import's `columns` query parameter carries it: a JSON array with, for
 * each header of the file in order, the field it is imported into or null (not imported).
 */
export const ColumnsParameter = z
  .string()
  .max(100_000)
  .transform((text, ctx) => {
    try {
      return z.array(z.string().max(100).nullable()).max(500).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'columns must be a JSON array of field names or null.' });
      return z.NEVER;
    }
  });

/** The mapping a user last chose for a file with these headers (decision 0027). */
export const RememberedMapping = z.object({
  headers: z.array(z.string().max(1000)).max(500),
  columns: z.array(z.string().max(100).nullable()).max(500),
});
export type RememberedMapping = z.infer<typeof RememberedMapping>;

/** One problem of a row: the column it is in (the file's header) and what is wrong. */
export const RowError = z.object({ column: z.string(), message: z.string() });
export type RowError = z.infer<typeof RowError>;

/**
 * A row the import left out: its record number in the file (1 = first after the header). A
 * rejected row (not an unchanged duplicate) has every problem it has, and its cells as the file
 * has them, so it can be downloaded, corrected and imported again.
 */
export const SkippedRow = z.object({
  row: z.number(),
  email: z.string(),
  reason: z.string(),
  errors: z.array(RowError).optional(),
  cells: z.array(z.string()).optional(),
});
export type SkippedRow = z.infer<typeof SkippedRow>;

/**
 * A row imported with a part left out, and why (decision 0058): an owner no team member is, a company
 * that is not created. Such a row is never rejected for it.
 */
export const RowWarning = z.object({ row: z.number(), email: z.string(), column: z.string(), message: z.string() });
export type RowWarning = z.infer<typeof RowWarning>;

export const IMPORT_WARNINGS = {
  unknownPerson: (value: string) => `No team member is called or has the e-mail "${value}": left Unassigned.`,
  unknownCompany: (value: string) => `No company is called "${value}": left without a company.`,
} as const;

/** skipped = unchanged (matched a record holding the same values) + rejected; `unchanged` is told by the import's events. */
export const ImportCounts = z.object({ created: z.number(), updated: z.number(), skipped: z.number(), unchanged: z.number().optional() });
export type ImportCounts = z.infer<typeof ImportCounts>;

/**
 * The import's response: newline-delimited JSON (application/x-ndjson), one event a line.
 * - progress: after each committed batch; `rows` = records read and settled so far (running totals).
 * - done: the file is fully imported.
 * - failed: a batch could not be committed; every earlier batch is committed, `rows` records
 *   (1..rows) are settled, nothing of record rows+1 onwards was written.
 * skipped lists the rows skipped in that batch only (the client gathers them).
 */
export const ImportEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    rows: z.number(),
    counts: ImportCounts,
    skipped: z.array(SkippedRow),
    warnings: z.array(RowWarning).optional(),
  }),
  z.object({ type: z.literal('done'), rows: z.number(), counts: ImportCounts }),
  z.object({ type: z.literal('failed'), rows: z.number(), counts: ImportCounts, message: z.string() }),
]);
export type ImportEvent = z.infer<typeof ImportEvent>;

/** A file with more records than this imports as a background job (decision 0059): it survives a reload and can be cancelled. */
export const BACKGROUND_IMPORT_ROWS = 50_000;
/** A background import keeps this many rejected rows and warnings to show and download (the counts are always exact). */
export const BACKGROUND_LISTED = 1_000;

export const BackgroundImportStatus = z.enum(['uploading', 'queued', 'running', 'done', 'failed', 'cancelled']);
export type BackgroundImportStatus = z.infer<typeof BackgroundImportStatus>;

/** A background import as the page shows it, from any instance: its progress, and what it did so far. */
export const BackgroundImport = z.object({
  id: z.string(),
  fileName: z.string(),
  status: BackgroundImportStatus,
  /** Bytes of the file, and bytes the import has read (its progress). */
  size: z.number(),
  bytesRead: z.number(),
  rows: z.number(),
  counts: ImportCounts,
  header: z.array(z.string()).nullable(),
  rejected: z.array(SkippedRow),
  warnings: z.array(RowWarning),
  message: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
});
export type BackgroundImport = z.infer<typeof BackgroundImport>;
export const BackgroundImports = z.object({ items: z.array(BackgroundImport) });

/** A dry run reads at most this many rows (memory and the database's one transaction stay bounded); the counts say so. */
export const DRY_RUN_ROWS = 50_000;
/** A dry run lists at most this many updated records with their changes, and this many rejected rows and warnings. */
export const DRY_RUN_LISTED = 200;

/** One field an import would change on a record: its label, and its value before and after (as text; '' is empty). */
export const FieldChange = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type FieldChange = z.infer<typeof FieldChange>;
export const RecordChange = z.object({ label: z.string(), changes: z.array(FieldChange) });
export type RecordChange = z.infer<typeof RecordChange>;

/**
 * What an import would do (decision 0056), found by running it in a transaction that is rolled back:
 * new / updated / unchanged / rejected counts, each updated record field by field, the rows
 * rejected (every problem) and the warnings, and the records of other kinds it would create.
 */
export const DryRunResult = z.object({
  rows: z.number(),
  /** false when the file has more than DRY_RUN_ROWS rows: the counts are those of its first rows. */
  complete: z.boolean(),
  counts: z.object({ created: z.number(), updated: z.number(), unchanged: z.number(), rejected: z.number() }),
  changes: z.array(RecordChange),
  rejected: z.array(SkippedRow),
  warnings: z.array(RowWarning),
  /** Companies and contacts the import would create besides its own records. */
  related: z.object({ companies: z.number(), contacts: z.number() }),
  /** Set when the run stopped at a broken part of the file (the counts are those before it). */
  failed: z.string().nullable(),
});
export type DryRunResult = z.infer<typeof DryRunResult>;

export const ExportCount = z.object({ count: z.number() });

/** The Audit Trail (docs/product/crm.md#data-management, docs/product/texts-and-constants.md#audit-log; docs/product/beyond-the-spec.md#audit-trail). */
export const AuditLogQuery = z.object({ actionType: z.enum(AUDIT_ACTION_TYPES).optional() });
export const AuditLogEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  actionType: z.string(),
  userName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogList = z.object({ items: z.array(AuditLogEntry) });
export type AuditLogList = z.infer<typeof AuditLogList>;
