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
    // Each file on its own modules, as before decision 0065: these files start servers and
    // PGlite instances of their own, so sharing modules saves little here, and a file that
    // timed out while loading the app left the next files of its worker with no tests.
    isolate: true,
    name: 'server-embedded',
    include: EMBEDDED_TEST_FILES,
  },
});
