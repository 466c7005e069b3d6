import type { Kysely } from 'kysely';
import { ReportDefinition, type ReportFilter } from '@keel/shared/reports';
import { REPORT_UNAVAILABLE, type WidgetData } from '@keel/shared/widget-config';
import type { Database } from '../../db/types';
import { runReport } from './report-query';
import { listReportRecords } from './report-records';
import { visibleReport } from './saved-reports.service';

/**
 * What dashboards ask of reports (decision 0034): the answer of a pinned saved report as its
 * dashboard's owner may see it now (deleted, unshared or no longer valid: 'unavailable', an empty
 * state rather than an error), or of a definition kept in the widget itself.
 */
export async function widgetReport(db: Kysely<Database>, ownerId: string, source: { reportId: string } | { definition: unknown }): Promise<WidgetData> {
  let name: string | null = null;
  let stored: unknown;
  if ('reportId' in source) {
    const report = await visibleReport(db, ownerId, source.reportId);
    if (!report) return { kind: 'unavailable', message: REPORT_UNAVAILABLE };
    name = report.name;
    stored = report.definition;
  } else stored = source.definition;
  const parsed = ReportDefinition.safeParse(stored);
  if (!parsed.success) return { kind: 'unavailable', message: `This report can no longer run: ${parsed.error.issues[0].message}` };
  return { kind: 'report', name, definition: parsed.data, result: await runReport(db, parsed.data) };
}

/** The newest contacts meeting report filters, with the chosen fields: a records table's rows. */
export async function widgetRecords(db: Kysely<Database>, filters: readonly ReportFilter[], columns: readonly string[], limit: number): Promise<WidgetData> {
  return { kind: 'records', columns: [...columns], rows: await listReportRecords(db, 'contacts', filters, columns, limit) };
}
