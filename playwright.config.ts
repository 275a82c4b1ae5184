import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumExecutable} from './scripts/lib/chromium';

/**
 * End-to-end tests run CHROMIUM_PATH, else the system's Chromium, else
 * Playwright's own browser (scripts/lib/chromium.ts), against
 * the production build served on 127.0.0.1. Build first with E2E_FIXTURES=true
 * (`npm test` does this) so the test-only pages exist. E2E_BUILD_DIR and
 * E2E_PORT let several builds be tested side by side; `npm test` sets E2E_PORT
 * (and E2E_ANVIL_PORT, the node the build reads) to free ports, 4173 serves a
 * manual run.
 */
const port = Number(process.env.E2E_PORT || 4173);
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const FIRST_TAP_SPEC = /first-tap\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // CI has two shared cores; lazy chunks can take a few seconds to arrive there.
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-report.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A service worker would answer requests from its caches, out of reach of
    // the specs' request routing; offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}, testIgnore: FIRST_TAP_SPEC},
    // The timed taps run one at a time after every other test: a second worker's load would be timed with them.
    {
      name: 'first tap',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: FIRST_TAP_SPEC,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts ${buildDir}`,
    env: {PORT: String(port), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
