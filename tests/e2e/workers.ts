/**
 * Browser test files run two at a time (`E2E_WORKERS`), each worker with its own server and its own
 * Chromium: one at a time the phase took 7–9 minutes on the 2-core CI machine, most of it spent
 * waiting for the page, not computing.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
