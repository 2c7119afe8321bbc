import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../core/errors.ts';

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

interface Reservation {
  userId: number;
  key: string;
}

function requestHash(request: FastifyRequest): string {
  // A streamed body (multipart upload) is not parsed before the handler: its key covers method and path.
  const body = request.body ?? null;
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** A retry later than a day is a new request; done while handling keyed writes, so no scheduler is needed. */
export async function cleanupIdempotencyKeys(db: Kysely<any>) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', sql<Date>`now() - interval '24 hours'`).execute();
}

/** Answers worth replaying: successes and 422 (the same body would fail the same way). */
function storable(status: number): boolean {
  return status < 400 || status === 422;
}

/**
 * Idempotency-Key for writes by a signed-in user. The key is reserved (a row with no answer) before
 * the handler runs, in its own statement; the answer is stored after the handler's transaction
 * committed, and the reservation is released when the answer is not storable. A crash between the
 * handler's commit and storing the answer leaves the reservation pending: retries answer 409 until
 * the key expires (24 h) rather than risk applying the request twice.
 */
export function registerIdempotency(app: FastifyInstance) {
  const reserved = new WeakMap<FastifyRequest, Reservation>();
  let lastCleanup = 0;

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await cleanupIdempotencyKeys(app.db);
  }

  async function replayOrRefuse(reply: FastifyReply, userId: number, key: string, hash: string) {
    const row = await app.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body', 'content_type'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Released between our insert and this read: the caller may simply retry.
    if (!row) throw new AppError('conflict', idempotencyTexts.inFlight);
    if (row.request_hash !== hash)
      throw AppError.validation({ base: [idempotencyTexts.otherRequest] }, [idempotencyTexts.otherRequest]);
    if (row.status_code === null) throw new AppError('conflict', idempotencyTexts.inFlight);
    reply.code(row.status_code).header(REPLAYED_HEADER, 'true');
    if (row.content_type) reply.type(row.content_type);
    return reply.send(row.response_body ?? '');
  }

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.user || !writeMethods.has(request.method)) return;
    if (typeof header !== 'string' || header.length === 0 || header.length > MAX_KEY_LENGTH)
      throw new AppError('bad_request', idempotencyTexts.badKey);
    await cleanup();
    const hash = requestHash(request);
    const userId = request.user.id;
    const inserted = await app.db
      .insertInto('idempotency_keys')
      .values({ key: header, user_id: userId, method: request.method, path: request.url, request_hash: hash })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) {
      reserved.set(request, { userId, key: header });
      return;
    }
    return replayOrRefuse(reply, userId, header, hash);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = reserved.get(request);
    if (!reservation) return payload;
    reserved.delete(request);
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (storable(reply.statusCode) && text !== null) {
      const contentType = reply.getHeader('content-type');
      await app.db
        .updateTable('idempotency_keys')
        .set({
          status_code: reply.statusCode,
          response_body: text,
          content_type: typeof contentType === 'string' ? contentType : null,
        })
        .where('user_id', '=', reservation.userId)
        .where('key', '=', reservation.key)
        .execute();
    } else {
      await app.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', reservation.userId)
        .where('key', '=', reservation.key)
        .execute();
    }
    return payload;
  });
}
