import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../components/ui/use-toast';

// Lazy route modules load on first use; on a busy machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
});

// Lazy route chunks load slowly on a busy 2-core CI machine: give findBy*/waitFor room.
configure({ asyncUtilTimeout: 5000 });
