import { defineConfig } from 'vitest/config';
import { setOfficeTimeZone } from './server/office-time-zone.ts';
import { isPostgresPass, pgliteOnly } from './tests/api/postgres-pass.ts';

// Tests run on the office's clock as the server does (server/office-time-zone.ts); the workers
// and the browser inherit the zone.
setOfficeTimeZone();

// Two projects: pure unit tests beside the code, and API tests that boot the server on a real
// database (PGlite by default, PostgreSQL when DATABASE_URL is set; `npm run test:pg`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'cli/**/*.test.{ts,tsx}', 'tests/docs/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'console',
          include: ['console/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The PostgreSQL pass leaves out what does not depend on the database (tests/api/postgres-pass.ts).
          exclude: isPostgresPass() ? Object.keys(pgliteOnly).map((file) => `tests/api/${file}`) : [],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Every action's answer is checked against its declared schema (server/actions/mount-action.ts).
          env: { CHECK_ACTION_ANSWERS: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
