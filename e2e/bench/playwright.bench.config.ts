import { defineConfig, devices } from '@playwright/test';
import suite from '../playwright.config';

/**
 * Browser benchmarks (npm run bench:board): the suite's server, browser and sign-in setup, with the
 * *.bench.ts files of this folder instead of the journeys. Figures are printed, never asserted.
 */
export default defineConfig({
  ...suite,
  retries: 0,
  reporter: 'list',
  projects: [
    { name: 'setup', testDir: '../tests', testMatch: /\.setup\.ts$/ },
    {
      name: 'bench',
      testDir: '.',
      testMatch: /\.bench\.ts$/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
