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
import { recordAudit } from '../../platform/audit/audit.service';
import { auditDetails, changeDashboard } from './dashboard-access';
import { type DashboardRow, updateDashboard } from './dashboards.repository';
import { newWidgetId } from './dashboards.service';

const WIDGET_NOT_FOUND = 'Widget not found.';

/**
 * Puts a new widget in the first free 3×2 slot of the last row (decision 0029) and audits it;
 * `extra` adds to the audit details (e.g. the pinned report's name).
 */
export async function placeNewWidget(
  trx: Kysely<Database>,
  actor: SessionUser,
  id: string,
  row: DashboardRow,
  widget: Omit<DashboardWidget, 'id'>,
  extra: Record<string, string> = {},
): Promise<void> {
  if (Object.keys(row.widgets).length >= MAX_WIDGETS_PER_DASHBOARD) {
    throw conflict(`A dashboard holds at most ${MAX_WIDGETS_PER_DASHBOARD} widgets.`);
  }
  const placed: DashboardWidget = { id: newWidgetId(), ...widget };
  const layout = [...row.layout, { i: placed.id, ...newWidgetSlot(row.layout), ...NEW_WIDGET_SIZE }];
  await updateDashboard(trx, id, { widgets: JSON.stringify({ ...row.widgets, [placed.id]: placed }), layout: JSON.stringify(layout) });
  await recordAudit(trx, {
    actionType: 'WIDGET_ADDED',
    user: actor,
    entityType: 'widget',
    entityId: placed.id,
    dashboardId: id,
    details: { ...auditDetails(actor, row), widgetId: placed.id, type: placed.type, title: placed.title, ...extra },
  });
}

/** Appends a widget at the bottom (the first free slot of the last row), 3 wide and 2 high, titled 'New {Type Name}' (docs/product/dashboards.md#widgets). */
export function addWidget(db: Kysely<Database>, actor: SessionUser, id: string, type: WidgetType): Promise<Dashboard> {
  return changeDashboard(db, actor, id, (trx, row) =>
    placeNewWidget(trx, actor, id, row, { type, title: newWidgetTitle(type), config: { ...DEFAULT_WIDGET_CONFIG[type] } }),
  );
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

/** Removes a widget from the widgets and from the layout (docs/product/dashboards.md#widgets). */
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
