import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { setAuditContext } from '../audit/audit-chain.ts';
import { markIdempotencyKey } from './idempotency.ts';
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
