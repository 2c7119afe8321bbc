import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { isGenericResourceRoute } from '../crud/generic-route.ts';
import { revealFor } from '../crud/sensitive-values.ts';
import type { DB } from '../db/db-types.ts';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';
export const idempotencyTexts = {
  badKey: 'Неверный ключ идемпотентности: от 1 до 200 символов',
  otherRequest: 'Ключ идемпотентности уже использован для другого запроса',
  inFlight: 'Запрос с этим ключом идемпотентности ещё выполняется',
} as const;

const MAX_KEY_LENGTH = 200;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CLEANUP_EVERY_MS = 10 * 60_000;
/** A reservation outside a transaction lives this long unless its running request renews it. */
const LEASE_MS = 15_000;

interface Keyed {
  userId: number;
  key: string;
  hash: string;
  method: string;
  path: string;
  /** 'transaction': marked inside the request's transaction; 'lease': reserved before the handler. */
  mark?: 'transaction' | 'lease';
  renew?: NodeJS.Timeout;
}

const keyed = new WeakMap<FastifyRequest, Keyed>();

const ofKey = (k: Keyed) => (qb: any) => qb.where('user_id', '=', k.userId).where('key', '=', k.key);

function requestHash(request: FastifyRequest): string {
  // A streamed body (multipart upload) is not parsed before the handler: its key covers method and path.
  const body = request.body ?? null;
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** A retry later than a day is a new request; done while handling keyed writes, so no scheduler is needed. */
export async function cleanupIdempotencyKeys(db: Kysely<DB>) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', sql<string>`now() - interval '24 hours'`).execute();
}

/** Answers worth replaying: successes and 422 (the same body would fail the same way). */
function storable(status: number): boolean {
  return status < 400 || status === 422;
}

const markValues = (k: Keyed) => ({
  key: k.key,
  user_id: k.userId,
  method: k.method,
  path: k.path,
  request_hash: k.hash,
});

/**
 * Marks the request's Idempotency-Key inside the request's own transaction (called first thing in
 * it: server/http/request-transaction.ts). The mark commits with the request's effects or not at
 * all, so a server killed before the commit leaves the key free for an immediate retry. A second
 * request with the same key waits on the first's mark and is then refused as in flight.
 */
export async function markIdempotencyKey(trx: Kysely<DB>, request: FastifyRequest) {
  const k = keyed.get(request);
  if (!k || k.mark) return;
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values(markValues(k))
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) throw new AppError('conflict', idempotencyTexts.inFlight);
  k.mark = 'transaction';
}

/**
 * Stores the answer of a request whose key was marked in its transaction, in that transaction: a
 * process killed after the commit and before the answer was sent (or stored by onSend) leaves a key
 * whose retry replays the answer, instead of one that reads «ещё выполняется» until the day's
 * cleanup (found by tests/api/two-instances.test.ts killing an instance under a payment batch). The
 * body is what would be sent: revealed or masked for the asker, then the route's serializer.
 */
export async function keepAnswerInTransaction(
  trx: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: unknown,
) {
  const k = keyed.get(request);
  if (k?.mark !== 'transaction' || answer === undefined || answer === reply || !storable(reply.statusCode)) return;
  const shown = request.user ? revealFor(request.user, answer) : answer;
  const body = reply.serialize(shown);
  if (typeof body !== 'string') return;
  await ofKey(k)(
    trx.updateTable('idempotency_keys').set({
      status_code: reply.statusCode,
      response_body: body,
      content_type: 'application/json; charset=utf-8',
    }),
  ).execute();
}

/** The generic resource routes' writes and catalogue actions run in one transaction: their keys are marked in it. */
function marksInTransaction(config: Record<string, unknown> | undefined, method: string, url: string): boolean {
  if (config?.action) return config.transaction === true;
  return writeMethods.has(method) && isGenericResourceRoute(url);
}

/**
 * Idempotency-Key for writes by a signed-in user. A stored answer is replayed; the same key with
 * another body is a 422. A request that runs in one transaction marks its key inside it
 * (markIdempotencyKey); any other write reserves the key before its handler with a lease renewed
 * while it runs, so a key whose process died is usable again once the lease runs out. The answer is
 * stored after the handler; an unstorable failure releases the key.
 */
