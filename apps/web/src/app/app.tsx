import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

/** The browser app: providers around the data router made by main.tsx. */
export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
