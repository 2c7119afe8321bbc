import { workerServer } from './worker-server.ts';

/** The address of this worker's server (worker-server.ts), for the test files. */
export const baseUrl = workerServer().url;
