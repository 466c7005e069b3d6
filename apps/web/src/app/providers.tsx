import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { AuthProvider, useAuth } from '../features/auth/auth-context';

// Loaded only once someone signs in: public pages never download it.
const LiveUpdates = lazy(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

function LiveUpdatesWhenSignedIn() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}

/** Server state, session, live updates and toasts around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <LiveUpdatesWhenSignedIn />
        <ToastOutlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
