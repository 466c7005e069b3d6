import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../tools/test-workers';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    root,
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A worker loads React, the app and the DOM once for all its files instead of once per file:
    // 310 s → 78 s of CPU for the web tests (decision 0065). Each test still renders into a clean
    // document (cleanup in setup.ts); a file that changes module state resets it itself.
    isolate: false,
    maxWorkers: TEST_WORKERS,
    // Whole-app renders with lazy routes run long on a busy two-core machine; a correct test must not time out.
    testTimeout: 20_000,
  },
});
