import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { AuthProvider } from '../features/auth/auth-context';

/** Server state, session and toasts around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToastOutlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
