import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The order calls beside the generic CRUD: the new card's defaults (spec 01 §9), copy (spec 01 §2;
// its path is not in the spec) and multi-date creation answering every order it made.

const priceLine = z.object({
  work_type_id: z.number(),
  instrument_type_id: z.number().nullable(),
  workers_amount: z.number(),
  instrument_types_amount: z.number(),
  rate_client1: z.string().nullable(),
  rate_client2: z.string().nullable(),
  rate_individual1: z.string().nullable(),
  rate_individual2: z.string().nullable(),
});

/** The values a new order card opens with: the registry's defaults, spec 01 §9's dates and price lines. */
export const newOrderTemplate = z
  .object({
    start_date: z.string(),
    contractor_id: z.number().nullable(),
    user2_id: z.number().nullable(),
    order_prices: z.array(priceLine),
    order_individuals: z.array(z.never()),
    additional_order_addresses: z.array(z.never()),
  })
  .catchall(z.unknown());

export const newOrder = defineAction({
  name: 'orders.new',
  method: 'GET',
  path: '/api/orders/new',
  title: 'Новый заказ: значения по умолчанию',
  permission: 'signed_in',
  query: wire.object({ contractor_id: wire.optionalId('неверный номер клиента') }),
  labels: { contractor_id: 'Клиент' },
  answer: newOrderTemplate,
});

export const copyOrder = defineAction({
  name: 'orders.copy',
  method: 'POST',
  path: '/api/orders/:id/copy',
  title: 'Копировать заказ',
  permission: 'signed_in',
  record: { resource: 'orders', lock: true },
  params: wire.object({ id: wire.id() }),
  // The day of the copy, tomorrow when none is given; or `start_dates`, ranges as multi-date takes them
  // (pairs or typed «01.12.2026-05.12.2026»), one copy per day (issue 22 item 5).
  body: wire.object({
    order: wire
      .object({
        start_date: wire.optionalDate({ bad: 'неверная дата' }),
        start_dates: z.custom<([string, string] | string)[]>(() => true).optional(),
      })
      .optional(),
  }),
  root: 'order',
  labels: { start_date: 'Дата', start_dates: 'Периоды дат' },
  // The first copy as its card reads it, with every copy's id.
  answer: z.intersection(wire.record('orders'), z.object({ copied_ids: z.array(z.number()) })),
  idempotent: true,
});

export const createMultiDateOrders = defineAction({
  name: 'orders.multi_date',
  method: 'POST',
  path: '/api/orders/multi_date',
  title: 'Заказ на несколько дат',
  permission: 'signed_in',
  // The order itself is checked field by field by the registry, as POST /api/orders does.
  body: wire.object({ order: z.record(z.string(), z.unknown(), { error: 'ожидался объект «order»' }) }),
  root: 'order',
  answer: wire.records('orders'),
  idempotent: true,
});
