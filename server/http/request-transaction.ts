import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { setAuditContext } from '../audit/audit-chain.ts';
import { keepAnswerInTransaction, markIdempotencyKey } from './idempotency.ts';
import type { DB } from '../db/db-types.ts';

/**
 * The first thing every request transaction does (mountAction, the generic resource writes): what
 * must commit or roll back together with the request's effects (the idempotency mark), and who the
 * audit trail names for the rows it changes.
 */
export async function beginRequestTransaction(trx: Kysely<DB>, request: FastifyRequest) {
  await markIdempotencyKey(trx, request);
  await setAuditContext(trx, request);
}

/**
 * The last thing before the commit: the answer kept with the key, so what committed can always be
 * replayed (reply.code is set before, as it will be sent).
 */
export async function endRequestTransaction<T>(
  trx: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: T,
): Promise<T> {
  await keepAnswerInTransaction(trx, request, reply, answer);
  return answer;
}
