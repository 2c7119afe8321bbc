import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The order card's extra calls (issue 10 item 5; docs/api.md «Order card extras», spec 01 §7).

const byId = wire.object({ id: wire.id() });
const order = { resource: 'orders' } as const;
const lockedOrder = { resource: 'orders', lock: true } as const;

/** An order a call or a chat message can be linked to. */
export const orderToConnect = z.object({
  id: z.number(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  contractor_id: z.number(),
  contractor_name: z.string(),
  address_info: z.string().nullable(),
  displayed_status: z.number(),
});
export type OrderToConnect = z.infer<typeof orderToConnect>;

export const ordersToConnect = defineAction({
  name: 'orders.get_orders_to_connect',
  method: 'GET',
  path: '/api/orders/get_orders_to_connect',
  title: 'Заказы для привязки звонка или сообщения',
  permission: 'signed_in',
  query: wire.object({ contractor_id: wire.optionalId('неверный номер клиента') }),
  labels: { contractor_id: 'Клиент' },
  answer: z.object({ items: z.array(orderToConnect) }),
});

/** One save of the order: the rows one request wrote share changed_at and user. */
export const historyEntry = z.object({
  changed_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  changes_data: z.array(
    z.object({ field: z.string(), label: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
  ),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Spec 01 §7: GET /api/orders/{id}/changes_history, 'answer items with changes_data', newest first. */
export const changesHistory = defineAction({
  name: 'orders.changes_history',
  method: 'GET',
  path: '/api/orders/:id/changes_history',
  title: 'История изменений заказа',
  permission: 'signed_in',
  record: order,
  params: byId,
  answer: z.object({ items: z.array(historyEntry) }),
});

export const firedIndividual = z.object({
  id: z.number(),
  individual_id: z.number(),
  individual_name: z.string(),
  order_individual_id: z.number().nullable(),
  fired_until: z.string().nullable(),
  comment: z.string().nullable(),
  fired_at: z.string(),
  fired_by_user_id: z.number().nullable(),
  fired_by_name: z.string().nullable(),
  restored_at: z.string().nullable(),
  restored_by_user_id: z.number().nullable(),
  restored_by_name: z.string().nullable(),
});
export type FiredIndividual = z.infer<typeof firedIndividual>;

export const firedIndividuals = defineAction({
  name: 'orders.get_fired_individuals',
  method: 'GET',
  path: '/api/orders/:id/get_fired_individuals',
  title: 'Отстранённые от заказа',
  permission: 'signed_in',
  record: order,
  params: byId,
  answer: z.object({
    items: z.array(firedIndividual),
    /** The workers on the order now, whom the dialog offers to fire. */
    assigned: z.array(z.object({ order_individual_id: z.number(), individual_id: z.number(), name: z.string() })),
  }),
});

const firedAnswer = z.object({ message: z.string(), items: z.array(firedIndividual) });
const individualId = wire.id('Работник: укажите номер');

/** Spec 01 §8 'Fire individual: info Отстранен; error Ошибка'. */
export const fireIndividual = defineAction({
  name: 'orders.fire_individual',
  method: 'POST',
  path: '/api/orders/:id/fire_individual',
  title: 'Отстранить работника от заказа',
  permission: 'signed_in',
  record: lockedOrder,
  params: byId,
  body: wire.object({
    individual_id: individualId,
    fired_until: wire.optionalDate({ bad: 'Отстранен до: неверная дата, нужна дд.мм.гггг' }),
    comment: wire.text(500),
  }),
  answer: firedAnswer,
  idempotent: true,
  // With a date the worker is fired until it, so no picker offers them.
  owns: [{ resource: 'individuals', fields: ['fired', 'fired_until'] }],
});

/** Spec 01 §8 'Restore individual: Восстановлен'. */
export const restoreIndividual = defineAction({
  name: 'orders.restore_individual',
  method: 'POST',
  path: '/api/orders/:id/restore_individual',
  title: 'Вернуть отстранённого работника',
  permission: 'signed_in',
  record: lockedOrder,
  params: byId,
  body: wire.object({ individual_id: individualId }),
  answer: firedAnswer,
  idempotent: true,
  owns: [{ resource: 'individuals', fields: ['fired', 'fired_until'] }],
});

/** A pending change by the client as one line a person allows or denies. */
export const clientChangeItem = z.object({
  key: z.string(),
  kind: z.enum(['field', 'added_price', 'removed_price', 'address']),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ClientChangeItem = z.infer<typeof clientChangeItem>;
const clientChangesAnswer = z.object({ items: z.array(clientChangeItem) });

export const clientChanges = defineAction({
  name: 'orders.client_changes',
  method: 'GET',
  path: '/api/orders/:id/client_changes',
  title: 'Изменения клиента',
  permission: 'signed_in',
  record: order,
  params: byId,
  answer: clientChangesAnswer,
});

/** Spec 01 §2 'review of client changes (allow or deny per field, added or removed price line, additional address)'. */
export const reviewClientChange = defineAction({
  name: 'orders.review_client_change',
  method: 'POST',
  path: '/api/orders/:id/review_client_change',
  title: 'Разрешить или отклонить изменение клиента',
  permission: 'signed_in',
  record: lockedOrder,
  params: byId,
  body: wire.object({
    key: wire.text(200, { required: 'Укажите изменение клиента' }),
    allow: wire.bool('Укажите: разрешить (true) или отклонить (false)'),
  }),
  answer: clientChangesAnswer,
  owns: [{ resource: 'orders', fields: ['client_changes'] }],
});

const outsourcingWorker = z.object({ individual_id: z.number(), name: z.string(), is_outsourcer: z.boolean() });
export const outsourcingAnswer = z.object({
  contractor_outsource: z.boolean(),
  individuals: z.array(outsourcingWorker),
  /** Workers of an outsourcing client not yet confirmed as outsourcers. */
  pending: z.array(outsourcingWorker),
});
export type Outsourcing = z.infer<typeof outsourcingAnswer>;

export const outsourcing = defineAction({
  name: 'orders.outsourcing',
  method: 'GET',
  path: '/api/orders/:id/outsourcing',
  title: 'Аутсорсинг заказа',
  permission: 'signed_in',
  record: order,
  params: byId,
  answer: outsourcingAnswer,
});

/** Spec 01 §2 'an outsourcing confirmation dialog': marks the order's workers as outsourcers. */
export const confirmOutsourcing = defineAction({
  name: 'orders.confirm_outsourcing',
  method: 'POST',
  path: '/api/orders/:id/confirm_outsourcing',
  title: 'Подтвердить аутсорсинг',
  permission: 'signed_in',
  record: lockedOrder,
  params: byId,
  body: wire.object({
    individual_ids: wire.ids({
      required: 'Выберите работников для подтверждения',
      bad: 'Выберите работников для подтверждения',
    }),
  }),
  answer: outsourcingAnswer,
  idempotent: true,
});

export const letterAnswer = z.object({ to: z.string(), subject: z.string(), text: z.string() });
export type Letter = z.infer<typeof letterAnswer>;

/** What the dialog shows before sending: the recipient and the very text that will go. */
export const individualsDataLetter = defineAction({
  name: 'orders.individuals_data_letter',
  method: 'GET',
  path: '/api/orders/:id/individuals_data_letter',
  title: 'Письмо с данными работников',
  permission: 'signed_in',
  record: order,
  params: byId,
  answer: letterAnswer,
});

/** Spec 01 §8 'success Данные отправлены; failure Ошибка при отправке данных клиенту'. */
export const sendIndividualsData = defineAction({
  name: 'orders.send_individuals_data_to_contractor',
  method: 'POST',
  path: '/api/orders/:id/send_individuals_data_to_contractor',
  title: 'Отправить данные работников клиенту',
  permission: 'signed_in',
  record: lockedOrder,
  params: byId,
  answer: z.object({ message: z.string(), to: z.string(), brigade_data_sent_counter: z.number() }),
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['brigade_data_sent_counter'] }],
});
