import { configDefaults, defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/workers';

// Five projects: unit (pure), bundle (the budgets of the built web app in dist/web), api (in-process
// server on a real database), e2e (Chromium against the real server), e2e-timing (the browser tests that
// time the app, alone). They run in that order
// (sequence.groupOrder); bundle and e2e need `npm run build` first (npm test does it).
// Unit, bundle and API test files share their worker's modules (isolate: false): importing the server
// for each file again was most of their time (API: 244 s of imports; unit: 57 s → 15 s). Each API
// file has its own server and database, and what the server keeps in module memory is kept per
// database (a WeakMap keyed by it) or holds nothing a file could see.
/** Browser tests that measure time: run by the e2e-timing project, alone, after the others. */
const TIMED_E2E = ['e2e/first-row.test.ts'];

/** What both browser projects share: the real portals, their time limits and the retry on CI. */
const BROWSER = {
  globalSetup: ['e2e/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll's 1 s default is too short on a loaded 2-core machine (a refund's toast came after
  // it in CI); locators already wait 30 s. A poll that names its own timeout keeps it.
  expect: { poll: { timeout: 10_000 } },
  // 0 locally, so a flaky test shows; CI retries once so one slow machine does not block a landing.
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'bundle',
          include: ['tests/bundle/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED_E2E],
          ...BROWSER,
          // Files side by side, each worker on a portal of its own (e2e/support/portal.ts).
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The browser tests that time the app (time to first row): after every other file, on their own,
        // so what they measure is the app and not the other files' load (1,154 ms median beside them in a
        // fresh-clone run, 547 ms on its own).
        test: {
          name: 'e2e-timing',
          include: [...TIMED_E2E],
          ...BROWSER,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
