import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import type { Dashboard } from '@keel/shared/dashboards';
import { REPORT_NOT_FOUND } from '@keel/shared/reports';
import { type ConfigureWidgetInput, PINNED_WIDGET_TYPE } from '@keel/shared/widget-config';
import type { Database, DashboardWidget } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { reportUnavailableFor } from '../reports/report-widgets.service';
import { visibleReport } from '../reports/saved-reports.service';
import { auditDetails, changeDashboard } from './dashboard-access';
import { updateDashboard } from './dashboards.repository';
import { checkedWidgetConfig } from './widget-config-check';
import { placeNewWidget } from './dashboard-widgets.service';

const WIDGET_NOT_FOUND = 'Widget not found.';

/** A pinned report must be one the actor can see: their own or a shared one (another user's private report is a 404). */
async function requireVisibleReport(db: Kysely<Database>, actor: SessionUser, reportId: string) {
  const report = await visibleReport(db, actor.id, reportId);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  return report;
}

/** Configure (the widget menu, docs/product/dashboards.md#widgets): stores a checked configuration and the title that follows it. */
export function configureWidget(
  db: Kysely<Database>,
  actor: SessionUser,
  id: string,
  widgetId: string,
  input: ConfigureWidgetInput,
): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    const widget = Object.hasOwn(row.widgets, widgetId) ? row.widgets[widgetId] : undefined;
    if (!widget) throw notFound(WIDGET_NOT_FOUND);
    const config = checkedWidgetConfig(widget.type, input.config);
    if (typeof config.reportId === 'string') await requireVisibleReport(trx, actor, config.reportId);
    const inline = config.definition as Parameters<typeof reportUnavailableFor>[2] | undefined;
    const unavailable = inline ? await reportUnavailableFor(trx, row.owner_id, inline) : undefined;
    if (unavailable) throw forbidden(unavailable);
    const title = input.title ?? widget.title;
    if (title === widget.title && JSON.stringify(config) === JSON.stringify(widget.config)) return;
    const next: DashboardWidget = { ...widget, title, config: config as DashboardWidget['config'] };
    await updateDashboard(trx, id, { widgets: JSON.stringify({ ...row.widgets, [widgetId]: next }) });
    await recordAudit(trx, {
      actionType: 'WIDGET_CONFIGURED',
      user: actor,
      entityType: 'widget',
      entityId: widgetId,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetId, title, ...(title !== widget.title ? { from: widget.title, to: title } : {}) },
    });
  });
}

/**
 * Pins a saved report the actor can see to a dashboard: a widget of the report's chart type,
 * titled with its name, at the first free slot of the last row (as Add Widget places one).
 */
export function pinReport(db: Kysely<Database>, actor: SessionUser, id: string, reportId: string): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    const report = await requireVisibleReport(trx, actor, reportId);
    const widget = { type: PINNED_WIDGET_TYPE[report.definition.view], title: report.name, config: { reportId: report.id } };
    await placeNewWidget(trx, actor, id, row, widget, { pinnedReport: report.name });
  });
}
