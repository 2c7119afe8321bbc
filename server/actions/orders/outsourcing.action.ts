import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { confirmOutsourcing, outsourcing } from '../../../core/actions/defs/order-extras.actions.ts';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import { mountAction } from '../mount-action.ts';
import { refuse } from './order-extras-common.ts';
import type { DB } from '../../db/db-types.ts';

async function outsourcingOf(db: Kysely<DB>, order: Record<string, any>) {
  const contractor = await db
    .selectFrom('contractors')
    .select(['outsource'])
    .where('id', '=', order.contractor_id)
    .executeTakeFirst();
  const individuals = await db
    .selectFrom('order_individuals as oi')
    .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
    .where('oi.order_id', '=', order.id)
    .select(['i.id as individual_id', 'i.name', 'i.is_outsourcer'])
    .distinct()
    .orderBy('i.name')
    .execute();
  const pending = contractor?.outsource ? individuals.filter((i) => !i.is_outsourcer) : [];
  return { contractor_outsource: Boolean(contractor?.outsource), individuals, pending };
}

/**
 * Spec 01 §2 'an outsourcing confirmation dialog' (its content not shown; docs/decisions.md): a
 * client that takes workers through outsourcing (contractors.outsource) must get outsourcers, so
 * the card lists its workers not marked as such, and the dispatcher confirms them as outsourcers
 * (individuals.is_outsourcer, the flag spec 01 §4 says can be updated).
 */
export function registerOutsourcingActions(app: FastifyInstance) {
  mountAction(app, outsourcing, ({ trx, record }) => outsourcingOf(trx, record));

  mountAction(app, confirmOutsourcing, async ({ trx, params, body, user, record: order }) => {
    const ids = body.individual_ids;
    const before = await outsourcingOf(trx, order);
    const onOrder = new Map(before.individuals.map((i) => [i.individual_id, i]));
    const foreign = ids.filter((v) => !onOrder.has(v));
    if (foreign.length) throw refuse('individual_ids', `Работники не из этого заказа: №${foreign.join(', №')}`);
    await trx
      .updateTable('individuals')
      .set({ is_outsourcer: true, updated_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
    await saveOrderChanges(
      trx,
      params.id,
      user.id,
      ids
        .filter((v) => !onOrder.get(v)!.is_outsourcer)
        .map((v) => ({ field: 'outsourcing', label: 'Аутсорсинг подтверждён', from: null, to: onOrder.get(v)!.name })),
    );
    return outsourcingOf(trx, order);
  });
}
