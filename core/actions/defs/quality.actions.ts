import { z } from 'zod';
import { RATING_KOEFS } from '../../rules/quality.rule.ts';
import { defineAction } from '../define-action.ts';
import { yearMonth } from '../query-values.ts';
import { wire } from '../wire.ts';

// Issue 21: the worker quality recalculation, the rating coefficients and the reliability score.

/**
 * Spec 02 §7 'PUT /api/quality_individuals/update_ratings: query month, year, filter; success notice,
 * progress pushed live'. Queues the background job (202 {job_id}); progress in whole percent,
 * rounded up, and the end go to the global channel /quality_ratings. Logisticians rank workers
 * (groups 2 and 6, admins pass): decisions.md.
 */
export const updateQualityRatings = defineAction({
  name: 'quality_individuals.update_ratings',
  method: 'PUT',
  path: '/api/quality_individuals/update_ratings',
  title: 'Пересчитать рейтинги работников',
  permission: { groups: [2, 6] },
  query: z.object({ ...yearMonth, filter: wire.text(1000).optional() }),
  answer: z.object({ job_id: z.number(), message: z.string(), year: z.number(), month: z.number() }),
  labels: { year: 'Год', month: 'Месяц', filter: 'Фильтр' },
});

const koefRow = z.object({
  key: z.string(),
  name: z.string(),
  value: z.number(),
  min: z.number(),
  max: z.number(),
});
export const ratingKoefsAnswer = z.object({ rating_koefs: z.array(koefRow) });

/** Spec 02 §7 'GET and PUT /api/rating_koefs, body rating_koefs' ('a list edited as a whole'). */
export const readRatingKoefs = defineAction({
  name: 'rating_koefs.read',
  method: 'GET',
  path: '/api/rating_koefs',
  title: 'Коэффициенты рейтинга',
  permission: 'signed_in',
  answer: ratingKoefsAnswer,
});

export const updateRatingKoefs = defineAction({
  name: 'rating_koefs.update',
  method: 'PUT',
  path: '/api/rating_koefs',
  title: 'Изменить коэффициенты рейтинга',
  // The senior logist tunes the ranking (decisions.md); admins pass.
  permission: { groups: [6] },
  body: z.object({
    rating_koefs: z.array(z.object({ key: z.string(), value: z.unknown() }), { error: 'нужен список коэффициентов' }),
  }),
  answer: ratingKoefsAnswer,
  idempotent: true,
  labels: Object.fromEntries(RATING_KOEFS.map((k) => [`rating_koefs.${k.key}`, k.name])),
});

export const reliabilityRow = z.object({
  individual_id: z.number(),
  score: z.number(),
  p_show: z.number(),
  conduct: z.number(),
  computed_on: z.string().nullable(),
});

/** The kept reliability of some workers (worker card, order card): issue 21 item 6. */
export const readReliability = defineAction({
  name: 'reliability.read',
  method: 'GET',
  path: '/api/reliability',
  title: 'Надёжность работников',
  permission: 'signed_in',
  query: z.object({ individual_ids: wire.ids() }),
  answer: z.object({ items: z.array(reliabilityRow) }),
  labels: { individual_ids: 'Работники' },
});

export const turnoutRow = z.object({
  order_id: z.number(),
  start_date: z.string(),
  places: z.number(),
  assigned: z.number(),
  expected: z.number(),
  at_risk: z.boolean(),
});

/**
 * The expected turnout of the orders of a range of days (at most 31): the daily schedule and the
 * weekly planning board mark the orders at risk (core/rules/reliability.rule.ts orderAtRisk).
 */
export const orderTurnout = defineAction({
  name: 'orders.turnout',
  method: 'GET',
  path: '/api/orders/turnout',
  title: 'Ожидаемая явка по заказам',
  permission: 'signed_in',
  query: z.object({ from: wire.date(), to: wire.optionalDate().optional() }),
  answer: z.object({ items: z.array(turnoutRow) }),
  labels: { from: 'С', to: 'По' },
});
