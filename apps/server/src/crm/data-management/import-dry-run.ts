import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import {
  DRY_RUN_LISTED,
  DRY_RUN_ROWS,
  type DryRunResult,
  type FieldChange,
  type ImportEvent,
  type RecordChange,
  type RowWarning,
  type SkippedRow,
} from '@keel/shared/data-management';
import { exportDate } from '@keel/shared/import-files/csv-values';
import type { Database } from '../../db/types';
import { type ImportKind, type ImportOptions, importCsv } from './csv-import.service';
import { DEAL_COLUMN_OF } from './deal-writer';
import { journalledCreations, journalledUpdates, type JournalledUpdate, namesOf } from './import-dry-run.repository';

/** Thrown to roll the dry run's transaction back once its result is read. */
class RollBack extends Error {}

/** Columns a change shows under another name, or not at all (the copy beside it shows it). */
const SHOWN_AS: Record<string, Record<string, string | null>> = {
  contacts: { company_id: 'company', assigned_sales_rep_id: 'assigned_sales_rep', last_modified_by: null, last_modified_by_user_id: null },
  companies: { last_modified_by_user_id: null },
  deals: {
    ...Object.fromEntries(Object.entries(DEAL_COLUMN_OF).map(([field, column]) => [column, field])),
    status: 'stage',
    stage_id: null,
    sales_stage: null,
    company: 'company',
    company_id: null,
    assigned_sales_rep: 'assignedSalesRep',
    assigned_sales_rep_id: null,
    last_modified_by: null,
    last_modified_by_user_id: null,
  },
};

const text = (value: unknown, names: Map<string, string>): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  const s = String(value);
  return names.get(s) ?? (/^\d{4}-\d{2}-\d{2}$/.test(s) ? exportDate(s) : s);
};

/** Each updated record field by field, labelled as the forms label them; a contact's company and rep by name. */
async function recordChanges(trx: Kysely<Database>, kind: ImportKind<never>, updates: JournalledUpdate[]): Promise<RecordChange[]> {
  const info = DATA_KIND_INFO[kind.kind];
  const shown = SHOWN_AS[kind.kind];
  const ids = (column: string) =>
    updates.flatMap((u) => [u.before[column], u.after[column]]).filter((v): v is string => typeof v === 'string' && v.length > 0);
  const names = await namesOf(
    trx,
    kind.kind === 'contacts' ? ids('company_id') : [],
    kind.kind === 'contacts' ? ids('assigned_sales_rep_id') : [],
  );
  return updates.map(({ before, after }) => {
    const changes: FieldChange[] = [];
    for (const column of Object.keys(before)) {
      const field = column in shown ? shown[column] : column;
      if (!field) continue;
      changes.push({ field, label: info.labels[field] ?? field, before: text(before[column], names), after: text(after[column], names) });
    }
    const label = kind.kind === 'contacts' ? String(after.email) : String(after.name);
    // In the order of the form's fields (the journal's object has its own).
    const order = (c: FieldChange) => (info.fields.includes(c.field) ? info.fields.indexOf(c.field) : info.fields.length);
    return { label, changes: changes.sort((a, b) => order(a) - order(b)) };
  });
}

/**
 * A dry run of an import (decision 0057): the import itself, run in one transaction that is then rolled
 * back, so its counts, its rejected rows and the changes it would make are exactly those of the
 * real import (the same rules, the same SQL), and nothing is written. It reads at most
 * DRY_RUN_ROWS rows. Throws as importCsv does when the file cannot be read at all.
 */
export async function dryRunImport(
  db: Kysely<Database>,
  input: Readable,
  kind: ImportKind<never>,
  options: ImportOptions,
): Promise<DryRunResult> {
  const importId = randomUUID();
  let result: DryRunResult | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      const rejected: SkippedRow[] = [];
      const warnings: RowWarning[] = [];
      let last: ImportEvent | undefined;
      const events = importCsv(trx, input, kind, { ...options, importId, transaction: trx, maxRows: DRY_RUN_ROWS });
      for await (const event of events) {
        last = event;
        if (event.type !== 'progress') continue;
        rejected.push(...event.skipped.filter((s) => s.cells && rejected.length < DRY_RUN_LISTED));
        warnings.push(...(event.warnings ?? []).slice(0, Math.max(0, DRY_RUN_LISTED - warnings.length)));
      }
      const counts = last?.counts ?? { created: 0, updated: 0, skipped: 0 };
      const unchanged = counts.unchanged ?? 0;
      const failed = last?.type === 'failed' ? last.message : null;
      const table = kind.kind;
      const creations = failed ? new Map<string, number>() : await journalledCreations(trx, importId);
      result = {
        rows: last?.rows ?? 0,
        complete: (last?.rows ?? 0) < DRY_RUN_ROWS,
        counts: { created: counts.created, updated: counts.updated, unchanged, rejected: counts.skipped - unchanged },
        changes: failed ? [] : await recordChanges(trx, kind, await journalledUpdates(trx, importId, table, DRY_RUN_LISTED)),
        rejected,
        warnings,
        related: {
          companies: table === 'companies' ? 0 : (creations.get('companies') ?? 0),
          contacts: table === 'contacts' ? 0 : (creations.get('contacts') ?? 0),
        },
        failed,
      };
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return result!;
}
