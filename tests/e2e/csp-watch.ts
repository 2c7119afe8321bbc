import type { Page } from 'playwright-core';

/**
 * Collects the page's Content-Security-Policy violations (securitypolicyviolation events and the
 * console's "Refused to …" lines), as csp.e2e.test.ts does, for screens tested in files of their own.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refusals: string[] = [];
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('Refused to')) refusals.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...refusals,
  ];
}
