import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The worker picking calls of the order card (spec 01 §7): free individuals for a date, the
// individuals busy on other orders of the order's day, and a worker's rate and rating.

const recordNumber = 'должно быть номером записи';

/** A candidate of the worker picker. */
export const freeIndividual = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.number(),
  fix_pay: z.boolean(),
  metro: z.string().nullable(),
  rating: z.number().nullable(),
  /** Assigned to another order of the same day: picking them double-books them. */
  busy: z.boolean(),
  busy_order_ids: z.array(z.number()),
  /** Names of the required document types whose validity ended before the order date. */
  expired_documents: z.array(z.string()),
  /** Issue 21: the kept reliability score the list is ordered by (core/rules/reliability.rule.ts). */
  reliability: z.object({ score: z.number(), p_show: z.number() }).optional(),
});
export type FreeIndividual = z.infer<typeof freeIndividual>;

/** Matching workers the picker leaves out, by why (issue 22 item 2). */
export const hiddenWorkers = z.object({ reason: z.enum(['other_pay', 'not_working', 'fired']), count: z.number() });
export type HiddenWorkers = z.infer<typeof hiddenWorkers>;

export const freeIndividuals = defineAction({
  name: 'orders.free_individuals',
  method: 'POST',
  path: '/api/orders/free_individuals',
  title: 'Свободные работники на дату',
  permission: resourceActionRule(resources.orders.permissions.read),
  body: wire.object({
    /** Spec 01 §7: 'date (dd.MM.yyyy, default tomorrow)'. */
    date: wire.optionalDate({ bad: 'не является датой дд.мм.гггг' }),
    order_id: wire.optionalId(recordNumber),
    /** The fix_pay of a worker the card has just chosen; else the saved order tells. */
    fix_pay: wire.optionalBool('должно быть да или нет'),
    search: wire.text(100),
  }),
  labels: { date: 'Дата', order_id: 'Заказ', search: 'Поиск', fix_pay: 'Фиксированная оплата' },
  answer: z.object({
    items: z.array(freeIndividual),
    meta: z.object({ date: z.string(), limit: z.number(), hidden: z.array(hiddenWorkers) }),
  }),
});

/** A worker of the order who also works on other orders of its day. */
export const busyIndividual = z.object({ individual_id: z.number(), name: z.string(), order_ids: z.array(z.number()) });
export type BusyIndividual = z.infer<typeof busyIndividual>;

export const busyIndividuals = defineAction({
  name: 'orders.get_busy_individuals',
  method: 'GET',
  path: '/api/orders/:id/get_busy_individuals',
  title: 'Работники заказа, занятые в другом заказе',
  permission: resourceActionRule(resources.orders.permissions.read),
  record: { resource: 'orders' },
  params: wire.object({ id: wire.id() }),
  answer: z.object({ items: z.array(busyIndividual), meta: z.object({ date: z.string() }) }),
});

/** A worker's rate on a work type: their own price line, else the rate of their rating band (spec 02 'Rating rate'). */
export const rateAndRatingAnswer = z.object({
  individual_id: z.number(),
  rating: z.number().nullable(),
  rate1: z.string().nullable(),
  rate2: z.string().nullable(),
  rate_source: z.enum(['individual', 'rating']).nullable(),
});
export type RateAndRating = z.infer<typeof rateAndRatingAnswer>;

export const rateAndRating = defineAction({
  name: 'individuals.rate_and_rating',
  method: 'GET',
  path: '/api/individuals/:id/rate_and_rating',
  title: 'Ставка и рейтинг работника',
  permission: resourceActionRule(resources.individuals.permissions.read),
  record: { resource: 'individuals' },
  params: wire.object({ id: wire.id() }),
  query: wire.object({
    work_type_id: wire.optionalId(recordNumber),
    instrument_type_id: wire.optionalId(recordNumber),
  }),
  labels: { work_type_id: 'Тип работ', instrument_type_id: 'Инструмент' },
  answer: rateAndRatingAnswer,
});
