import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../components/ui/use-toast';

afterEach(() => {
  cleanup();
  resetToasts();
});

// Lazy route chunks load slowly on a busy 2-core CI machine: give findBy*/waitFor room.
configure({ asyncUtilTimeout: 5000 });
