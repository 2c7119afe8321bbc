/** How long page opens gather before one request reports them all. */
export const REPORT_DELAY_MS = 2000;
/** The server takes at most this many pages per report (server/activity/activity.routes.ts). */
export const MAX_BATCH = 50;

/**
 * Issue 14 item 5 'every page open recorded': the console reports the pages a user opens in
 * batches, one request per quiet moment of REPORT_DELAY_MS instead of one per move. A send that
 * fails is dropped (the activity log never gets in the user's way).
 */
export function createPageOpenQueue(send: (uris: string[]) => Promise<unknown>, delayMs = REPORT_DELAY_MS) {
  let waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (waiting.length) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      send(batch).catch(() => undefined);
    }
  }

  return {
    opened(uri: string) {
      waiting.push(uri);
      if (waiting.length >= MAX_BATCH) flush();
      else if (!timer) timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}
