import { defineConfig } from 'vitest/config';
import { setOfficeTimeZone } from './server/office-time-zone.ts';
import { isPostgresPass, pgliteOnly } from './tests/api/postgres-pass.ts';
import { heavyFirstUnlessShuffled } from './tests/heavy-first-sequencer.ts';
import { filesThatMock } from './tests/own-module-graph.ts';

// Tests run on the office's clock as the server does (server/office-time-zone.ts); the workers
// and the browser inherit the zone.
setOfficeTimeZone();

// Files of a project share one module graph per worker (`isolate: false`): importing the server
// or the console again for each of 300 files was about 40 % of the suite's time (decisions.md,
// issue 25). Files that need a graph of their own run in a "fresh" project beside it: those that
// mock a module, and the console's tests of a page's first load (a lazy chunk's first import).
const root = import.meta.dirname;
const unitFiles = [
  'core/**/*.test.ts',
  'server/**/*.test.ts',
  'cli/**/*.test.{ts,tsx}',
  'tests/docs/**/*.test.ts',
  'tests/*.test.ts',
];
const unitFresh = filesThatMock(root, ['core', 'server', 'cli', 'tests/docs']);
const consoleFresh = [...filesThatMock(root, ['console']), 'console/commands/lazy-palette.test.tsx'];
const apiFresh = filesThatMock(root, ['tests/api']);
// The PostgreSQL pass leaves out what does not depend on the database (tests/api/postgres-pass.ts).
const apiSkipped = isPostgresPass() ? Object.keys(pgliteOnly).map((file) => `tests/api/${file}`) : [];

const apiTest = {
  // Per-file CPU profiles on request (tests/api/cpu-profile-setup.ts).
  ...(process.env.TEST_CPU_PROFILE ? { setupFiles: ['tests/api/cpu-profile-setup.ts'] } : {}),
  environment: 'node',
  globalSetup: ['tests/api/global-setup.ts'],
  // Every action's answer is checked against its declared schema (server/actions/mount-action.ts).
  env: { CHECK_ACTION_ANSWERS: '1' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

// The tests check what happens, not how fast (speed is `npm run bench`'s): with two workers on a
// shared 2-core machine a CPU-bound step (seeding the demo data, a property run) can take several
// times its idle time, and the 5 s default failed such tests under load.
const unitTimeouts = { testTimeout: 30_000, hookTimeout: 180_000 };

// Projects: pure unit tests beside the code, the console's components on happy-dom, and API tests
// that boot the server on a real database (PGlite by default, PostgreSQL when DATABASE_URL is set;
// `npm run test:pg`).
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on the 2-core CI machine that was one file at a
    // time. The API files wait on their database and child processes much of the time.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    // A clean clone has no cached durations: start with the files known to take longest.
    sequence: heavyFirstUnlessShuffled(),
    projects: [
      {
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: unitFresh,
          environment: 'node',
          isolate: false,
          ...unitTimeouts,
        },
      },
      { test: { name: 'unit-fresh', include: unitFresh, environment: 'node', ...unitTimeouts } },
      {
        test: {
          name: 'console',
          include: ['console/**/*.test.{ts,tsx}'],
          exclude: consoleFresh,
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['console/test-setup/fresh-stores.ts'],
          ...unitTimeouts,
        },
      },
      { test: { name: 'console-fresh', include: consoleFresh, environment: 'happy-dom', ...unitTimeouts } },
      {
        test: {
          ...apiTest,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...apiSkipped, ...apiFresh],
          isolate: false,
        },
      },
      {
        test: {
          ...apiTest,
          name: 'api-fresh',
          include: apiFresh.filter((file) => !apiSkipped.includes(file)),
        },
      },
    ].filter((project) => project.test.include.length > 0),
  },
});
