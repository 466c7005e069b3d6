import { type Kysely, sql } from 'kysely';
import { reportField, type ReportRecords } from '@keel/shared/report-catalogue';
import type { ReportFilter } from '@keel/shared/reports';
import type { Database } from '../../db/types';
import { REPORT_COLUMNS, reportFrom, STAGE_REPORT_FIELDS } from './report-columns';
import { reportFilterSql } from './report-query';

export interface ReportRecordRow {
  id: string;
  values: Record<string, string | null>;
}

/**
 * The newest records of a type that meet report filters, with the chosen catalogue fields as text
 * (a records-table widget's rows, decision 0034). Fields and filters come from the catalogue and
 * were checked by the caller's schema; values are bound parameters, as in a report.
 */
export async function listReportRecords(
  db: Kysely<Database>,
  records: ReportRecords,
  filters: readonly ReportFilter[],
  fields: readonly string[],
  limit: number,
): Promise<ReportRecordRow[]> {
  const columns = REPORT_COLUMNS[records];
  const usesStage = records === 'deals' && [...fields, ...filters.map((f) => f.field)].some((f) => STAGE_REPORT_FIELDS.includes(f));
  const where =
    filters.length === 0
      ? sql`true`
      : sql.join(
          filters.map((f) => reportFilterSql(records, f)),
          sql` and `,
        );
  const selected = fields.map((field, i) => {
    const type = reportField(records, field)?.type;
    const value = type === 'date' ? sql`to_char((${columns[field].expr})::date, 'YYYY-MM-DD')` : sql`(${columns[field].expr})::text`;
    return sql`${value} as ${sql.ref(`f${i}`)}`;
  });
  const { rows } = await sql<Record<string, string | null>>`
    select r.id::text as id${selected.length > 0 ? sql`, ${sql.join(selected)}` : sql``}
    from ${await reportFrom(db, records, usesStage)}
    where ${where}
    order by r.created_at desc, r.id desc
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: String(row.id), values: Object.fromEntries(fields.map((field, i) => [field, row[`f${i}`] ?? null])) }));
}
