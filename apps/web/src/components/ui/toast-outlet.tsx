import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster when the first toast is raised and keeps it from then on: the toast UI code is
 * not part of a public page's first load (decision 0004); toasts raised meanwhile wait in the store.
 */
export function ToastOutlet() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
