import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AnyAction, BodyOf, ParamsOf, QueryOf } from '../../core/actions/define-action.ts';
import { AppError } from '../../core/errors.ts';
import { resources } from '../../core/resources/index.ts';
import { errorKey } from '../../core/resources/write-schema.ts';
import { recordNotFound, texts } from '../../core/texts.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import type { Row } from '../crud/serialize.ts';
import { revealFor } from '../crud/sensitive-values.ts';
import { beginRequestTransaction, endRequestTransaction } from '../http/request-transaction.ts';
import type { DB } from '../db/db-types.ts';
import { dynamicDb } from '../db/dynamic-db.ts';

export interface ActionContext<A extends AnyAction> {
  params: ParamsOf<A>;
  query: QueryOf<A>;
  body: BodyOf<A>;
  user: CurrentUserRecord;
  /** The request's transaction (JSON actions), or the database itself with `transaction: false`. */
  trx: Kysely<DB>;
  /** The record of the action's per-record rule, loaded (and locked) in `trx`. */
  record: A extends { record: object } ? Row : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * A transaction of the request's own, for handlers mounted with `transaction: false` that do work
   * first (an upload reads the file before any row is locked): it carries the idempotency mark and
   * the audit trail's who, as the helper's own transaction does.
   */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
}

export interface MountOptions {
  /**
   * Run the handler in one transaction (default for JSON actions). Uploads, downloads and job
   * starters that manage their own transactions, or stream, pass false.
   */
  transaction?: boolean;
  /** Route config beside the permission (the activity log's verb). */
  config?: Record<string, unknown>;
  /** Extra Fastify route options (bodyLimit, websocket). */
  route?: Omit<RouteShorthandOptions, 'config'>;
}

/** Route config of an action, for the few routes mounted by a plugin rather than mountAction (/ws). */
export function actionConfig(action: AnyAction, extra: Record<string, unknown> = {}) {
  return { ...extra, permission: action.permission, action: action.name };
}

function validationError(issues: readonly z.core.$ZodIssue[], labels: Record<string, string>, root?: string): AppError {
  const errors: Record<string, string[]> = {};
  const full: string[] = [];
  for (const issue of issues) {
    // Inside the root key the field is named alone; the root itself missing is the body's 'base'.
    const path = root && issue.path[0] === root ? issue.path.slice(1) : issue.path;
    const key = path.length ? errorKey(path) : 'base';
    errors[key] = [...(errors[key] ?? []), issue.message];
    const label = labels[key] ?? labels[String(path[0] ?? '')];
    full.push(label ? `${label}: ${issue.message}` : issue.message);
  }
  return AppError.validation(errors, full);
}

function parseParams(action: AnyAction, raw: unknown) {
  if (!action.params) return undefined;
  const result = action.params.safeParse(raw);
  if (result.success) return result.data;
  const shown = Object.values((raw ?? {}) as Record<string, string>).join('/');
  const def = action.record ? resources[action.record.resource as keyof typeof resources] : undefined;
  // Read as the generic routes read it: a number no record can have names no record.
  throw new AppError('not_found', recordNotFound(shown, def?.title ?? 'Записи'));
}

function parsePart(schema: z.ZodType | undefined, raw: unknown, labels: Record<string, string>, root?: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues, labels, root);
}

async function loadRecord(
  trx: Kysely<DB>,
  action: AnyAction,
  params: Record<string, unknown>,
  user: CurrentUserRecord,
) {
  const rule = action.record!;
  const def = resources[rule.resource as keyof typeof resources];
  const id = params[rule.param ?? 'id'];
  // The record's table is named by the action's declaration at run time.
  let q = dynamicDb(trx).selectFrom(def.table).selectAll().where('id', '=', id);
  if (rule.lock) q = q.forUpdate();
  const row = (await q.executeTakeFirst()) as Row | undefined;
  if (!row) throw new AppError('not_found', recordNotFound(String(id), def.title));
  if (rule.allows && !user.is_admin && !rule.allows(user, row)) throw new AppError('forbidden', texts.noAccess);
  return row;
}

/** Answers are checked against the declared schema under test (CHECK_ACTION_ANSWERS=1), so the wire cannot drift. */
const checkAnswers = process.env.CHECK_ACTION_ANSWERS === '1';

function checkedAnswer(action: AnyAction, answer: unknown, viewer: CurrentUserRecord | undefined) {
  if (!checkAnswers || action.transport !== 'json' || answer === undefined) return answer;
  // Checked as it leaves: sensitive values revealed or masked for the asker (sensitive-values.ts).
  const result = action.answer.safeParse(viewer ? revealFor(viewer, answer) : answer);
  if (!result.success)
    throw new Error(
      `${action.name}: answer does not match its schema: ${JSON.stringify(result.error.issues).slice(0, 500)}`,
    );
  return answer;
}

/**
 * Mounts one catalogue action: its permission (the preHandler checks it), path/query/body parsed
 * by its schemas (a bad value is a 404 for the path, a 422 naming the field otherwise, before any
 * SQL), its per-record rule, and one transaction around the handler, so a refusal anywhere leaves
 * nothing half-written. Idempotency-Key is honoured for every write by server/http/idempotency.ts.
 */
export function mountAction<A extends AnyAction>(
  app: FastifyInstance,
  action: A,
  /**
   * Answers the action's `answer` (checked against it under test), or the reply it sent itself.
   * Typed loosely here: records come back as the repository's rows; clients get the declared type.
   */
  handler: (ctx: ActionContext<A>) => unknown,
  options: MountOptions = {},
) {
  const labels = action.labels ?? {};
  const inTransaction = options.transaction ?? action.transport === 'json';
  app.route({
    ...options.route,
    method: action.method,
    url: action.path,
    config: actionConfig(action, { ...options.config, transaction: inTransaction }),
    handler: async (request, reply) => {
      const params = parseParams(action, request.params) as ParamsOf<A>;
      const query = parsePart(action.query, request.query, labels) as QueryOf<A>;
      const body = (
        action.transport === 'upload' ? undefined : parsePart(action.body, request.body, labels, action.root)
      ) as BodyOf<A>;
      const user = request.user!;
      const run = async (trx: Kysely<DB>) => {
        if (inTransaction) await beginRequestTransaction(trx, request);
        const record = (
          action.record ? await loadRecord(trx, action, params as unknown as Record<string, unknown>, user) : undefined
        ) as ActionContext<A>['record'];
        const transaction = <T>(work: (own: Kysely<DB>) => Promise<T>) =>
          app.db.transaction().execute(async (own) => {
            await beginRequestTransaction(own, request);
            return work(own);
          });
        const answer = await handler({ params, query, body, user, trx, record, request, reply, transaction });
        return inTransaction ? endRequestTransaction(trx, request, reply, answer) : answer;
      };
      const answer = inTransaction ? await app.db.transaction().execute(run) : await run(app.db);
      return answer === reply ? reply : checkedAnswer(action, answer, request.user ?? undefined);
    },
  });
}
