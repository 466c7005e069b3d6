import type { Dashboard, DashboardSummary, LayoutItem } from '@keel/shared/dashboards';
import { Move } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveWidget } from '../api/remove-widget';
import { useRenameWidget } from '../api/rename-widget';
import { useUpdateDashboard } from '../api/update-dashboard';
import type { DashboardViewer } from '../dashboard-viewer';
import { NUDGES, nudgeLayout } from '../layout-nudge';
import { ConfigureWidgetDialog } from './configure-widget-dialog';
import { DashboardActionsMenu } from './dashboard-actions-menu';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardGrid } from './dashboard-grid';
import { DashboardHeader } from './dashboard-header';
import { DashboardToolbar } from './dashboard-toolbar';
import { WidgetFrame } from './widget-frame';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

/** One dashboard: header, toolbar and the widget grid. Only its owner or an admin may edit (docs/product/roles-and-permissions.md#dashboard-ownership). */
export function DashboardView({
  dashboard,
  dashboards,
  viewer,
  welcome = false,
}: {
  dashboard: Dashboard;
  dashboards: DashboardSummary[] | undefined;
  viewer: DashboardViewer | null;
  /** The member's first visit: the header welcomes them. */
  welcome?: boolean;
}) {
  const canEdit = viewer?.id === dashboard.ownerId || viewer?.isAdmin === true;
  const [editMode, setEditMode] = useState(false);
  const editing = canEdit && editMode;
  // Remounting the grid puts widgets back where the server has them after a refused change.
  const [gridKey, setGridKey] = useState(0);
  const shownLayout = useRef<LayoutItem[] | null>(null);
  const { mutate: updateDashboard } = useUpdateDashboard();
  const { mutate: renameWidget } = useRenameWidget();
  const { mutate: removeWidget } = useRemoveWidget();
  const id = dashboard.id;

  const arrange = useCallback(
    (layout: LayoutItem[]) =>
      updateDashboard(
        { id, changes: { layout } },
        {
          onError: (error) => {
            failed(error);
            setGridKey((key) => key + 1);
          },
        },
      ),
    [id, updateDashboard],
  );
  const rememberLayout = useCallback((layout: LayoutItem[]) => {
    shownLayout.current = layout;
  }, []);
  // The widget whose Configure dialog is open.
  const [configuring, setConfiguring] = useState<string | null>(null);
  // What a keyboard move or resize did, for screen readers.
  const [announcement, setAnnouncement] = useState('');

  const renderWidget = useCallback(
    (widget: Dashboard['widgets'][string]) => (
      <WidgetFrame
        dashboardId={id}
        widget={widget}
        editMode={editing}
        onRename={(title) =>
          renameWidget(
            { id, widgetId: widget.id, title },
            { onSuccess: () => toast({ title: 'Widget Updated', description: `The widget is now called "${title}".` }), onError: failed },
          )
        }
        onConfigure={() => setConfiguring(widget.id)}
        onNudge={(nudge) => {
          const next = nudgeLayout(shownLayout.current ?? dashboard.layout, widget.id, nudge);
          setAnnouncement(
            next ? `${widget.title}: ${NUDGES[nudge].toLowerCase()}.` : `${widget.title} cannot ${NUDGES[nudge].toLowerCase()}.`,
          );
          if (!next) return;
          shownLayout.current = next;
          arrange(next);
        }}
        onRemove={() =>
          removeWidget(
            { id, widgetId: widget.id },
            {
              onSuccess: () => toast({ title: 'Widget Removed', description: `"${widget.title}" was removed from the dashboard.` }),
              onError: failed,
            },
          )
        }
      />
    ),
    [editing, id, renameWidget, removeWidget, arrange, dashboard.layout],
  );

  const empty = Object.keys(dashboard.widgets).length === 0;
  const configured = configuring && Object.hasOwn(dashboard.widgets, configuring) ? dashboard.widgets[configuring] : null;
  return (
    <div className="space-y-5">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DashboardHeader
        dashboard={dashboard}
        dashboards={dashboards}
        viewer={viewer}
        welcome={welcome}
        canEdit={canEdit}
        actions={
          canEdit ? (
            <div className="flex flex-wrap items-center gap-2">
              <DashboardToolbar
                dashboard={dashboard}
                editMode={editing}
                onEditModeChange={setEditMode}
                currentLayout={() => shownLayout.current ?? dashboard.layout}
                isAdmin={viewer?.isAdmin === true}
              />
              <DashboardActionsMenu dashboard={dashboard} />
            </div>
          ) : null
        }
      />
      {configured ? (
        <ConfigureWidgetDialog
          dashboardId={id}
          widget={configured}
          open
          onOpenChange={(open) => setConfiguring(open ? configured.id : null)}
        />
      ) : null}
      {editing && !empty ? (
        <p className="flex items-center gap-2 rounded-lg border border-accent-200 bg-accent-50 px-4 py-2.5 text-sm text-accent-900">
          <Move aria-hidden className="h-4 w-4 shrink-0" />
          Drag a widget by its header to move it, or by its bottom-right corner to resize it. Changes are saved as you make them.
        </p>
      ) : null}
      {empty ? (
        <DashboardEmpty editMode={editing} canEdit={canEdit} />
      ) : (
        <div className="-mx-2.5">
          <DashboardGrid
            key={gridKey}
            dashboard={dashboard}
            editMode={editing}
            onArrange={arrange}
            onLayoutShown={rememberLayout}
            renderWidget={renderWidget}
          />
        </div>
      )}
    </div>
  );
}
