import type { Dashboard, DashboardSummary } from '@keel/shared/dashboards';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { useEnsureDefaultDashboard } from './api/ensure-default-dashboard';
import { useDashboardQuery } from './api/get-dashboard';
import { useDashboardsQuery } from './api/get-dashboards';

export type ActiveDashboardState =
  | { status: 'loading'; label: string }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'none' }
  | { status: 'ready'; dashboard: Dashboard; dashboards: DashboardSummary[]; routeUnavailable: boolean };

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * The dashboard to show (SPEC §4): the route's if it exists (and the user may see it), otherwise
 * the default, otherwise the first. A user with no dashboard gets 'My Default Dashboard', created
 * once per visit of the page (after deleting the last one, the page offers to create one instead).
 */
export function useActiveDashboard(routeId: string | undefined): ActiveDashboardState {
  const list = useDashboardsQuery();
  const { mutate: ensureDefault, isPending: creatingDefault } = useEnsureDefaultDashboard();
  const triedDefault = useRef(false);

  useEffect(() => {
    if (list.data?.length === 0 && !triedDefault.current) {
      triedDefault.current = true;
      ensureDefault();
    }
  }, [list.data, ensureDefault]);

  const fromRoute = useDashboardQuery(routeId);
  const routeUnavailable = Boolean(routeId) && fromRoute.isError && isRefusal(fromRoute.error);
  const fallback = list.data?.find((d) => d.isDefault) ?? list.data?.[0];
  const activeId = routeId && !routeUnavailable ? routeId : fallback?.id;
  const active = useDashboardQuery(activeId);

  if (list.isError) return { status: 'error', error: list.error, retry: () => void list.refetch() };
  if (list.isPending || (routeId && fromRoute.isPending)) return { status: 'loading', label: 'Loading dashboard...' };
  if (creatingDefault) return { status: 'loading', label: 'Setting up your dashboard...' };
  if (!activeId) return { status: 'none' };
  if (active.isError) return { status: 'error', error: active.error, retry: () => void active.refetch() };
  if (active.isPending) return { status: 'loading', label: 'Loading dashboard...' };
  return { status: 'ready', dashboard: active.data, dashboards: list.data, routeUnavailable };
}
