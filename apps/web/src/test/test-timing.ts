import { vi } from 'vitest';

/**
 * These tests walk whole lazily loaded pages through several requests each; on a busy machine
 * that can pass vitest's 5 s per-test default without anything being wrong with the page.
 */
export function allowSlowPages() {
  vi.setConfig({ testTimeout: 30_000 });
}
