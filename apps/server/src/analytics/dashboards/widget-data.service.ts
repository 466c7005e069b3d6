import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { DEFAULT_RECORDS_TABLE_COLUMNS, RecordsTableConfig, type WidgetData, widgetReportSource } from '@keel/shared/widget-config';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { widgetRecords, widgetReport } from '../reports/report-widgets.service';
import { readableDashboard } from './dashboard-access';

/**
 * What a configured widget shows, answered by the database for whoever may read the dashboard
 * (its owner or an admin). A pinned report is seen as the dashboard's owner sees it.
 */
export async function widgetData(db: Kysely<Database>, actor: SessionUser, id: string, widgetId: string): Promise<WidgetData> {
  const row = await readableDashboard(db, actor, id);
  const widget = Object.hasOwn(row.widgets, widgetId) ? row.widgets[widgetId] : undefined;
  if (!widget) throw notFound('Widget not found.');
  if (widget.type === 'userRecordsTable') {
    const config = RecordsTableConfig.safeParse(widget.config);
    if (!config.success) throw validationError(`This widget's configuration is not valid: ${config.error.issues[0].message}`);
    return widgetRecords(db, config.data.filters ?? [], config.data.columns ?? DEFAULT_RECORDS_TABLE_COLUMNS, config.data.rows);
  }
  const source = widgetReportSource(widget.config);
  if (!source) throw validationError('This widget shows no report.');
  return widgetReport(db, row.owner_id, source);
}
