import { defineConfig } from '@playwright/test';

/**
 * End-to-end suites: real Chromium (Debian's, never a downloaded one) driving `npm run web`'s host on
 * a fresh data folder per test. Two workers: a test waits on its screens about half the time, so two
 * side by side keep both cores busy (200 s instead of 260 s here). Traces are off unless E2E_TRACE=1
 * (then kept for failed tests): recording one, with its screencast and a DOM snapshot around every
 * action, cost a quarter of the suite's time. A failed test still leaves its screenshot and error context.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './tests/e2e/support/global-setup.ts',
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1366, height: 820 },
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
