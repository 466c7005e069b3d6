import { defineProject } from 'vitest/config';
import { EMBEDDED_TEST_FILES, serverTestOptions } from './vitest.shared';

/**
 * The embedded subset (decision 0042), on PGlite while the 'server' project runs on PostgreSQL:
 * the database layer (src/db), crash safety, the data-dir lock, backup, one process per data dir,
 * and a smoke sweep over every module. Listed by the root config only when TEST_DATABASE_URL is
 * set; without it the 'server' project runs these files on PGlite anyway.
 */
export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server-embedded',
    include: EMBEDDED_TEST_FILES,
  },
});
