import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface LoadRequest {
  name: string;
  method?: string;
  /** Connection k uses urls[k % urls.length]. */
  urls: string[];
  body?: unknown;
  weight?: number;
}

export interface LoadConfig {
  connections: number;
  warmupMs?: number;
  windowMs: number;
  /** The window lasts until this many answers (up to maxWindowMs): a window never records nothing. */
  minRequests?: number;
  maxWindowMs?: number;
  headers?: Record<string, string>;
  /** A new connection per request. */
  fresh?: boolean;
  /** At the window's end, SIGTERM to this process; the answers to the requests then in flight are `inFlight`. */
  signalPid?: number;
  requests: LoadRequest[];
}

export interface LoadStats {
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
}

export interface LoadResult {
  inFlight?: { statuses: Record<string, number>; errors: Record<string, number> };
  windowMs: number;
  drainMs: number;
  byName: Record<string, LoadStats>;
}

/** Runs tests/bench/load-client.mjs in its own process and answers what it measured. */
export async function runLoad(config: LoadConfig): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./load-client.mjs', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, [script, JSON.stringify(config)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}

/** Answers other than 2xx and failed connections, as one line; '' when there were none. */
export function problems(s: LoadStats): string {
  const bad = Object.entries(s.statuses).filter(([code]) => !code.startsWith('2'));
  const parts = [
    ...bad.map(([code, n]) => `${n}× HTTP ${code}`),
    ...Object.entries(s.errors).map(([e, n]) => `${n}× ${e}`),
  ];
  return parts.join(', ');
}
