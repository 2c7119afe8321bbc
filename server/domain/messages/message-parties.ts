import type { Kysely } from 'kysely';
import type { DB } from '../../db/db-types.ts';

/**
 * Who takes part in an order's chat. Spec 02 'Message: …, sender_id, sender, receivers, …':
 * an incoming message is a worker's (sender_id an individual) to the staff (receivers user ids);
 * an outgoing one is a staff member's (sender_id a user) to the workers (receivers individual ids).
 */
export interface Parties {
  /** users: the staff side; individuals: the workers' side. */
  sender: 'users' | 'individuals';
  receivers: 'users' | 'individuals';
}

export const partiesOf = (incoming: boolean): Parties =>
  incoming ? { sender: 'individuals', receivers: 'users' } : { sender: 'users', receivers: 'individuals' };

/** The order's managers 1 to 3 (orders.user_id, user2_id, user3_id): an incoming message's receivers. */
export async function orderManagers(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const order = await db
    .selectFrom('orders')
    .select(['user_id', 'user2_id', 'user3_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return [];
  return [...new Set([order.user_id, order.user2_id, order.user3_id].filter((id): id is number => id != null))];
}

/** The workers on the order: an outgoing message's receivers. */
export async function orderWorkers(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('order_individuals')
    .select('individual_id')
    .distinct()
    .where('order_id', '=', orderId)
    .where('individual_id', 'is not', null)
    .orderBy('individual_id')
    .execute();
  return rows.map((r) => Number(r.individual_id));
}

/** Names by id of users and individuals, one query per side. */
export async function partyNames(
  db: Kysely<DB>,
  ids: { users: Set<number>; individuals: Set<number> },
): Promise<{ users: Map<number, string>; individuals: Map<number, string> }> {
  const read = async (table: 'users' | 'individuals', set: Set<number>) =>
    set.size
      ? new Map(
          (
            await db
              .selectFrom(table)
              .select(['id', 'name'])
              .where('id', 'in', [...set])
              .execute()
          ).map((r) => [Number(r.id), String(r.name)] as const),
        )
      : new Map<number, string>();
  return { users: await read('users', ids.users), individuals: await read('individuals', ids.individuals) };
}
