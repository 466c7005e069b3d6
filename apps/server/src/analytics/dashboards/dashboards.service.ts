import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Dashboard,
  DEFAULT_DASHBOARD_NAME,
  DEFAULT_DASHBOARD_WIDGETS,
  DEFAULT_WIDGET_CONFIG,
  type DashboardSummary,
  isWidgetType,
  layoutProblem,
  type UpdateDashboardInput,
  type Widget,
} from '@keel/shared/dashboards';
import { roleFlags } from '@keel/shared/roles';
import type { Database, DashboardLayoutItem, DashboardUpdate, DashboardWidget, JsonValue } from '../../db/types';
import { forbidden, notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { auditDetails, changeDashboard, lockedDashboard, readableDashboard, toDashboard, toSummary } from './dashboard-access';
import {
  clearDefault,
  countDashboardsByOwner,
  deleteDashboard,
  findActiveDashboard,
  findDashboard,
  insertDashboard,
  listDashboardsByOwner,
  lockOwner,
  updateDashboard,
} from './dashboards.repository';
import { checkedWidgetConfig } from './widget-config-check';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

export const newDashboardId = () => `dash-${randomUUID()}`;
export const newWidgetId = () => `widget-${randomUUID()}`;

/** A user's dashboards; an admin may list anyone's, others only their own. */
export async function listDashboards(db: Kysely<Database>, actor: SessionUser, ownerId = actor.id): Promise<DashboardSummary[]> {
  if (ownerId !== actor.id && !roleFlags(actor.role).isAdmin) throw forbidden('You can only list your own dashboards.');
  return (await listDashboardsByOwner(db, ownerId)).map(toSummary);
}

export async function getDashboard(db: Kysely<Database>, actor: SessionUser, id: string): Promise<Dashboard> {
  return toDashboard(await readableDashboard(db, actor, id));
}

interface NewDashboardValues {
  name: string;
  layout: DashboardLayoutItem[];
  widgets: Record<string, DashboardWidget>;
  source: 'default' | 'new' | 'duplicate' | 'template';
  duplicatedFrom?: string;
  templateId?: string;
}

/**
 * Inserts a dashboard for the actor, in one transaction with its audit entry. The owner's row is
 * locked first; `onlyIfNone` then makes it a no-op when the owner already has a dashboard.
 * A user's first dashboard becomes their default.
 */
export async function insertOwnDashboard(db: Kysely<Database>, actor: SessionUser, values: NewDashboardValues, onlyIfNone = false) {
  return db
    .transaction()
    .execute(async (trx) => {
      if (!(await lockOwner(trx, actor.id))) throw notFound('User not found.');
      const existing = await countDashboardsByOwner(trx, actor.id);
      if (onlyIfNone && existing > 0) return undefined;
      const id = newDashboardId();
      await insertDashboard(trx, {
        id,
        owner_id: actor.id,
        name: values.name,
        layout: JSON.stringify(values.layout),
        widgets: JSON.stringify(values.widgets),
        is_default: existing === 0,
      });
      await recordAudit(trx, {
        actionType: 'DASHBOARD_CREATED',
        user: actor,
        entityType: 'dashboard',
        entityId: id,
        dashboardId: id,
        details: {
          name: values.name,
          source: values.source,
          widgetCount: Object.keys(values.widgets).length,
          ...(values.duplicatedFrom ? { duplicatedFrom: values.duplicatedFrom } : {}),
          ...(values.templateId ? { templateId: values.templateId } : {}),
        },
      });
      return toDashboard((await findDashboard(trx, id))!);
    })
    .then(published(db, (dashboard) => dashboard && { topic: 'dashboards', id: dashboard.id, ownerId: actor.id, by: actor.id }));
}

/**
 * The dashboard to open when the user has none: 'My Default Dashboard' with the three widgets of
 * docs/product/dashboards.md#default-dashboard. Safe to call twice at once: only one is ever created.
 */
export async function ensureDefaultDashboard(
  db: Kysely<Database>,
  actor: SessionUser,
): Promise<{ dashboard: Dashboard; created: boolean }> {
  const widgets: Record<string, DashboardWidget> = {};
  const layout: DashboardLayoutItem[] = [];
  for (const { title, type, x, y, w, h } of DEFAULT_DASHBOARD_WIDGETS) {
    const id = newWidgetId();
    widgets[id] = { id, type, title, config: { ...DEFAULT_WIDGET_CONFIG[type] } };
    layout.push({ i: id, x, y, w, h });
  }
  const created = await insertOwnDashboard(db, actor, { name: DEFAULT_DASHBOARD_NAME, layout, widgets, source: 'default' }, true);
  if (created) return { dashboard: created, created: true };
  return { dashboard: await getActiveDashboard(db, actor), created: false };
}

/** The caller's default dashboard, otherwise their first; 404 when they have none. */
export async function getActiveDashboard(db: Kysely<Database>, actor: SessionUser): Promise<Dashboard> {
  const row = await findActiveDashboard(db, actor.id);
  if (!row) throw notFound('You have no dashboard yet.');
  return toDashboard(row);
}

/** A new, empty dashboard of the actor's (docs/product/dashboards.md#choosing-a-dashboard: it becomes the active one in the UI). */
export function createDashboard(db: Kysely<Database>, actor: SessionUser, name: string): Promise<Dashboard> {
  return insertOwnDashboard(db, actor, { name, layout: [], widgets: {}, source: 'new' }) as Promise<Dashboard>;
}

/** A copy of a dashboard the actor may read, owned by the actor, with fresh widget ids. */
export async function duplicateDashboard(db: Kysely<Database>, actor: SessionUser, id: string, name?: string): Promise<Dashboard> {
  const source = await readableDashboard(db, actor, id);
  const newIds = new Map(Object.keys(source.widgets).map((widgetId) => [widgetId, newWidgetId()]));
  const widgets: Record<string, DashboardWidget> = {};
  for (const [oldId, widget] of Object.entries(source.widgets)) {
    const widgetId = newIds.get(oldId)!;
    widgets[widgetId] = { ...widget, id: widgetId };
  }
  const layout = source.layout.map((item) => ({ ...item, i: newIds.get(item.i) ?? item.i }));
  return (await insertOwnDashboard(db, actor, {
    name: name ?? `Copy of ${source.name}`.slice(0, 100),
    layout,
    widgets,
    source: 'duplicate',
    duplicatedFrom: source.id,
  }))!;
}

/** Each widget carries its key as id; a known type's config passes its schema (decision 0034) and is stored as parsed. */
function checkWidgets(widgets: Record<string, Widget>) {
  for (const [key, widget] of Object.entries(widgets)) {
    if (widget.id !== key)
      throw validationError(`Widget "${key}" must carry its own key as id.`, { [`widgets.${key}.id`]: 'Does not match its key.' });
    if (isWidgetType(widget.type)) widget.config = checkedWidgetConfig(widget.type, widget.config);
  }
}

/**
 * Name, favourite, layout and widgets, in one transaction. A layout must place exactly the
 * widgets it sits with. Unchanged values write nothing; each kind of change gets its audit entry.
 */
export async function updateDashboardFields(
  db: Kysely<Database>,
  actor: SessionUser,
  id: string,
  input: UpdateDashboardInput,
): Promise<Dashboard> {
  if (input.widgets) checkWidgets(input.widgets);
  return changeDashboard(db, actor, id, async (trx, row) => {
    const widgets = (input.widgets as Record<string, DashboardWidget> | undefined) ?? row.widgets;
    const layout = input.layout ?? row.layout;
    if (input.layout || input.widgets) {
      const problem = layoutProblem(layout, Object.keys(widgets));
      if (problem) throw validationError(problem, { layout: problem });
    }
    const set: DashboardUpdate = {};
    const changes: Record<string, JsonValue> = {};
    if (input.name !== undefined && input.name !== row.name) {
      set.name = input.name;
      changes.name = { from: row.name, to: input.name };
    }
    if (input.isFavorite !== undefined && input.isFavorite !== row.is_favorite) {
      set.is_favorite = input.isFavorite;
      changes.isFavorite = input.isFavorite;
    }
    if (input.widgets && JSON.stringify(input.widgets) !== JSON.stringify(row.widgets)) {
      set.widgets = JSON.stringify(input.widgets);
      changes.widgetCount = Object.keys(input.widgets).length;
    }
    const layoutChanged = input.layout !== undefined && JSON.stringify(input.layout) !== JSON.stringify(toDashboard(row).layout);
    if (layoutChanged) set.layout = JSON.stringify(input.layout);
    if (Object.keys(set).length === 0) return;
    await updateDashboard(trx, id, set);
    const common = { user: actor, entityType: 'dashboard', entityId: id, dashboardId: id } as const;
    if (layoutChanged) {
      await recordAudit(trx, {
        ...common,
        actionType: 'DASHBOARD_LAYOUT_CHANGED',
        details: { ...auditDetails(actor, row), layout: input.layout! },
      });
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(trx, { ...common, actionType: 'DASHBOARD_UPDATED', details: { ...auditDetails(actor, row), changes } });
    }
  });
}

/** Save Layout (docs/product/dashboards.md#edit-mode): stores the layout the user sees and records the manual save. */
export function saveLayout(db: Kysely<Database>, actor: SessionUser, id: string, layout: DashboardLayoutItem[]): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    const problem = layoutProblem(layout, Object.keys(row.widgets));
    if (problem) throw validationError(problem, { layout: problem });
    await updateDashboard(trx, id, { layout: JSON.stringify(layout) });
    await recordAudit(trx, {
      actionType: 'DASHBOARD_MANUAL_SAVE',
      user: actor,
      entityType: 'dashboard',
      entityId: id,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetCount: layout.length, layout: layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) },
    });
  });
}

