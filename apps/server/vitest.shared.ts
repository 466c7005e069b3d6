import { TEST_WORKERS } from '../../tools/test-workers';

/**
 * What both server projects share (decision 0042). Each test file gets its own database: a PGlite
 * loaded from a migrated template, or a PostgreSQL database cloned from a template when the
 * project runs on PostgreSQL (TEST_DATABASE_URL).
 */
export const serverTestOptions = {
  maxWorkers: TEST_WORKERS,
  environment: 'node' as const,
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // A worker loads the server's modules once for all its files instead of once per file: each file
  // still gets its own app and database, and no server module keeps state of its own between apps.
  // Loading them was about 3 s of CPU per file; the API suite's CPU went from 620 s to 262 s
  // (decision 0065). A file that changes modules' state (contact-added-field.both.test.ts adds a
  // field) starts and ends with vi.resetModules().
  isolate: false,
};

/**
 * Test files of the embedded subset: they run on PGlite even when the suite runs on PostgreSQL.
 * `*.embedded.test.ts` run on PGlite only; the database layer and `*.both.test.ts` (the four-file
 * field test, decision 0043) run on both databases.
 */
export const EMBEDDED_TEST_FILES = ['src/**/*.embedded.test.ts', 'src/**/db/**/*.test.ts', 'src/**/*.both.test.ts'];
