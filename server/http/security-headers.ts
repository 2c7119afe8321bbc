import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Helmet's usual headers on every answer (the API's JSON and the console alike) with our CSP. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.mapTileUrl) },
    // HSTS over plain HTTP is ignored by browsers; on HTTPS it pins this host only, not its siblings.
    strictTransportSecurity: options.secure ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
}
