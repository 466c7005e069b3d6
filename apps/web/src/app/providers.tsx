import type { ReactNode } from 'react';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { AuthProvider } from '../features/auth/auth-context';

/**
 * Session and toasts around the router. Server state (TanStack Query) is not here: it wraps only
 * the non-public routes (server-state/server-state-layout.tsx, decision 0011).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToastOutlet />
    </AuthProvider>
  );
}