export function registerIdempotency(app: FastifyInstance) {
  let lastCleanup = 0;
  const inTransaction = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (marksInTransaction(route.config as Record<string, unknown>, method, route.url))
        inTransaction.add(`${method} ${route.url}`);
  });

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await cleanupIdempotencyKeys(app.db);
  }

  const lease = () => sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval`;

  /** Replays or refuses when the key is taken; clears a dead process's reservation. True: the key is free. */
  async function keyIsFree(reply: FastifyReply, k: Keyed): Promise<boolean> {
    const row = await app.db
      .selectFrom('idempotency_keys')
      .select([
        'request_hash',
        'status_code',
        'response_body',
        'content_type',
        sql<boolean>`lease_until < now()`.as('expired'),
      ])
      .where('user_id', '=', k.userId)
      .where('key', '=', k.key)
      .executeTakeFirst();
    if (!row) return true;
    if (row.expired) {
      await ofKey(k)(app.db.deleteFrom('idempotency_keys')).where('status_code', 'is', null).execute();
      return true;
    }
    if (row.request_hash !== k.hash)
      throw AppError.validation({ base: [idempotencyTexts.otherRequest] }, [idempotencyTexts.otherRequest]);
    if (row.status_code === null) throw new AppError('conflict', idempotencyTexts.inFlight);
    reply.code(row.status_code).header(REPLAYED_HEADER, 'true');
    if (row.content_type) reply.type(row.content_type);
    reply.send(row.response_body ?? '');
    return false;
  }

  async function reserveWithLease(k: Keyed) {
    const inserted = await app.db
      .insertInto('idempotency_keys')
      .values({ ...markValues(k), lease_until: lease() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) throw new AppError('conflict', idempotencyTexts.inFlight);
    k.mark = 'lease';
    k.renew = setInterval(() => {
      ofKey(k)(app.db.updateTable('idempotency_keys').set({ lease_until: lease() }))
        .where('status_code', 'is', null)
        .execute()
        .catch(() => undefined);
    }, LEASE_MS / 3);
    k.renew.unref();
  }

  /** The keyed write's claim: its stored answer is replayed (false: nothing more to run), or it is marked. */
  async function claim(request: FastifyRequest, reply: FastifyReply, header: string): Promise<boolean> {
    await cleanup();
    const k: Keyed = {
      userId: request.user!.id,
      key: header,
      hash: requestHash(request),
      method: request.method,
      path: request.url,
    };
    if (!(await keyIsFree(reply, k))) return false;
    keyed.set(request, k);
    if (!inTransaction.has(`${request.method} ${request.routeOptions.url}`)) await reserveWithLease(k);
    return true;
  }

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown, k: Keyed) {
    keyed.delete(request);
    clearInterval(k.renew);
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (storable(reply.statusCode) && text !== null) {
      const contentType = reply.getHeader('content-type');
      const answer = {
        status_code: reply.statusCode,
        response_body: text,
        content_type: typeof contentType === 'string' ? contentType : null,
        lease_until: null,
      };
      // A 422 thrown inside the transaction rolled its mark back: the answer is stored afresh.
      await app.db
        .insertInto('idempotency_keys')
        .values({ ...markValues(k), ...answer })
        .onConflict((oc) =>
          oc.columns(['user_id', 'key']).doUpdateSet(answer).where('idempotency_keys.status_code', 'is', null),
        )
        .execute();
    } else if (k.mark === 'lease') {
      await ofKey(k)(app.db.deleteFrom('idempotency_keys')).where('status_code', 'is', null).execute();
    }
  }

  // Callback hooks: every request passes both, and only a keyed write has anything to do here, so
  // the rest (every read) pay no promise for them (issue 25). A replayed answer is sent by claim(),
  // and the request goes no further: the chain is not continued.
  app.addHook('preHandler', (request, reply, next) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.user || !writeMethods.has(request.method)) return next();
    if (typeof header !== 'string' || header.length === 0 || header.length > MAX_KEY_LENGTH)
      throw new AppError('bad_request', idempotencyTexts.badKey);
    claim(request, reply, header).then((go) => go && next(), next);
  });

  app.addHook('onSend', (request, reply, payload, next) => {
    const k = keyed.get(request);
    if (!k) return next(null, payload);
    store(request, reply, payload, k).then(() => next(null, payload), next);
  });
}
