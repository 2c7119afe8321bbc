import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The order chat (issue 14 item 2) and the console's page-open reports (spec 02 §7).

/** The text is checked by the registry's messages.message (required, at most 4000 characters). */
const text = z.custom<string>(() => true);

/** Staff reply from the order card: an outgoing message of the caller to the order's workers. */
export const postOrderMessage = defineAction({
  name: 'orders.messages',
  method: 'POST',
  path: '/api/orders/:id/messages',
  title: 'Сообщение работникам заказа',
  permission: resourceActionRule(resources.messages.permissions.create),
  params: wire.object({ id: wire.id() }),
  body: wire.object({ message: wire.object({ message: text }) }),
  root: 'message',
  answer: wire.record('messages'),
  idempotent: true,
});

/**
 * Workers write through their mobile app, signed by the same device token as their location logs
 * (public to the session check); the message goes to the order's managers with a live notice.
 */
export const postWorkerMessage = defineAction({
  name: 'worker_messages.create',
  method: 'POST',
  path: '/api/worker_messages',
  title: 'Сообщение работника из приложения',
  permission: 'public',
  body: wire.object({ message: wire.object({ order_id: wire.id('Заказ: укажите номер'), message: text }) }),
  root: 'message',
  answer: z.object({ id: z.number() }),
});

/** A console sends at most this many page opens at once (it batches them). */
export const MAX_PAGE_OPENS = 50;

/** Spec 02 §9 '1 page open': how the console reports the pages a user opens. */
export const reportPageOpens = defineAction({
  name: 'user_activities.page_open',
  method: 'POST',
  path: '/api/user_activities/page_open',
  title: 'Открытие страниц',
  permission: 'signed_in',
  body: wire.object({
    uris: z
      .array(z.string().startsWith('/', 'Адрес страницы должен начинаться с «/»').max(2000), {
        error: `Ожидался список адресов страниц (от 1 до ${MAX_PAGE_OPENS})`,
      })
      .min(1, `Ожидался список адресов страниц (от 1 до ${MAX_PAGE_OPENS})`)
      .max(MAX_PAGE_OPENS, `Ожидался список адресов страниц (от 1 до ${MAX_PAGE_OPENS})`),
  }),
  answer: z.object({ accepted: z.number() }),
});

export const activityEvent = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  user_name: z.string(),
  uri: z.string(),
  action: z.number(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  page: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEvent>;

/** Spec 02 §7: GET /api/user_activities/details {date, action_num, user_id, uri}: the events behind one row. */
export const activityDetails = defineAction({
  name: 'user_activities.details',
  method: 'GET',
  path: '/api/user_activities/details',
  title: 'События пользователя за день',
  permission: 'admin',
  query: wire.object({
    date: wire.date({ required: 'Неверная дата', bad: 'Неверная дата' }),
    action_num: wire.queryInt(1, 4),
    user_id: wire.id('Ожидалось целое число'),
    uri: wire.text(2000, { required: 'Не указана страница' }),
  }),
  labels: { date: 'Дата', action_num: 'Действие', user_id: 'Пользователь', uri: 'Страница' },
  answer: z.object({
    items: z.array(activityEvent),
    meta: z.object({ total: z.number(), limit: z.number() }),
  }),
});
