/**
 * Whether a WebSocket upgrade may proceed, judged by its Origin. Browsers send the cookie with a
 * cross-site upgrade and the same-origin policy does not cover WebSockets, so a page of another site
 * could otherwise read the user's events. Allowed: the server's own origin (the Origin's host equals
 * the Host header; the scheme is not compared, because behind a TLS proxy the page is https and the
 * request reaching us is http) and the configured ALLOWED_ORIGINS. No Origin at all is not a
 * browser page (the CLI, scripts with a bearer token) and passes; the credential check still applies.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]) {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  // 'null' (a sandboxed frame, a file: page) and anything unparsable are refused.
  if (!URL.canParse(origin) || !host) return false;
  const page = new URL(origin);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  // Parsed with the page's scheme, so "crm.local:80" and "http://crm.local" compare equal.
  const own = `${page.protocol}//${host}`;
  return URL.canParse(own) && new URL(own).host === page.host;
}
