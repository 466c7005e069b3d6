import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../tools/test-workers';

export default defineProject({
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: TEST_WORKERS },
});
