import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { type DashboardTemplate, TEMPLATE_NOT_FOUND, templateConfig } from '@keel/shared/dashboard-templates';
import type { Dashboard } from '@keel/shared/dashboards';
import { roleFlags } from '@keel/shared/roles';
import type { Database, DashboardLayoutItem, DashboardWidget } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { auditDetails, changeDashboard } from './dashboard-access';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listVisibleTemplates,
  setTemplatePublished,
  type TemplateRow,
} from './dashboard-templates.repository';
import { insertOwnDashboard, newWidgetId } from './dashboards.service';
import { visibleReport } from '../reports/saved-reports.service';

type Db = Kysely<Database>;
const isAdmin = (actor: SessionUser) => roleFlags(actor.role).isAdmin;

function toTemplate(actor: SessionUser, row: TemplateRow): DashboardTemplate {
  return {
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    isPublished: row.is_published,
    layout: row.layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
    widgets: row.widgets,
    createdAt: row.created_at.toISOString(),
    canDelete: row.owner_id === actor.id || isAdmin(actor),
  };
}

/** Widgets under new ids, placed where they were; `config` as the caller wants it kept. */
function renumbered(
  layout: readonly DashboardLayoutItem[],
  widgets: Record<string, DashboardWidget>,
  newId: (n: number) => string,
  config = (c: DashboardWidget['config'], _type: string) => c,
) {
  const ids = new Map(layout.map((item, n) => [item.i, newId(n + 1)]));
  const outWidgets: Record<string, DashboardWidget> = {};
  for (const [oldId, widget] of Object.entries(widgets)) {
    const id = ids.get(oldId);
    if (id) outWidgets[id] = { id, type: widget.type, title: widget.title, config: config(widget.config, widget.type) };
  }
  return { layout: layout.map(({ i, x, y, w, h }) => ({ i: ids.get(i)!, x, y, w, h })), widgets: outWidgets };
}

/**
 * A widget that shows a saved report keeps, in a template, the report's definition as its saver
 * sees it now (decision 0062): the copy shows the same figure without naming the report (a record
 * id), which its new owner may not even see. A report gone or hidden leaves the config as it is.
 */
async function withPinnedReportsInlined(db: Db, actor: SessionUser, widgets: Record<string, DashboardWidget>) {
  const out: Record<string, DashboardWidget> = {};
  for (const [id, widget] of Object.entries(widgets)) {
    const reportId = widget.config.reportId;
    const report = typeof reportId === 'string' ? await visibleReport(db, actor.id, reportId) : undefined;
    out[id] = report ? { ...widget, config: { definition: report.definition } } : widget;
  }
  return out;
}

/**
 * Save as Template (docs/product/dashboards.md#edit-mode): the dashboard's layout and its widgets' types, titles and settings,
 * without record ids, people or anything typed into a config (decisions 0035, 0062). Private to its owner.
 */
export async function saveAsTemplate(db: Db, actor: SessionUser, dashboardId: string, name: string): Promise<DashboardTemplate> {
  let saved: TemplateRow | undefined;
  await changeDashboard(db, actor, dashboardId, async (trx, row) => {
    const kept = renumbered(
      row.layout,
      await withPinnedReportsInlined(trx, actor, row.widgets),
      (n) => `w${n}`,
      (c, type) => templateConfig(type, c) as DashboardWidget['config'],
    );
    saved = await insertTemplate(trx, {
      name,
      owner_id: actor.id,
      owner_name: actor.fullName,
      layout: JSON.stringify(kept.layout),
      widgets: JSON.stringify(kept.widgets),
    });
    await recordAudit(trx, {
      actionType: 'DASHBOARD_SAVED_AS_TEMPLATE',
      user: actor,
      entityType: 'dashboard',
      entityId: dashboardId,
      dashboardId,
      details: { ...auditDetails(actor, row), templateId: saved.id, templateName: name, widgetCount: kept.layout.length },
    });
  });
  return toTemplate(actor, saved!);
}

export async function listTemplates(db: Db, actor: SessionUser): Promise<DashboardTemplate[]> {
  return (await listVisibleTemplates(db, actor.id)).map((row) => toTemplate(actor, row));
}

/** A template the actor may see: theirs or published; anyone else's private one is not found (404). */
async function visibleTemplate(db: Db, actor: SessionUser, id: string, forUpdate = false): Promise<TemplateRow> {
  const row = await findTemplate(db, id, forUpdate);
  if (!row || (row.owner_id !== actor.id && !row.is_published && !isAdmin(actor))) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** Admins publish a template to the whole team, or take it back. */
export async function publishTemplate(db: Db, actor: SessionUser, id: string, isPublished: boolean): Promise<DashboardTemplate> {
  if (!isAdmin(actor)) throw forbidden('Only admins may publish templates to the team.');
  return db.transaction().execute(async (trx) => {
    const row = await visibleTemplate(trx, actor, id, true);
    if (row.is_published === isPublished) return toTemplate(actor, row);
    const after = await setTemplatePublished(trx, id, isPublished);
    await recordAudit(trx, {
      actionType: 'DASHBOARD_TEMPLATE_UPDATED',
      user: actor,
      entityType: 'dashboard_template',
      entityId: id,
      details: { name: row.name, changes: { isPublished: { from: row.is_published, to: isPublished } } },
    });
    return toTemplate(actor, after);
  });
}

/** Its owner (or an admin) deletes a template; dashboards made from it stay as they are. */
export async function removeTemplate(db: Db, actor: SessionUser, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await visibleTemplate(trx, actor, id, true);
    if (row.owner_id !== actor.id && !isAdmin(actor)) throw forbidden('Only its owner or an admin may delete this template.');
    await deleteTemplate(trx, id);
    await recordAudit(trx, {
      actionType: 'DASHBOARD_TEMPLATE_DELETED',
      user: actor,
      entityType: 'dashboard_template',
      entityId: id,
      details: { name: row.name, ownerName: row.owner_name, wasPublished: row.is_published },
    });
  });
}

/** 'New Dashboard' from a template the actor may see: the same widgets in the same places, fresh ids. */
export async function createFromTemplate(db: Db, actor: SessionUser, name: string, templateId: string): Promise<Dashboard> {
  const template = await visibleTemplate(db, actor, templateId);
  const copy = renumbered(template.layout, template.widgets, () => newWidgetId());
  return (await insertOwnDashboard(db, actor, { name, ...copy, source: 'template', templateId }))!;
}
