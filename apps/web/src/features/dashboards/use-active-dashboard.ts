import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { useEnsureDefaultDashboard } from './api/ensure-default-dashboard';
import { useActiveDashboardIdQuery } from './api/get-active-dashboard';
import { useDashboardQuery } from './api/get-dashboard';
import { useDashboardsQuery } from './api/get-dashboards';

export type ActiveDashboardState =
  | { status: 'loading'; label: string }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'none' }
  | {
      status: 'ready';
      dashboard: Dashboard;
      dashboards: DashboardSummary[] | undefined;
      routeUnavailable: boolean;
      /** The default dashboard was made on this visit: the member's first (or they had deleted every one). */
      firstVisit: boolean;
    };

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * The dashboard to show (docs/product/dashboards.md#choosing-a-dashboard): the route's if it exists (and the user may see it), otherwise
 * the default, otherwise the first. Whenever the user has none (first visit, or after deleting the
 * last one) 'My Default Dashboard' is created; only if that fails does the page offer to create one.
 * The menu's list loads alongside and never holds the dashboard back.
 */
export function useActiveDashboard(routeId: string | undefined): ActiveDashboardState {
  const list = useDashboardsQuery();
  const fromRoute = useDashboardQuery(routeId);
  const routeUnavailable = Boolean(routeId) && fromRoute.isError && isRefusal(fromRoute.error);
  const useFallback = !routeId || routeUnavailable;
  // Asked alongside the route's dashboard, so a missing one falls back without another round trip.
  const fallback = useActiveDashboardIdQuery();
  const { mutate: ensureDefault, status: creation } = useEnsureDefaultDashboard();
  const needsDefault = useFallback && fallback.data === null;

  useEffect(() => {
    // After a failure the page offers 'Create Dashboard' instead of trying again by itself.
    if (needsDefault && (creation === 'idle' || creation === 'success')) ensureDefault();
  }, [needsDefault, creation, ensureDefault]);

  const activeId = useFallback ? (fallback.data ?? undefined) : routeId;
  const active = useDashboardQuery(activeId);

  if (routeId && fromRoute.isPending) return { status: 'loading', label: 'Loading dashboard...' };
  if (useFallback) {
    if (fallback.isError) return { status: 'error', error: fallback.error, retry: () => void fallback.refetch() };
    if (fallback.isPending) return { status: 'loading', label: 'Loading dashboard...' };
    if (fallback.data === null)
      return creation === 'error' ? { status: 'none' } : { status: 'loading', label: 'Setting up your dashboard...' };
  }
  if (active.isError) return { status: 'error', error: active.error, retry: () => void active.refetch() };
  if (active.isPending) return { status: 'loading', label: 'Loading dashboard...' };
  return { status: 'ready', dashboard: active.data, dashboards: list.data, routeUnavailable, firstVisit: creation === 'success' };
}
