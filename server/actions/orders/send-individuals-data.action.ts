import type { FastifyInstance } from 'fastify';
import {
  individualsDataLetter as letterAction,
  sendIndividualsData,
} from '../../../core/actions/defs/order-extras.actions.ts';
import { texts } from '../../../core/texts.ts';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { individualsDataLetter } from './individuals-data-letter.ts';
import { mountAction } from '../mount-action.ts';
import { refuse } from './order-extras-common.ts';

/**
 * Spec 01 §7 POST /api/orders/{id}/send_individuals_data_to_contractor and §8 'success Данные
 * отправлены; failure Ошибка при отправке данных клиенту'. The letter goes out inside the order's
 * transaction and the counter moves only after the mail server took it: a refused letter rolls
 * back and leaves brigade_data_sent_counter as it was.
 */
export function registerSendIndividualsDataAction(app: FastifyInstance, mailer: Mailer) {
  // What the dialog shows before sending: the recipient and the very text that will go.
  mountAction(app, letterAction, ({ trx, record, user }) => individualsDataLetter(trx, record, user));

  mountAction(app, sendIndividualsData, async ({ trx, params, user, record: order, request }) => {
    const { id } = params;
    const letter = await individualsDataLetter(trx, order);
    try {
      await mailer.send(letter);
    } catch (e) {
      request.log.warn({ err: e, order: id }, 'workers data letter not sent');
      throw refuse('base', texts.individualsDataSendFailed);
    }
    const counter = Number(order.brigade_data_sent_counter ?? 0) + 1;
    await trx.updateTable('orders').set({ brigade_data_sent_counter: counter }).where('id', '=', id).execute();
    await saveOrderChanges(trx, id, user.id, [
      {
        field: 'brigade_data_sent_counter',
        label: `${texts.individualsDataSent}: ${letter.to}`,
        from: String(counter - 1),
        to: String(counter),
      },
    ]);
    return { message: texts.individualsDataSent, to: letter.to, brigade_data_sent_counter: counter };
  });
}
