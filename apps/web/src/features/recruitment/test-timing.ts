import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * These tests render whole lazily loaded pages; on a busy machine a page and its answers take
 * longer than Testing Library's 1 s default to appear, which is not a failure of the page.
 */
export function allowSlowPages() {
  configure({ asyncUtilTimeout: 5_000 });
  vi.setConfig({ testTimeout: 30_000 });
}
