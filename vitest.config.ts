import './tools/node20-polyfills';
import { defineConfig } from 'vitest/config';

/** One test run over every workspace: shared logic, the server's API, the web app's components. */
export default defineConfig({
  test: {
    projects: ['packages/shared/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
