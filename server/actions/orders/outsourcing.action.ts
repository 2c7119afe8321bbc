import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import { bodyOf, loadOrder, orderIdOf, refuse } from './order-extras-common.ts';

async function outsourcingOf(db: Kysely<any>, order: Record<string, any>) {
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
  const opts = { config: { permission: 'signed_in' } } as const;

  app.get('/api/orders/:id/outsourcing', opts, async (request) => {
    const order = await loadOrder(app.db, orderIdOf(request));
    return outsourcingOf(app.db, order);
  });

  app.post('/api/orders/:id/confirm_outsourcing', opts, async (request) => {
    const id = orderIdOf(request);
    const raw = bodyOf(request).individual_ids;
    const ids = Array.isArray(raw) ? raw : [];
    if (!ids.length || !ids.every((v) => Number.isInteger(v) && v > 0 && v <= 2_147_483_647))
      throw refuse('individual_ids', 'Выберите работников для подтверждения');
    return app.db.transaction().execute(async (trx) => {
      const order = await loadOrder(trx, id, true);
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
        id,
        request.user!.id,
        ids
          .filter((v) => !onOrder.get(v)!.is_outsourcer)
          .map((v) => ({
            field: 'outsourcing',
            label: 'Аутсорсинг подтверждён',
            from: null,
            to: onOrder.get(v)!.name,
          })),
      );
      return outsourcingOf(trx, order);
    });
  });
}
