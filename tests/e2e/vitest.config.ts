import { defineConfig } from 'vitest/config';
import { setOfficeTimeZone } from '../../server/office-time-zone.ts';
import { heavyFirstUnlessShuffled } from '../heavy-first-sequencer.ts';
import { e2eWorkers } from './workers.ts';

// Tests run on the office's clock as the server does (server/office-time-zone.ts); the workers
// and the browser inherit the zone.
setOfficeTimeZone();

// Browser tests: a headless Chromium per file, files two at a time, each worker on a server of its
// own (global-setup.ts, this-server.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: e2eWorkers,
    // The files of a worker share one module graph (no module of tests/e2e keeps state): a fresh
    // worker per file cost about 0.9 s of start each (Vitest's own report).
    isolate: false,
    sequence: heavyFirstUnlessShuffled(),
    testTimeout: 60_000,
    // A poll resolves as soon as its check holds, so a longer limit costs a passing test nothing;
    // poll's default second was shorter than a save under two browsers on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
  },
});
