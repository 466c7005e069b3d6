import type { Kysely } from 'kysely';
import { copyName, REPORT_NOT_FOUND, ReportDefinition, type ReportResult, type SavedReport, type SavedReportValues } from '@keel/shared/reports';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { runReport } from './report-query';
import { deleteVisibleReport, findVisibleReport, insertReport, listVisibleReports, type SavedReportRow, updateVisibleReport } from './saved-reports.repository';

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

export async function createReport(db: Kysely<Database>, ownerId: string, values: SavedReportValues): Promise<SavedReport> {
  return getReport(db, ownerId, await insertReport(db, ownerId, values));
}

export async function editReport(db: Kysely<Database>, viewerId: string, id: string, values: SavedReportValues): Promise<SavedReport> {
  if (!(await updateVisibleReport(db, viewerId, id, values))) throw notFound(REPORT_NOT_FOUND);
  return getReport(db, viewerId, id);
}

/** A private copy, owned by the viewer, of a report they can see. */
export async function duplicateReport(db: Kysely<Database>, viewerId: string, id: string): Promise<SavedReport> {
  const source = await getReport(db, viewerId, id);
  return createReport(db, viewerId, { name: copyName(source.name), shared: false, definition: ReportDefinition.parse(source.definition) });
}

export async function removeReport(db: Kysely<Database>, viewerId: string, id: string): Promise<void> {
  if (!(await deleteVisibleReport(db, viewerId, id))) throw notFound(REPORT_NOT_FOUND);
}

/** Runs a saved report; a stored definition the catalogue no longer accepts is a 400 naming why. */
export async function runSavedReport(db: Kysely<Database>, viewerId: string, id: string): Promise<ReportResult> {
  const report = await getReport(db, viewerId, id);
  const parsed = ReportDefinition.safeParse(report.definition);
  if (!parsed.success) throw validationError(parsed.error.issues[0].message);
  return runReport(db, parsed.data);
}
