import { defineConfig } from 'vitest/config';

// Unit tests are pure and fast; integration tests start real servers and databases, so they run
// one file at a time per worker and get longer time-outs. End-to-end suites run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // One module graph for all files (37 → 20 CPU-seconds here): lint forbids module mocks and
          // stubs in unit files, and the one file with fake timers gives the real ones back after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/integration/global-setup.ts'],
          // The files share one module graph instead of each importing the server anew: 189 s → 127 s
          // here, a third of it imports and the rest code that stays warm. Safe because no integration
          // file mocks a module, stubs the environment or fakes timers; each starts its own servers.
          isolate: false,
          // Two files at a time: one alone left a core idle a third of the time (waiting on servers,
          // PostgreSQL and child processes); two keep both busy — 141 s → 98 s here.
          maxWorkers: 2,
        },
      },
    ],
  },
});
