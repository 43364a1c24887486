import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    // Above the 10 s a DOM test's findBy/waitFor waits (scripts/vitest-dom-setup.ts): a busy machine slows a test
    // without failing it. Projects that drive a browser or a server set more.
    testTimeout: 20_000,
    // A worker per core: Vitest's default leaves one core to itself (one worker on this 2-core machine), though
    // its own process mostly waits (unit tests: 63 s on one worker).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          root: 'packages/screens',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Playwright in Chromium against the built editor stories: run by scripts/test-e2e.sh, which serves them.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/ui/e2e/**/*.e2e.ts'],
          // A browser beside the story tests' two: a busy machine slows a test without failing it.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          root: 'packages/app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-dom-setup.ts'],
        },
      },
      {
        // Playwright in Chromium against the real server and the built app: run by scripts/test-app-e2e.sh.
        extends: true,
        test: {
          name: 'app-e2e',
          root: 'packages/app',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          // One file at a time: the password-change flow ends every admin session of the shared server.
          fileParallelism: false,
          // Two browsers and two servers beside the story tests: a busy machine slows a test without failing it.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Tests that start server processes took over 60 s under load (two busy loops beside the suite): a busy
          // machine slows a test without failing it.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The files share one process: each builds its own app and database, and importing the server for
          // each file anew cost about a third of the run (137 s → 78 s on PostgreSQL).
          isolate: false,
        },
      },
    ],
  },
});
