/**
 * What both server projects share (decision 0042). Each test file gets its own database: a PGlite
 * loaded from a migrated template, or a PostgreSQL database cloned from a template when the
 * project runs on PostgreSQL (TEST_DATABASE_URL).
 */
export const serverTestOptions = {
  environment: 'node' as const,
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

/**
 * Test files of the embedded subset: they run on PGlite even when the suite runs on PostgreSQL.
 * `*.embedded.test.ts` run on PGlite only; the database layer and `*.both.test.ts` (the four-file
 * field test, decision 0043) run on both databases.
 */
export const EMBEDDED_TEST_FILES = ['src/**/*.embedded.test.ts', 'src/**/db/**/*.test.ts', 'src/**/*.both.test.ts'];
