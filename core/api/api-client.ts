import { ofetch } from 'ofetch';
import { type ActionDef, type AnswerOf, type CallInput, actionUrl } from '../actions/define-action.ts';
import { altchaChallenge, readMe, signIn, signOut } from '../actions/defs/session.actions.ts';
import { readShared } from '../actions/defs/shell.actions.ts';
import { AppError, type ErrorCode, errorStatus } from '../errors.ts';
import { StaleRecordError } from '../record-version.ts';
import { encodeFilter, type Filter } from '../filter.ts';
import type { ResourceDef } from '../resources/define-resource.ts';
import { type ResourceName, resources } from '../resources/index.ts';
import { joinLookups } from './join-lookups.ts';
import type { IncludeName, RowOf, WithIncluded } from './row-types.ts';
import { texts } from '../texts.ts';

export interface ListQuery {
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
  filter?: Filter | string;
  search?: string;
  group?: string;
  group_date_field?: string;
  group_date?: string;
  year?: number;
  month?: number;
  /** Only these fields in each item (id always): a screen asks for the columns it shows. */
  fields?: string[];
  /** Answer the page this record is on instead of `page` (meta.page says which; meta.located whether found). */
  locate?: number;
}

export type Row = Record<string, unknown> & { id: number };

/**
 * A resource's row typed from the registry, its declared fields only (a field no one declares is a
 * compile error, core/api/row-types.test.ts); for a name only known at run time, any row.
 */
export type RowFor<N extends ResourceName> = ResourceName extends N ? Row : RowOf<N>;

export interface ListMeta {
  total: number;
  total_exact: boolean;
  limit: number;
  page: number;
  pages: number;
  sort: string;
  order: 'asc' | 'desc';
  groups?: { value: unknown; count: number }[];
  [lookup: string]: unknown;
}

export interface ListAnswer<T = Row> {
  items: T[];
  meta: ListMeta;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Extra headers per request: the CSRF token (browser) or a bearer token (CLI). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** Browser: send the session cookie. */
  credentials?: RequestCredentials;
  /** Retries of idempotent requests on network errors. */
  retry?: number;
  /**
   * A request without an answer throws networkError() (a Russian AppError) instead of fetch's own
   * error. The console sets it; the CLI keeps the raw error, whose URL and errno it explains itself
   * and which must not pass for a refusal by the server (an import goes on after those).
   */
  russianNetworkErrors?: boolean;
  /**
   * Error messages end with the answer's request id (X-Request-Id), short, so a person can quote it
   * and an administrator find the request in the logs (issue 26). The console sets it.
   */
  quoteRequestId?: boolean;
}

/** How a request id is quoted in a message: its first 8 characters find it in the logs. */
export const quotedRequestId = (id: string) => ` (код запроса ${id.slice(0, 8)})`;

const codeByStatus = Object.fromEntries(Object.entries(errorStatus).map(([code, status]) => [status, code])) as Record<
  number,
  ErrorCode
>;

/** Rebuilds the server's AppError from an answer: 422 keeps field errors, 403 'No access' stays forbidden. */
export function toAppError(status: number, data: unknown): AppError {
  const code = codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
  // A plain-text answer is the message; an empty or HTML one (a proxy's error page) is not.
  if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) return new AppError(code, data);
  const body = (typeof data === 'object' && data ? data : {}) as {
    error?: string;
    errors?: Record<string, string[]>;
    full_messages?: string[];
    current?: Record<string, unknown>;
  };
  if (status === 409 && body.current && typeof body.current === 'object') return new StaleRecordError(body.current);
  if (status === 422) return AppError.validation(body.errors ?? {}, body.full_messages ?? []);
  return new AppError(code, body.error ?? (status >= 500 ? texts.serverFailed : `HTTP ${status}`));
}

/** No answer at all (offline, server down, DNS): a Russian sentence instead of fetch's "[GET] … Failed to fetch". */
export function networkError(cause: unknown): AppError {
  const err = new AppError('internal', texts.noConnection);
  err.cause = cause;
  return Object.assign(err, { network: true as const });
}

export function isNetworkError(e: unknown): boolean {
  return e instanceof AppError && (e as { network?: boolean }).network === true;
}

export function listParams(q: ListQuery = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = k === 'filter' && typeof v === 'object' ? encodeFilter(v as Filter) : String(v);
  }
  if (out.filter === '') delete out.filter;
  return out;
}

