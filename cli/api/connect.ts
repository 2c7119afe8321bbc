import type { CurrentUserAnswer } from '../../core/actions/defs/session.actions.ts';
import { type ApiClient, createApiClient, type ListQuery, toAppError } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { SharedMeta } from '../../core/shared-meta.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { type Connection, resolveConnection } from '../config/config-store.ts';
import { type ErrorContext, explainError, type Operation } from './explain-error.ts';
import { retryingFetch } from './retrying-fetch.ts';
import { interrupted } from '../interrupt.ts';

/** The API as the commands use it: every failure already explained in Russian. */
export interface CliApi {
  url: string;
  client: ApiClient;
  resource(def: ResourceDef): ResourceApi;
  me(): Promise<CurrentUserAnswer>;
  /** GET /api/shared: metadata every signed-in user may read (group names, our legal entities). */
  shared(): Promise<SharedMeta>;
  /** A streamed GET (an export): the answer once the server said 200, its body still unread; any other answer explained. */
  download(path: string, query: Record<string, string>, ctx: ErrorContext, signal?: AbortSignal): Promise<Response>;
}

export type ResourceApi = ReturnType<typeof resourceApi>;

function resourceApi(client: ApiClient, connection: Connection, def: ResourceDef) {
  const r = client.resource(def.name as ResourceName);
  const guard = async <T>(op: Operation, run: () => Promise<T>, id?: number): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      throw explainError(e, { def, op, id, url: connection.url, tokenFrom: connection.tokenFrom });
    }
  };
  const keyed = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);
  return {
    def,
    list: (q: ListQuery) => guard('read', () => r.list(q)),
    get: (id: number) => guard('read', () => r.get(id), id),
    create: (values: Record<string, unknown>, key?: string) => guard('create', () => r.create(values, keyed(key))),
    update: (id: number, values: Record<string, unknown>, key?: string) =>
      guard('update', () => r.update(id, values, keyed(key)), id),
    remove: (id: number, key?: string) => guard('delete', () => r.remove(id, keyed(key)), id),
  };
}

async function answerOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The API of one command. With `interrupt` (the process's Ctrl+C), no request starts after Ctrl+C
 * (issue 24 item 5): the one in flight finishes, the next fails with the 130 error.
 */
export function connect(
  connection: Connection = resolveConnection(),
  fetchImpl?: typeof fetch,
  interrupt?: AbortSignal,
): CliApi {
  const retrying = retryingFetch(fetchImpl);
  const fetching: typeof fetch = (input, init) => {
    if (interrupt?.aborted) return Promise.reject(interrupted());
    return retrying(input, init);
  };
  const client = createApiClient({
    baseUrl: connection.url,
    headers: () => ({ Authorization: `Bearer ${connection.token}` }),
    fetch: fetching,
  });
  return {
    url: connection.url,
    client,
    resource: (def) => resourceApi(client, connection, def),
    me: async () => {
      try {
        return await client.me();
      } catch (e) {
        throw explainError(e, { url: connection.url, tokenFrom: connection.tokenFrom });
      }
    },
    download: async (path, query, ctx, signal) => {
      const where = { url: connection.url, tokenFrom: connection.tokenFrom, ...ctx };
      try {
        const res = await fetching(`${connection.url}${path}?${new URLSearchParams(query)}`, {
          headers: { Authorization: `Bearer ${connection.token}` },
          signal,
        });
        if (res.ok && res.body) return res;
        throw toAppError(res.status, await answerOf(res));
      } catch (e) {
        throw explainError(e, where);
      }
    },
    shared: async () => {
      try {
        return await client.shared();
      } catch (e) {
        throw explainError(e, { url: connection.url, tokenFrom: connection.tokenFrom });
      }
    },
  };
}
