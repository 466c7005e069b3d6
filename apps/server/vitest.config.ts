import { defineProject } from 'vitest/config';
import { serverTestOptions } from './vitest.shared';

/**
 * The whole API suite. With TEST_DATABASE_URL it runs on that PostgreSQL server, and the files of
 * the embedded subset (*.embedded.test.ts) are left to the 'server-embedded' project; without it
 * (a developer machine with nothing installed) every file runs here, on PGlite.
 */
export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**', 'src/**/*.embedded.test.ts'] : ['**/node_modules/**'],
  },
});
