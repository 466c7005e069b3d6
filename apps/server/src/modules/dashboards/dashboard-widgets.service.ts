import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Dashboard,
  DEFAULT_WIDGET_CONFIG,
  MAX_WIDGETS_PER_DASHBOARD,
  NEW_WIDGET_SIZE,
  newWidgetTitle,
  type WidgetType,
} from '@keel/shared/dashboards';
import { newWidgetSlot } from '@keel/shared/widget-placement';
import type { Database, DashboardWidget } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { auditDetails, changeDashboard } from './dashboard-access';
import { updateDashboard } from './dashboards.repository';
import { newWidgetId } from './dashboards.service';

const WIDGET_NOT_FOUND = 'Widget not found.';

/** Appends a widget at the bottom (the first free slot of the last row), 3 wide and 2 high, titled 'New {Type Name}' (SPEC §4). */
export function addWidget(db: Kysely<Database>, actor: SessionUser, id: string, type: WidgetType): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    if (Object.keys(row.widgets).length >= MAX_WIDGETS_PER_DASHBOARD) {
      throw conflict(`A dashboard holds at most ${MAX_WIDGETS_PER_DASHBOARD} widgets.`);
    }
    const widget: DashboardWidget = { id: newWidgetId(), type, title: newWidgetTitle(type), config: { ...DEFAULT_WIDGET_CONFIG[type] } };
    const layout = [...row.layout, { i: widget.id, ...newWidgetSlot(row.layout), ...NEW_WIDGET_SIZE }];
    await updateDashboard(trx, id, { widgets: JSON.stringify({ ...row.widgets, [widget.id]: widget }), layout: JSON.stringify(layout) });
    await recordAudit(trx, {
      actionType: 'WIDGET_ADDED',
      user: actor,
      entityType: 'widget',
      entityId: widget.id,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetId: widget.id, type, title: widget.title },
    });
  });
}

/** A new title (already trimmed and non-empty); the same title writes nothing. */
export function renameWidget(db: Kysely<Database>, actor: SessionUser, id: string, widgetId: string, title: string): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    const widget = Object.hasOwn(row.widgets, widgetId) ? row.widgets[widgetId] : undefined;
    if (!widget) throw notFound(WIDGET_NOT_FOUND);
    if (widget.title === title) return;
    await updateDashboard(trx, id, { widgets: JSON.stringify({ ...row.widgets, [widgetId]: { ...widget, title } }) });
    await recordAudit(trx, {
      actionType: 'WIDGET_TITLE_UPDATED',
      user: actor,
      entityType: 'widget',
      entityId: widgetId,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetId, from: widget.title, to: title },
    });
  });
}

/** Removes a widget from the widgets and from the layout (SPEC §4). */
export function removeWidget(db: Kysely<Database>, actor: SessionUser, id: string, widgetId: string): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    const widget = Object.hasOwn(row.widgets, widgetId) ? row.widgets[widgetId] : undefined;
    if (!widget) throw notFound(WIDGET_NOT_FOUND);
    const widgets = { ...row.widgets };
    delete widgets[widgetId];
    const layout = row.layout.filter((item) => item.i !== widgetId);
    await updateDashboard(trx, id, { widgets: JSON.stringify(widgets), layout: JSON.stringify(layout) });
    await recordAudit(trx, {
      actionType: 'WIDGET_REMOVED',
      user: actor,
      entityType: 'widget',
      entityId: widgetId,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetId, type: widget.type, title: widget.title },
    });
  });
}
