import { resources } from '../../core/resources/index.ts';

const paths = new Set(Object.keys(resources).flatMap((name) => [`/api/${name}`, `/api/${name}/:id`]));

/** A route the registry mounts (GET/POST/PUT/DELETE /api/{resource}[/:id]), whose schemas validate it. */
export function isGenericResourceRoute(url: string | undefined): boolean {
  return url !== undefined && paths.has(url);
}
