import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardViewer } from '../dashboard-viewer';
import { DashboardMenu } from './dashboard-menu';
import { FavouriteButton } from './favourite-button';

function greeting(now: Date) {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

const todayText = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

interface DashboardHeaderProps {
  dashboard: Dashboard;
  /** The menu's list; undefined while it loads. */
  dashboards: DashboardSummary[] | undefined;
  viewer: DashboardViewer | null;
  canEdit: boolean;
  /** The toolbar and menus on the right. */
  actions: ReactNode;
  /** A member's first visit: 'Welcome' instead of the time of day. */
  welcome?: boolean;
}

/** Greeting, the dashboard-name dropdown, favourite star and badges; actions on the right. */
export function DashboardHeader({ dashboard, dashboards, viewer, canEdit, actions, welcome = false }: DashboardHeaderProps) {
  const now = new Date();
  const firstName = viewer?.fullName.split(/\s+/)[0] ?? '';
  const own = viewer?.id === dashboard.ownerId;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div className="min-w-0">
        <p className="text-sm text-slate-500">
          {welcome ? 'Welcome' : greeting(now)}
          {firstName ? `, ${firstName}` : ''} · {todayText.format(now)}
        </p>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="min-w-0">
            <DashboardMenu name={dashboard.name} activeId={dashboard.id} dashboards={dashboards} />
          </h1>
          {canEdit ? <FavouriteButton dashboard={dashboard} /> : null}
          {dashboard.isDefault ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">Default</span>
          ) : null}
          {!own ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <UserRound aria-hidden className="h-3.5 w-3.5" />
              Owned by {dashboard.ownerName}
            </span>
          ) : null}
        </div>
      </div>
      {actions}
    </div>
  );
}
