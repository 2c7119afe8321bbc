import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * `TEST_CPU_PROFILE=<dir> npx vitest run --project api`: one V8 CPU profile per test file (its app
 * start, tests and close), written as `<file>.cpuprofile`; `npx tsx tests/bench/profile-summary.ts
 * <dir>` then says where the suite's CPU went, by file and by part. The workers are ended by Vitest,
 * not exited, so `--cpu-prof` would write nothing; the inspector in the worker does. One session per
 * worker, kept on globalThis: the files of a worker share their modules (`isolate: false`).
 */
const dir = process.env.TEST_CPU_PROFILE!;
const state = globalThis as { cpuProfileSession?: Session };

beforeAll(async () => {
  if (!state.cpuProfileSession) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 2000 });
    state.cpuProfileSession = session;
  }
  await state.cpuProfileSession.post('Profiler.start');
});

afterAll(async () => {
  const { profile } = await state.cpuProfileSession!.post('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  const file = basename(expect.getState().testPath ?? 'unknown', '.test.ts');
  writeFileSync(join(dir, `${file}.cpuprofile`), JSON.stringify(profile));
});