/** Makes this the owner's one default dashboard (the partial unique index holds the rule). */
export function setDefaultDashboard(db: Kysely<Database>, actor: SessionUser, id: string): Promise<Dashboard> {
  return changeDashboard(db, actor, id, async (trx, row) => {
    if (row.is_default) return;
    await clearDefault(trx, row.owner_id);
    await updateDashboard(trx, id, { is_default: true });
    await recordAudit(trx, {
      actionType: 'DASHBOARD_UPDATED',
      user: actor,
      entityType: 'dashboard',
      entityId: id,
      dashboardId: id,
      details: { ...auditDetails(actor, row), changes: { isDefault: true } },
    });
  });
}

export async function removeDashboard(db: Kysely<Database>, actor: SessionUser, id: string): Promise<void> {
  let ownerId = actor.id;
  await db.transaction().execute(async (trx) => {
    const row = await lockedDashboard(trx, actor, id);
    ownerId = row.owner_id;
    await deleteDashboard(trx, id);
    await recordAudit(trx, {
      actionType: 'DASHBOARD_DELETED',
      user: actor,
      entityType: 'dashboard',
      entityId: id,
      dashboardId: id,
      details: { ...auditDetails(actor, row), widgetCount: Object.keys(row.widgets).length, wasDefault: row.is_default },
    });
  });
  publishChange(db, { topic: 'dashboards', id, ownerId, by: actor.id });
}
