import type { FastifyInstance } from 'fastify';
import { LEFT_COLUMN_CHANNEL } from '../../core/left-column.ts';
import { isSafeMethod } from '../http/http-methods.ts';
import { publish } from '../realtime/publish.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';
import { leftColumnProviders } from './providers.index.ts';

/** Sources of a provider that names none: workers' documents and notices live under individuals. */
export const DEFAULT_SOURCES: readonly string[] = ['orders', 'individuals'];

/** The resources whose writes may change some block, as /api/{name} prefixes. */
export function refreshPrefixes(providers: readonly LeftColumnProvider[]): string[] {
  const names = new Set(providers.flatMap((p) => p.sources ?? DEFAULT_SOURCES));
  return [...names].map((n) => `/api/${n}`);
}

function touches(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => url === p || url.startsWith(`${p}/`));
}

/**
 * After a successful write to a source (an order saved, closed, a worker's document changed) the
 * server announces LEFT_COLUMN_CHANNEL; every console then asks GET /api/left_column again, which
 * answers each user by their own flags. The event carries no figures, so it leaks nothing. It is
 * sent after the response, i.e. after the write's transaction committed.
 */
export function registerLeftColumnRefresh(
  app: FastifyInstance,
  providers: readonly LeftColumnProvider[] = leftColumnProviders,
) {
  const prefixes = refreshPrefixes(providers);
  // A callback hook: the reads, most requests, pass it without a promise.
  app.addHook('onResponse', (request, reply, next) => {
    const url = request.routeOptions.url;
    if (isSafeMethod(request.method) || reply.statusCode >= 400 || !url || !touches(url, prefixes)) return next();
    publish(app.db, LEFT_COLUMN_CHANNEL, { source: url })
      // The write itself succeeded; a lost notice only delays the figures until the next one.
      .catch((error) => request.log.warn({ error }, 'left column notice not sent'))
      .finally(() => next());
  });
}
