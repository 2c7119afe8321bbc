export interface RetryOptions {
  tries?: number;
  firstDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

// Errors raised before the request left this machine: retrying cannot apply a write twice.
const notSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function errorCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return init?.headers ? new Headers(init.headers).get(name) : null;
}

/** How long a 429 asks to wait (Retry-After in seconds), within a minute. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 1000;
}

/**
 * fetch with retries on network errors (3 tries, doubling delay). A write is retried only when it
 * carries an Idempotency-Key or never reached the server, so a retry never applies it twice. A 429
 * (rate limit) ran nothing: any request is sent again after its Retry-After, up to `tries` times.
 */
export function retryingFetch(base: typeof fetch = fetch, options: RetryOptions = {}): typeof fetch {
  const tries = options.tries ?? 3;
  const firstDelay = options.firstDelayMs ?? 300;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const safe = method === 'GET' || method === 'HEAD' || headerOf(init, 'idempotency-key') !== null;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await base(input, init);
        if (response.status !== 429 || attempt >= tries || init?.signal?.aborted) return response;
        await response.body?.cancel();
        await sleep(retryAfterMs(response));
      } catch (error) {
        const retryable = safe || notSentCodes.has(errorCode(error) ?? '');
        if (attempt >= tries || !retryable || init?.signal?.aborted) throw error;
        await sleep(firstDelay * 2 ** (attempt - 1));
      }
    }
  };
}
