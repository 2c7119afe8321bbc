import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  fireIndividual,
  firedIndividuals,
  restoreIndividual,
} from '../../../core/actions/defs/order-extras.actions.ts';
import { isoDate } from '../../../core/format.ts';
import { texts } from '../../../core/texts.ts';
import { refreshDisplayedStatus } from '../../domain/orders/displayed-status.ts';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import { mountAction } from '../mount-action.ts';
import { refuse } from './order-extras-common.ts';
import type { DB } from '../../db/db-types.ts';

async function firedOf(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_fired_individuals as f')
    .innerJoin('individuals as i', 'i.id', 'f.individual_id')
    .leftJoin('users as fu', 'fu.id', 'f.fired_by_user_id')
    .leftJoin('users as ru', 'ru.id', 'f.restored_by_user_id')
    .where('f.order_id', '=', orderId)
    .select([
      'f.id',
      'f.individual_id',
      'i.name as individual_name',
      'f.order_individual_id',
      'f.fired_until',
      'f.comment',
      'f.fired_at',
      'f.fired_by_user_id',
      'fu.name as fired_by_name',
      'f.restored_at',
      'f.restored_by_user_id',
      'ru.name as restored_by_name',
    ])
    .orderBy('f.fired_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

/**
 * Spec 01 §2 'dialog to fire or restore an individual' and §8 'Fire individual: info Отстранен;
 * error Ошибка / Restore individual: Восстановлен'. Firing takes the worker off this order (the
 * place becomes vacant) and, with a date, fires them until it (individuals.fired/fired_until) so no
 * picker offers them; restoring puts them back on the same place if it is still vacant.
 */
export function registerFiredIndividualActions(app: FastifyInstance) {
  // `assigned`: the workers on the order now, whom the dialog offers to fire.
  mountAction(app, firedIndividuals, async ({ trx, params }) => {
    const { id } = params;
    const assigned = await trx
      .selectFrom('order_individuals as oi')
      .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
      .where('oi.order_id', '=', id)
      .select(['oi.id as order_individual_id', 'i.id as individual_id', 'i.name'])
      .orderBy('oi.id')
      .execute();
    return { items: await firedOf(trx, id), assigned };
  });

  mountAction(app, fireIndividual, async ({ trx, params, body, user }) => {
    const { id } = params;
    const individualId = body.individual_id;
    const until = body.fired_until;
    if (until && until < isoDate(new Date())) throw refuse('fired_until', 'Отстранен до: дата уже прошла');
    const comment = body.comment || null;
    const place = await trx
      .selectFrom('order_individuals as oi')
      .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
      .where('oi.order_id', '=', id)
      .where('oi.individual_id', '=', individualId)
      .select(['oi.id', 'i.name'])
      .orderBy('oi.id')
      .executeTakeFirst();
    if (!place) throw refuse('individual_id', `Работник №${individualId} не назначен на заказ №${id}`);
    await trx
      .updateTable('order_individuals')
      .set({ individual_id: null, confirmed: false })
      .where('id', '=', place.id)
      .execute();
    if (until)
      await trx
        .updateTable('individuals')
        .set({ fired: true, fired_until: until, updated_at: new Date().toISOString() })
        .where('id', '=', individualId)
        .execute();
    await trx
      .insertInto('order_fired_individuals')
      .values({
        order_id: id,
        individual_id: individualId,
        order_individual_id: place.id,
        fired_until: until,
        comment,
        fired_by_user_id: user.id,
      })
      .execute();
    await saveOrderChanges(trx, id, user.id, [
      { field: 'order_individuals', label: texts.individualFired, from: place.name, to: until },
    ]);
    await refreshDisplayedStatus(trx, [id]);
    return { message: texts.individualFired, items: await firedOf(trx, id) };
  });

  mountAction(app, restoreIndividual, async ({ trx, params, body, user }) => {
    const { id } = params;
    const individualId = body.individual_id;
    const fired = await trx
      .selectFrom('order_fired_individuals as f')
      .innerJoin('individuals as i', 'i.id', 'f.individual_id')
      .where('f.order_id', '=', id)
      .where('f.individual_id', '=', individualId)
      .where('f.restored_at', 'is', null)
      .select(['f.id', 'f.order_individual_id', 'f.fired_until', 'i.name'])
      .orderBy('f.id', 'desc')
      .executeTakeFirst();
    if (!fired) throw refuse('individual_id', `Работник №${individualId} не отстранен от заказа №${id}`);
    const place = fired.order_individual_id
      ? await trx
          .selectFrom('order_individuals')
          .select(['id', 'individual_id'])
          .where('id', '=', fired.order_individual_id)
          .executeTakeFirst()
      : undefined;
    if (!place) throw refuse('individual_id', 'Места этого работника в заказе больше нет');
    if (place.individual_id !== null) throw refuse('individual_id', 'Место работника уже занято другим');
    await trx
      .updateTable('order_individuals')
      .set({ individual_id: individualId })
      .where('id', '=', place.id)
      .execute();
    // Undo only the firing this order made: a later, longer one from elsewhere stays.
    if (fired.fired_until)
      await trx
        .updateTable('individuals')
        .set({ fired: false, fired_until: null, updated_at: new Date().toISOString() })
        .where('id', '=', individualId)
        .where('fired_until', '=', fired.fired_until)
        .execute();
    await trx
      .updateTable('order_fired_individuals')
      .set({ restored_at: new Date().toISOString(), restored_by_user_id: user.id })
      .where('id', '=', fired.id)
      .execute();
    await saveOrderChanges(trx, id, user.id, [
      { field: 'order_individuals', label: texts.individualRestored, from: null, to: fired.name },
    ]);
    await refreshDisplayedStatus(trx, [id]);
    return { message: texts.individualRestored, items: await firedOf(trx, id) };
  });
}
