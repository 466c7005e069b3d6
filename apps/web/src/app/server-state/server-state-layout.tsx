import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { appQueryClient } from '../query-client';
import { ServerStateEffects } from './server-state-effects';

/**
 * The pathless layout route around every non-public route (sign-in, inquiry, CRM, recruitment):
 * TanStack Query is loaded with it, so public pages never download it (decision 0011). The client
 * is module-level, so the cache outlives this layout between visits to public pages.
 */
export function ServerStateLayout() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <ServerStateEffects />
      <Outlet />
    </QueryClientProvider>
  );
}
