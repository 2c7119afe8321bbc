import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

export interface SecurityHeadersOptions {
  /** MAP_TILE_URL: the map screen's tiles are the only images from another host. */
  mapTileUrl: string;
  /** Served over HTTPS (SECURE_COOKIES): only then is HSTS sent. */
  secure: boolean;
}

/**
 * The CSP source for a tile URL template: `https://tile.example.org/{z}/{x}/{y}.png` gives
 * `https://tile.example.org`, a `{s}.` subdomain placeholder gives `https://*.tile.example.org`,
 * and a path on this server (`/tiles/{z}/{x}/{y}.png`) needs nothing beyond 'self'.
 */
export function tileSource(template: string): string | null {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const wildcard = template.includes('://{s}.');
  const probe = template.replace('://{s}.', '://s.');
  const url = URL.canParse(probe) ? new URL(probe) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(
      `MAP_TILE_URL: «${template}» не похоже на адрес тайлов вида https://tile.example.org/{z}/{x}/{y}.png`,
    );
  return `${url.protocol}//${wildcard ? `*.${url.host.slice(2)}` : url.host}`;
}

/**
 * The console's Content-Security-Policy. Nothing inline: scripts, styles and workers come from the
 * build on this server ('self'); the ALTCHA widget is the `altcha/external` build with its stylesheet
 * and its SHA worker as files, and sonner's stylesheet is a file too (vite.config.ts), so neither
 * injects a <style> element. React and the widgets set styles through the CSSOM, which CSP allows.
 */
export function cspDirectives(mapTileUrl: string): Record<string, string[]> {
  const tiles = tileSource(mapTileUrl);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    workerSrc: ["'self'"],
    connectSrc: ["'self'"],
    imgSrc: tiles ? ["'self'", tiles] : ["'self'"],
  };
}

/**
 * Helmet's headers for our options, worked out once: helmet is run against a response that only
 * records what it sets. @fastify/helmet ran helmet afresh on every request (it parsed the CSP
 * directives each time) in two onRequest hooks: 0.09 ms of CPU per answer, the largest single part
 * of what the app added to a list page over a bare handler on PostgreSQL (issue 25).
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // X-Powered-By: Fastify never sends it.
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.mapTileUrl) },
    // HSTS over plain HTTP is ignored by browsers; on HTTPS it pins this host only, not its siblings.
    strictTransportSecurity: options.secure ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's usual headers on every answer (the API's JSON and the console alike) with our CSP,
 * together with the request id (one synchronous hook: each hook Fastify runs costs a few
 * microseconds, an async one a promise more). A route that sets one of them (a PDF's
 * X-Frame-Options, the calculator images' CSP) replaces it: both go to the same reply headers.
 */
export function registerStandardHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const fixed = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(fixed).header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
