import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${PORT}`;
// Debian's Chromium: its headless shell (package chromium-headless-shell, which .ci/run installs)
// when present, the same Blink and V8 without the browser's UI, and the kind of headless browser
// Playwright itself uses by default (decision 0065). E2E_CHROMIUM names another binary.
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Real browser against the real server (built web app + API) on a fresh embedded database per
 * run, in demo mode (seeds the demo users of @keel/shared/demo). Run `npm run build` first: it
 * builds the web app and compiles the server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results'),
  // Files run side by side, each file's tests in order in one worker. Tried fully parallel on
  // 2026-11-26: on two cores the first full run had done 178 of 223 tests after 29 minutes (all of them took 14 before), and the
  // applicants list and a job board, loaded while the other worker filled the same tables, missed
  // their 10 s twice in a row. Specs whose tests build on each other still say so
  // (test.describe.configure({ mode: 'serial' })), so a later switch stays possible (decision 0042).
  fullyParallel: false,
  // Two, one per core of the CI machine: each worker drives Chromium (often two browsers in a
  // journey) against one shared server and its embedded database, which need the same two cores.
  // E2E_WORKERS tries another count (decision 0089 has the figures).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: a loaded machine (two browsers per journey, axe) must not fail a correct journey. On
  // 2026-11-26 pages on this two-core machine often took 10–20 s to show their first data under a
  // full run (a page left on 'Loading...' at 10 s, then shown), so waits allow 20 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    // Pages as a visitor who asked for reduced motion sees them: no spinning loaders, progress bars
    // or fades for the browser to draw frame after frame. On two cores, drawing them took 53 s of
    // CPU in guards.spec.ts' eight journeys, 21 s with this (decision 0065). Specs about motion
    // ask for it back (client-logo-banner.spec.ts).
    reducedMotion: 'reduce',
    // A trace records a screencast and a DOM snapshot at every step: on the four-spec sample of
    // 2026-11-26 it took a third of the browsers' CPU (415 s → 276 s without it, 286 s → 194 s
    // wall; decision 0065). CI retries a failed test once, and that retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Each demo role signs in once; journeys start from that saved state (sign-in.setup.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'chromium',
      testIgnore: /exclusive\//,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Journeys that change a server-wide setting (e.g. two-factor sign-in required): after all the others, never beside one.
    {
      name: 'exclusive',
      testMatch: /exclusive\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The compiled server `npm start` runs (npm run build makes it with the web app; decision 0075).
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: repoRoot,
    port: PORT,
    env: {
      PORT: String(PORT),
      DATA_DIR: path.join(os.tmpdir(), `keel-e2e-${Date.now()}`),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: keep the public forms' per-IP limit out of their way.
      PUBLIC_FORM_RATE_LIMIT: '1000',
      // ... and the careers acknowledgements per client address: the journeys read them (and their withdrawal links) in the outbox.
      CAREERS_ACK_PER_ADDRESS: '1000',
      // ... and let simultaneous sign-ins (two workers, several browsers each) all take a place in the hashing queue.
      SIGNIN_HASH_QUEUE_PER_IP: '8',
      // The sessions signed in once at the start are reused by the whole run: no idle timeout in between (decision 0068).
      SESSION_IDLE_MINUTES: '600',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
