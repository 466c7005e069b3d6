import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../components/ui/use-toast';

// The app mounts the Toaster lazily on the first toast (public-page JS budget, decision 0004).
// Component tests render it from the start, so toast assertions can look for the region at once;
// toast-outlet.test.tsx covers the lazy mounting itself.
vi.mock('../components/ui/toast-outlet', async () => {
  const { Toaster } = await import('../components/ui/toast');
  return { ToastOutlet: Toaster };
});

// Pages and menus are lazy chunks (each public page, the guards, the signed-in menus): their first
// import can take over a second in a busy parallel run.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetToasts();
});
