import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database: a PGlite loaded from a migrated template, or a
    // PostgreSQL database cloned from a template when TEST_DATABASE_URL is set.
    pool: 'forks',
  },
});
