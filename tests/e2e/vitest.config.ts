import { defineConfig } from 'vitest/config';
import { setOfficeTimeZone } from '../../server/office-time-zone.ts';

// Tests run on the office's clock as the server does (server/office-time-zone.ts); the workers
// and the browser inherit the zone.
setOfficeTimeZone();

// Browser tests: one server and one headless Chromium per file, files one after another (the
// server and the browser are heavy for a 2-core CI machine).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