export interface CallOptions {
  idempotencyKey?: string;
}

/** An action without path, query or body is called with nothing more: `api.call(action)`. */
export type CallArgs<A> =
  Record<string, never> extends CallInput<A>
    ? [input?: CallInput<A>, options?: CallOptions]
    : [input: CallInput<A>, options?: CallOptions];

/** The typed API client shared by the console and the CLI. */
export function createApiClient(options: ApiClientOptions) {
  const http = ofetch.create(
    {
      baseURL: options.baseUrl,
      credentials: options.credentials,
      retry: options.retry ?? 0,
      onRequest({ options: o }) {
        const extra = options.headers?.() ?? {};
        const headers = new Headers(o.headers);
        for (const [k, v] of Object.entries(extra)) headers.set(k, v);
        o.headers = headers;
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<T> {
    try {
      return await http<T>(path, { method: method as 'GET', body: body as Record<string, unknown>, query, headers });
    } catch (e) {
      const err = e as { response?: { status: number; _data?: unknown; headers?: Headers } };
      if (err.response) {
        const failure = toAppError(err.response.status, err.response._data);
        const id = err.response.headers?.get('x-request-id');
        if (id && options.quoteRequestId) failure.message += quotedRequestId(id);
        throw Object.assign(failure, { requestId: id ?? undefined });
      }
      // An aborted request was cancelled on purpose; anything else without an answer is the network.
      const aborted =
        (e as Error).name === 'AbortError' || ((e as Error).cause as Error | undefined)?.name === 'AbortError';
      if (aborted || !options.russianNetworkErrors) throw e;
      throw networkError(e);
    }
  }

  function resource<N extends ResourceName>(name: N) {
    type T = RowFor<N>;
    const def = resources[name] as ResourceDef;
    const base = `/api/${def.name}`;
    return {
      def,
      /** `include: ['contractor']` adds `contractor: {id, name} | null` to each row, from the list's lookups. */
      list: async <const I extends IncludeName<N> = never>(
        q?: ListQuery & { include?: readonly I[] },
      ): Promise<ListAnswer<WithIncluded<T, I>>> => {
        const { include, ...rest } = q ?? {};
        const answer = await request<ListAnswer<T>>('GET', base, undefined, listParams(rest));
        return joinLookups(def, answer, include ?? []) as ListAnswer<WithIncluded<T, I>>;
      },
      get: (id: number) => request<T>('GET', `${base}/${id}`),
      create: (values: Record<string, unknown>, headers?: Record<string, string>) =>
        request<T>('POST', base, { [def.singular]: values }, undefined, headers),
      update: (id: number, values: Record<string, unknown>, headers?: Record<string, string>) =>
        request<T>('PUT', `${base}/${id}`, { [def.singular]: values }, undefined, headers),
      remove: (id: number, headers?: Record<string, string>) =>
        request<{ id: number; deleted: true }>('DELETE', `${base}/${id}`, undefined, undefined, headers),
    };
  }

  /**
   * Calls a catalogue action (core/actions), typed by its declaration: `api.call(payAccounts, {body:
   * {account_ids, payment_date}}, {idempotencyKey})`. A write that may be repeated sends one key per
   * user intent, kept across retries, so a retry after a lost answer is replayed, never done twice.
   */
  function call<A extends ActionDef>(action: A, ...[input, options]: CallArgs<A>): Promise<AnswerOf<A>> {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const headers = options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined;
    const q = query ? listParams(query as ListQuery) : undefined;
    return request<AnswerOf<A>>(action.method, actionUrl(action, params as Record<string, unknown>), body, q, headers);
  }

  /** Sends a multipart form to an upload action (transport 'upload'): the file and its fields. */
  function upload<A extends ActionDef & { transport: 'upload' }>(
    action: A,
    form: FormData,
    ...[input]: CallArgs<A>
  ): Promise<AnswerOf<A>> {
    const { params, query } = (input ?? {}) as { params?: object; query?: object };
    const q = query ? listParams(query as ListQuery) : undefined;
    return request<AnswerOf<A>>(action.method, actionUrl(action, params as Record<string, unknown>), form, q);
  }

  return {
    request,
    call,
    upload,
    resource,
    me: () => call(readMe),
    shared: () => call(readShared),
    altchaChallenge: () => call(altchaChallenge),
    signIn: (email: string, password: string, altcha: string) =>
      call(signIn, { body: { user: { email, password }, altcha } }),
    signOut: () => call(signOut),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
