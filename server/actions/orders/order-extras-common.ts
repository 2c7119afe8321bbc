import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import type { DB } from '../../db/db-types.ts';

/** The order id of a /api/orders/:id/... path; anything that is not an id names no order (404). */
export function orderIdOf(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isInt4(id)) throw new AppError('not_found', `Заказ №${raw} не найден`);
  return id;
}

/** The order row, locked for the request's transaction when `lock` (writes), or a 404. */
export async function loadOrder(db: Kysely<DB>, id: number, lock = false): Promise<Record<string, any>> {
  let q = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const order = await q.executeTakeFirst();
  if (!order) throw new AppError('not_found', `Заказ №${id} не найден`);
  return order;
}

/** A 422 on one field with its Russian message. */
export function refuse(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, [message]);
}

/** The JSON body as an object (a missing or non-object body reads as empty). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A positive int4 id from the body, or a 422 on that field. */
export function idFromBody(request: FastifyRequest, field: string, label: string): number {
  const value = bodyOf(request)[field];
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || !isInt4(n))
    throw refuse(field, `${label}: укажите номер`);
  return n;
}
