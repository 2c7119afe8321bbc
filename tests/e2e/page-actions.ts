import type { Page } from 'playwright-core';

/** A call to the API with the page's session (and its CSRF token for writes); throws on a non-2xx. */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const me = await (await fetch('/api/me')).json();
      const res = await fetch(p as string, {
        method: m as string,
        // A JSON content type only with a body: the server refuses an empty JSON body (a DELETE).
        headers: {
          'X-CSRF-Token': me.csrf_token ?? '',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${m} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    [method, path, body] as const,
  );
}

/**
 * Types as a Russian keyboard does: a keydown carrying each letter. (Playwright's keyboard.type
 * inserts letters outside the US layout as text without any keydown, which no real keyboard does.)
 */
export async function typeKeys(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  for (const char of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
  }
  await cdp.detach();
}
