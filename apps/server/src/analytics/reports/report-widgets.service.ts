import type { Kysely } from 'kysely';
import { rateFieldsUsed, RECRUITMENT_REPORT_RECORDS, REPORT_RECORDS, type ReportRecords } from '@keel/shared/report-catalogue';
import { ReportDefinition, type ReportFilter } from '@keel/shared/reports';
import { REPORT_UNAVAILABLE, type WidgetData } from '@keel/shared/widget-config';
import type { Database } from '../../db/types';
import { runReport } from './report-query';
import { listReportRecords } from './report-records';
import { mayReadRates, mayReadRecruitmentRecords } from './saved-reports.repository';
import { visibleReport } from './saved-reports.service';

/** The empty state of a widget whose report is over jobs or applicants on the dashboard of someone who may not read them. */
export const RECRUITMENT_REPORT_UNAVAILABLE = 'Only recruiters and admins may see reports about jobs and applicants.';

/** The empty state of a widget whose report uses a rate field on the dashboard of someone who does not see rates. */
export const RATES_REPORT_UNAVAILABLE = 'Only admins and sales reps may see reports by rates and revenue at risk.';

/**
 * Why this member may not see a report, or undefined: jobs and applicants are for recruiters and
 * admins (docs/product/roles-and-permissions.md#recruitment-access), rate fields for admins and
 * sales reps (decision 0108).
 */
export async function reportUnavailableFor(
  db: Kysely<Database>,
  userId: string,
  definition: { records?: string; group?: { field: string } | null; measure?: { field?: string }; filters?: readonly { field: string }[] },
): Promise<string | undefined> {
  const records = definition.records;
  if (!isReportRecords(records)) return undefined;
  if (RECRUITMENT_REPORT_RECORDS.includes(records) && !(await mayReadRecruitmentRecords(db, userId))) return RECRUITMENT_REPORT_UNAVAILABLE;
  if (rateFieldsUsed({ ...definition, records }).length > 0 && !(await mayReadRates(db, userId))) return RATES_REPORT_UNAVAILABLE;
  return undefined;
}

const isReportRecords = (records: string | undefined): records is ReportRecords =>
  records !== undefined && (REPORT_RECORDS as readonly string[]).includes(records);

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
  const unavailable = await reportUnavailableFor(db, ownerId, parsed.data);
  if (unavailable) return { kind: 'unavailable', message: unavailable };
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
