import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_OPERATOR_NAME } from './tests/e2e/operator.js';

/**
 * The browser suite: Debian's Chromium (never a downloaded browser) against the built server
 * (`npm run build` first; scripts/test-e2e.sh does it) on a fresh embedded database per run.
 */
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
if (!hasChromium && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${chromium}; CI needs it (apt-get install chromium, or set CHROME_PATH)`);
}

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT || 3100);
// Workers load this file again and inherit the environment: one data folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'skincare-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.artifacts',
  // One server, one database: the journeys change passwords, so they run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  // CI runs once on a shared machine and a single stray failure stops everything landing: one retry
  // there, and the list reporter names every test that needed it as "flaky" (each is a defect to fix).
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // page.route does not see requests a service worker handles: only offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true } },
  ],
  // Without Chromium the suite is skipped (tests/e2e/support.ts), so no server is started.
  webServer: hasChromium
    ? {
        command: 'node dist/server/main.js',
        url: `http://localhost:${PORT}/healthz`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          NODE_ENV: 'test',
          // Seeds forced.change@example.com (must change its password) for the forced-change journey.
          E2E_FIXTURES: 'true',
          // An operator of the test run's own, so the suite sees the legal pages name what is configured.
          OPERATOR_NAME: E2E_OPERATOR_NAME,
        },
      }
    : undefined,
});
