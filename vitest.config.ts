import { defineConfig } from 'vitest/config';

// The e2e journeys run in a shuffled order (each file has its own server and data); E2E_SEED replays an order
// (e2e/support/global-setup.ts prints the seed of every run).
const e2eSeed = Number(process.env.E2E_SEED) || Math.floor(Math.random() * 1_000_000);

export default defineConfig({
  test: {
    sequence: { seed: e2eSeed },
    // e2e/support/flaky-reporter.ts lists the journey steps that passed only on their retry
    reporters: ['default', './e2e/support/flaky-reporter.ts'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each test file opens its own databases; two at a time keeps memory and the 2 cores sane.
          maxWorkers: 2,
          // The app's ~1,000 modules are imported once per worker, not once per file (that was ~3 s a file on an idle
          // 2-core machine). Files share module state: what a module keeps is per app or per database (WeakMaps on the
          // database, hooks set again by each app's setup), a file that sets process.env puts it back, and no file
          // mocks a module (vi.mock would leak into the next file of its worker).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Each file's own server over its own copy of the seeded data.
          setupFiles: ['e2e/support/per-file-server.ts'],
          // Files in a shuffled order (the tests of a file keep theirs: they are one journey).
          sequence: { shuffle: { files: true, tests: false } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page answers in its own time: on a loaded 2-core CI machine a query the page waits for can take more than
          // vitest's default second (accounts.e2e's bound-dealer line did, 2026-11-29), so polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (each its own server, database copy and browser): the journeys wait on the browser and
          // the server in turn, so two share the 2 cores well.
          maxWorkers: 2,
          // On CI a failed step runs once more: a loaded 2-core machine sometimes loses a race no person would (a value
          // read while its query is still in flight). The first failure still prints its diagnostics, and the steps
          // that passed only on the retry are listed at the end of the run (flaky-reporter.ts) to be mended. A real
          // defect fails both times. Locally no retry, so a flaky step shows as a failure.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});
