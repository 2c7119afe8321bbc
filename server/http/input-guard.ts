import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { badCharText, hasBadChar, isInt4 } from '../../core/resources/fields/value-limits.ts';
import { isGenericResourceRoute } from '../crud/generic-route.ts';

/** Where in a JSON body the first string PostgreSQL cannot store sits (`event.caller`), or null. */
export function badTextPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasBadChar(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasBadChar(key)) return [...path, key];
    const found = badTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The spec wraps a write in its singular root key ({"token": {...}}): fields are named inside it. */
function fieldKey(body: unknown, path: string[]): string {
  const roots = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const inside = roots.length === 1 && path.length > 1 ? path.slice(1) : path;
  return inside.join('.') || 'base';
}

/**
 * Routes that validate their own input: catalogue actions (wire schemas), the registry's routes
 * (write schemas) and sign-in (any bad credential is the same 401). The guard nets the rest.
 */
function validatedElsewhere(action: string | undefined, url: string | undefined) {
  return Boolean(action) || isGenericResourceRoute(url) || url === '/users/sign_in.json';
}

/** A path parameter that names a record (`id`, `account_id`) and is a number past int4 names none. */
const recordParam = /(^|_)id$/;

/**
 * The edge's guard for routes without schemas of their own (issue 26 finding 5): a JSON
 * body with U+0000 or half a surrogate pair anywhere is a 422 naming where, and a record id in the
 * path past the int4 range is a 404, before any handler can send either to SQL.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, next) => {
    if (validatedElsewhere(request.routeOptions.config?.action, request.routeOptions.url)) return next();
    for (const [name, raw] of Object.entries((request.params ?? {}) as Record<string, string>))
      if (recordParam.test(name) && /^\d+$/.test(raw) && !isInt4(Number(raw)))
        throw new AppError('not_found', `Запись не найдена: неверный номер «${raw}»`);
    const where = badTextPath(request.body);
    if (where) {
      const key = fieldKey(request.body, where);
      throw AppError.validation({ [key]: [badCharText] }, [`${key}: ${badCharText}`]);
    }
    next();
  });
}
