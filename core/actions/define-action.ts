import type { z } from 'zod';
import type { AccessRule } from '../permissions/access-rule.ts';
import type { CurrentUser } from '../rules/user-permissions.rule.ts';

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the action travels: JSON in and out (the default), a multipart upload (the handler reads the
 * stream; the body schema is not applied), a download (the answer is a file, not JSON), a
 * WebSocket upgrade, or a stream the handler writes itself (exports).
 */
export type ActionTransport = 'json' | 'upload' | 'download' | 'websocket';

/**
 * A per-record rule: the server loads the record named by the path parameter `param` inside the
 * action's transaction (locked with `lock`), answers 404 when it does not exist and 403 «No access»
 * when `allows` refuses; the console asks the same function with the row on screen.
 */
export interface RecordRule {
  resource: string;
  /** Path parameter holding the record's id; default 'id'. */
  param?: string;
  /** SELECT … FOR UPDATE: two calls on one record run one after the other. */
  lock?: boolean;
  /** Who may act on this record (core/rules); absent = anyone the action's permission lets in. */
  allows?: (user: CurrentUser, row: Record<string, unknown>) => boolean;
  /** Russian words for the rule, shown in the permission matrix and the docs. */
  describe?: string;
}

/** Fields of a registry resource that only this action writes: the generic POST/PUT refuse them. */
export interface Ownership {
  resource: string;
  fields: readonly string[];
}

export interface ActionInput {
  /** Unique id, `<area>.<verb>`: 'accounts.make_payments'. */
  name: string;
  method: ActionMethod;
  /** Fastify path with `:params`: '/api/card_invoices/:id/set_payment_date'. */
  path: string;
  /** What a person calls it, in Russian (palette, cheat sheet, 422 texts naming the action). */
  title: string;
  permission: AccessRule;
  record?: RecordRule;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** Takes an Idempotency-Key: a repeat with the same key replays the first answer and writes nothing. */
  idempotent?: boolean;
  owns?: readonly Ownership[];
  transport?: ActionTransport;
  /** Russian names of body and query keys, put before a field's message in full_messages. */
  labels?: Readonly<Record<string, string>>;
}

export type ActionDef = Readonly<ActionInput> & { readonly transport: ActionTransport; readonly kind: 'action' };

/** Any declared action; `defineAction` keeps each one's own schemas in its type. */
export type AnyAction = ActionDef;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, parsed. */
export type ParamsOf<A> = A extends { params: infer P } ? Out<P> : undefined;
export type QueryOf<A> = A extends { query: infer Q } ? Out<Q> : undefined;
export type BodyOf<A> = A extends { body: infer B } ? Out<B> : undefined;
export type AnswerOf<A> = A extends { answer: infer R } ? Out<R> : never;

/** What a client sends: path parameters, query and body as the wire takes them. */
export type CallInput<A> = DropUndefined<{
  params: A extends { params: infer P } ? In<P> : undefined;
  query: A extends { query: infer Q } ? In<Q> : undefined;
  body: A extends { body: infer B } ? In<B> : undefined;
}>;
type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

const namePattern = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

/**
 * Declares a special endpoint once (DESIGN.md §3 'Actions are declared once too'): the server mounts
 * it with mountAction, the console and the CLI call it with api.call, and the permission matrix,
 * fuzz and ownership suites loop over the catalogue. Checked when defined, so a typo fails at import.
 */
export function defineAction<const I extends ActionInput>(
  input: I,
): I & { readonly transport: ActionTransport; readonly kind: 'action' } {
  const problems: string[] = [];
  if (!namePattern.test(input.name)) problems.push('name must be <area>.<verb> in snake_case');
  if (!input.path.startsWith('/')) problems.push('path must start with /');
  const pathParams = [...input.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
  if (input.record && !pathParams.includes(input.record.param ?? 'id'))
    problems.push(`record rule reads :${input.record.param ?? 'id'}, which the path lacks`);
  if (pathParams.length && !input.params) problems.push('path parameters need a params schema');
  if (input.method === 'GET' && input.body) problems.push('a GET carries no body');
  if (input.method === 'GET' && input.idempotent) problems.push('a GET is idempotent by nature: drop idempotent');
  if (input.owns?.some((o) => o.fields.length === 0)) problems.push('an ownership names no field');
  if (!input.title.trim()) problems.push('title is empty');
  if (problems.length) throw new Error(`defineAction(${input.name}): ${problems.join('; ')}`);
  return { transport: 'json', ...input, kind: 'action' } as I & { transport: ActionTransport; kind: 'action' };
}

/** The path with its parameters filled in: '/api/tasks/:id/close' + {id: 5} → '/api/tasks/5/close'. */
export function actionUrl(action: Pick<AnyAction, 'path' | 'name'>, params: Record<string, unknown> = {}): string {
  return action.path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`${action.name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}
