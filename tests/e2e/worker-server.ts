import { inject } from 'vitest';

/**
 * The server of the worker running this file. The global setup starts one server per worker, each on
 * its own copy of the seeded data, so two files running at once never see each other's records,
 * sessions or realtime notices: each worker's files share a server one after another, as all the
 * files did when they ran one at a time. A function, not a value: `browser.ts` is also loaded by the
 * bench, outside Vitest, where `inject` throws.
 */
export function workerServer(): { url: string; log: string } {
  return ofThisWorker(inject('servers'));
}

/** The WebSocket address of the worker's Chromium (global-setup.ts starts one per worker). */
export function workerBrowser(): string {
  return ofThisWorker(inject('browsers'));
}

function ofThisWorker<T>(list: T[]): T {
  return list[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % list.length];
}
