import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../tools/test-workers';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: TEST_WORKERS,
    // Files share their worker's modules, as the server's and the web app's do (decision 0065):
    // these are pure functions, and a fresh module graph per file cost about 1.7 s of start-up each.
    isolate: false,
  },
});
