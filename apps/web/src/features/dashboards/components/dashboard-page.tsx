import { paths } from '@keel/shared/paths';
import { CircleAlert, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { DashboardViewer } from '../dashboard-viewer';
import { useActiveDashboard } from '../use-active-dashboard';
import { DashboardView } from './dashboard-view';
import { NoDashboardCard } from './no-dashboard-card';

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-5">
      <Spinner label={label} showLabel />
      <div aria-hidden className="grid grid-cols-12 gap-2.5">
        {[
          'col-span-12 h-96 lg:col-span-6',
          'col-span-12 h-48 sm:col-span-6 lg:col-span-3',
          'col-span-12 h-48 sm:col-span-6 lg:col-span-3',
        ].map((span, i) => (
          // Placeholders in a fixed order: their place is their identity (two share a size).
          <div key={i} className={`${span} animate-pulse rounded-xl border border-slate-200 bg-white motion-reduce:animate-none`} />
        ))}
      </div>
    </div>
  );
}

/** /crm/dashboard and /crm/dashboard/{dashboardId}: the signed-in user's dashboards. */
export function DashboardPage({ routeId, viewer }: { routeId?: string; viewer: DashboardViewer | null }) {
  const state = useActiveDashboard(routeId);
  const navigate = useNavigate();
  const location = useLocation();
  const shownId = state.status === 'ready' ? state.dashboard.id : undefined;
  const replaceRoute = state.status === 'ready' && state.routeUnavailable;
  // An unknown (or foreign) id is replaced in the address bar by the dashboard shown; the state
  // keeps the notice saying why after the swap.
  useEffect(() => {
    if (replaceRoute && shownId) void navigate(paths.dashboardById(shownId), { replace: true, state: { dashboardUnavailable: true } });
  }, [replaceRoute, shownId, navigate]);
  const unavailable = replaceRoute || (location.state as { dashboardUnavailable?: boolean } | null)?.dashboardUnavailable === true;
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-6 lg:px-6 lg:py-8">
      <DocumentTitle title={state.status === 'ready' ? state.dashboard.name : 'Dashboard'} />
      {state.status === 'loading' ? <DashboardSkeleton label={state.label} /> : null}
      {state.status === 'none' ? <NoDashboardCard /> : null}
      {state.status === 'error' ? (
        <Card role="alert" className="mx-auto mt-10 max-w-lg p-8 text-center">
          <CircleAlert aria-hidden className="mx-auto h-8 w-8 text-red-600" />
          <h1 className="mt-3 text-lg font-semibold text-slate-900">Could not load the dashboard.</h1>
          <p className="mt-1 text-sm text-slate-600">{errorMessage(state.error)}</p>
          <Button className="mt-5" variant="outline" onClick={state.retry}>
            Try again
          </Button>
        </Card>
      ) : null}
      {state.status === 'ready' ? (
        <>
          {unavailable ? (
            <p
              role="status"
              className="mb-4 flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm text-brand-900"
            >
              <Info aria-hidden className="h-4 w-4 shrink-0" />
              That dashboard was not found or is not yours to open. Showing "{state.dashboard.name}" instead.
            </p>
          ) : null}
          <DashboardView
            key={state.dashboard.id}
            dashboard={state.dashboard}
            dashboards={state.dashboards}
            viewer={viewer}
            welcome={state.firstVisit}
          />
        </>
      ) : null}
    </div>
  );
}
