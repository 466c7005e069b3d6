import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/auth-context';

// Loaded only once someone signs in: public pages and visitors never download it.
const LiveUpdates = lazy(() => import('../live-updates').then((m) => ({ default: m.LiveUpdates })));

/**
 * App-wide hooks that need the QueryClient go here: rendered once inside the QueryClientProvider
 * of every non-public route. Public pages have no QueryClient and never render this.
 * Live updates (decision 0010): other people's changes refetch the affected queries.
 */
export function ServerStateEffects() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}
