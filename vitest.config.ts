import './tools/node20-polyfills';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tools/test-workers';

/**
 * One test run over every workspace: shared logic, the server's API, the web app's components.
 * With TEST_DATABASE_URL (CI) the API suite runs on PostgreSQL and its embedded subset on PGlite
 * as a second project, 'server-embedded' (decision 0042).
 */
export default defineConfig({
  test: {
    // Files side by side: an API test file spends much of its time waiting on its database, so one
    // worker per core keeps both cores busy (Vitest's default, cores − 1, is one worker on a
    // two-core machine). VITEST_MAX_WORKERS overrides it; decision 0042 has the 2- and 3-worker figures.
    // Each project sets it too (tools/test-workers.ts): projects do not inherit it.
    maxWorkers: TEST_WORKERS,
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.embedded.config.ts'] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
