import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  copyName,
  REPORT_NOT_FOUND,
  ReportDefinition,
  type ReportResult,
  type SavedReport,
  type SavedReportValues,
} from '@keel/shared/reports';
import type { Database, JsonValue } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { runReport } from './report-query';
import {
  deleteVisibleReport,
  findVisibleReport,
  insertReport,
  listVisibleReports,
  type SavedReportRow,
  updateVisibleReport,
} from './saved-reports.repository';

export function toSavedReport(row: SavedReportRow): SavedReport {
  return {
    ...row,
    definition: row.definition as unknown as SavedReport['definition'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listReports(db: Kysely<Database>, viewerId: string): Promise<SavedReport[]> {
  return (await listVisibleReports(db, viewerId)).map(toSavedReport);
}

/** A report the viewer can see (shared, or their own), or undefined: for other modules, e.g. a pinned widget. */
export async function visibleReport(db: Kysely<Database>, viewerId: string, id: string): Promise<SavedReport | undefined> {
  const row = await findVisibleReport(db, viewerId, id);
  return row ? toSavedReport(row) : undefined;
}

export async function getReport(db: Kysely<Database>, viewerId: string, id: string): Promise<SavedReport> {
  const row = await findVisibleReport(db, viewerId, id);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return toSavedReport(row);
}

/** Saves a new report of the actor's, audited in the same transaction (decision 0028). */
export async function createReport(
  db: Kysely<Database>,
  actor: SessionUser,
  values: SavedReportValues,
  duplicatedFrom?: string,
): Promise<SavedReport> {
  const id = await db.transaction().execute(async (trx) => {
    const newId = await insertReport(trx, actor.id, values);
    const details = {
      name: values.name,
      shared: values.shared,
      records: values.definition.records,
      ...(duplicatedFrom ? { duplicatedFrom } : {}),
    };
    await recordAudit(trx, { actionType: 'REPORT_CREATED', user: actor, entityType: 'report', entityId: newId, details });
    return newId;
  });
  return getReport(db, actor.id, id);
}

/** JSON with object keys sorted: a stored (jsonb) definition keeps no key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What an edit changed, as the Audit Trail reads it: the name and sharing from/to, the definition as changed. */
function reportChanges(before: SavedReport, values: SavedReportValues): { [key: string]: JsonValue } {
  const changes: { [key: string]: JsonValue } = {};
  if (before.name !== values.name) changes.name = { from: before.name, to: values.name };
  if (before.shared !== values.shared) changes.shared = { from: before.shared, to: values.shared };
  if (canonical(before.definition) !== canonical(values.definition)) changes.definition = { changed: true };
  return changes;
}

export async function editReport(db: Kysely<Database>, actor: SessionUser, id: string, values: SavedReportValues): Promise<SavedReport> {
  await db.transaction().execute(async (trx) => {
    const before = await visibleReport(trx, actor.id, id);
    if (!before || !(await updateVisibleReport(trx, actor.id, id, values))) throw notFound(REPORT_NOT_FOUND);
    await recordAudit(trx, {
      actionType: 'REPORT_UPDATED',
      user: actor,
      entityType: 'report',
      entityId: id,
      details: { name: values.name, changes: reportChanges(before, values) },
    });
  });
  return getReport(db, actor.id, id);
}

/** A private copy, owned by the actor, of a report they can see. */
export async function duplicateReport(db: Kysely<Database>, actor: SessionUser, id: string): Promise<SavedReport> {
  const source = await getReport(db, actor.id, id);
  return createReport(
    db,
    actor,
    { name: copyName(source.name), shared: false, definition: ReportDefinition.parse(source.definition) },
    source.name,
  );
}

export async function removeReport(db: Kysely<Database>, actor: SessionUser, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await visibleReport(trx, actor.id, id);
    if (!before || !(await deleteVisibleReport(trx, actor.id, id))) throw notFound(REPORT_NOT_FOUND);
    await recordAudit(trx, {
      actionType: 'REPORT_DELETED',
      user: actor,
      entityType: 'report',
      entityId: id,
      details: { name: before.name, shared: before.shared },
    });
  });
}

/** Runs a saved report; a stored definition the catalogue no longer accepts is a 400 naming why. */
export async function runSavedReport(db: Kysely<Database>, viewerId: string, id: string): Promise<ReportResult> {
  const report = await getReport(db, viewerId, id);
  const parsed = ReportDefinition.safeParse(report.definition);
  if (!parsed.success) throw validationError(parsed.error.issues[0].message);
  return runReport(db, parsed.data);
}

/** An erase's step in saved reports (decision 0110). */
export { eraseFromSavedReports } from './saved-reports.repository';
