import type { Kysely } from 'kysely';
import { RECRUITMENT_REPORT_RECORDS } from '@keel/shared/report-catalogue';
import { ReportDefinition, type ReportFilter } from '@keel/shared/reports';
import { REPORT_UNAVAILABLE, type WidgetData } from '@keel/shared/widget-config';
import type { Database } from '../../db/types';
import { runReport } from './report-query';
import { listReportRecords } from './report-records';
import { mayReadRecruitmentRecords } from './saved-reports.repository';
import { visibleReport } from './saved-reports.service';

/** The empty state of a widget whose report is over jobs or applicants on the dashboard of someone who may not read them. */
export const RECRUITMENT_REPORT_UNAVAILABLE = 'Only recruiters and admins may see reports about jobs and applicants.';

/** Whether this member may see a report over these records (jobs and applicants: recruiters and admins, docs/product/roles-and-permissions.md#recruitment-access). */
export async function mayReadReportRecords(db: Kysely<Database>, userId: string, records: string): Promise<boolean> {
  return !(RECRUITMENT_REPORT_RECORDS as readonly string[]).includes(records) || mayReadRecruitmentRecords(db, userId);
}

/**
 * What dashboards ask of reports (decision 0034): the answer of a pinned saved report as its
 * dashboard's owner may see it now (deleted, unshared or no longer valid: 'unavailable', an empty
 * state rather than an error), or of a definition kept in the widget itself.
 */
export async function widgetReport(
  db: Kysely<Database>,
  ownerId: string,
  source: { reportId: string } | { definition: unknown },
): Promise<WidgetData> {
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
  if (!(await mayReadReportRecords(db, ownerId, parsed.data.records)))
    return { kind: 'unavailable', message: RECRUITMENT_REPORT_UNAVAILABLE };
  return { kind: 'report', name, definition: parsed.data, result: await runReport(db, parsed.data) };
}

/** The newest contacts meeting report filters, with the chosen fields: a records table's rows. */
export async function widgetRecords(
  db: Kysely<Database>,
  filters: readonly ReportFilter[],
  columns: readonly string[],
  limit: number,
): Promise<WidgetData> {
  return { kind: 'records', columns: [...columns], rows: await listReportRecords(db, 'contacts', filters, columns, limit) };
}
