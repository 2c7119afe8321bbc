// Worker quality (spec 02 'Quality individual', issue 21 item 3): the formulas of the monthly ratings,
// written out in docs/decisions.md «Issue 21: worker quality formulas». Every rating is on the
// scale of a client's mark, 0–5, so the rating gradations (rating rates by band) read it as they
// are. The server's recalculation job gathers the facts of each period in SQL and scores them here,
// so the tests quote one function.

/** The tunable coefficients (GET/PUT /api/rating_koefs, 'a list edited as a whole'), in display order. */
export const RATING_KOEFS = [
  { key: 'client_weight', name: 'К — вес оценки клиента в итоге', default: 0.4, min: 0, max: 1 },
  { key: 'work_weight', name: 'Т — вес качества работы в итоге', default: 0.3, min: 0, max: 1 },
  { key: 'reliability_weight', name: 'Н — вес надёжности в итоге', default: 0.3, min: 0, max: 1 },
  { key: 'withdrawal_points', name: 'Надёжность: минус за снятие после подтверждения', default: 0.75, min: 0, max: 5 },
  { key: 'declined_points', name: 'Надёжность: минус за отказ от заказа', default: 0.25, min: 0, max: 5 },
  { key: 'no_show_points', name: 'Надёжность: минус за невыход', default: 1.5, min: 0, max: 5 },
  { key: 'penalty_points', name: 'Работа: минус за штраф', default: 0.5, min: 0, max: 5 },
  { key: 'suit_points', name: 'Работа: баллы за единицу проверки формы (1, 0, −5)', default: 0.25, min: 0, max: 1 },
  { key: 'confidence_hours', name: 'Часы работы для полного доверия к итогу', default: 40, min: 0, max: 1000 },
] as const;

export type RatingKoefKey = (typeof RATING_KOEFS)[number]['key'];
export type RatingKoefs = Record<RatingKoefKey, number>;

export const DEFAULT_RATING_KOEFS = Object.fromEntries(RATING_KOEFS.map((k) => [k.key, k.default])) as RatingKoefs;

/** The weights of the three parts; at least one must be above zero, or no total can be formed. */
export const WEIGHT_KEYS = ['client_weight', 'work_weight', 'reliability_weight'] as const;

/** A worker's record in one period (the month, the month before, the three months before). */
export interface QualityFacts {
  /** Client ratings (1–5) of the worker's counted orders, the orders he was found innocent on left out. */
  client_ratings: number;
  client_rating_sum: number;
  /** The worker's own marks on his order rows (order_individuals.rating, 1–5). */
  work_ratings: number;
  work_rating_sum: number;
  /** Suit checks of the worker and the sum of their types (whole 1, partial 0, none −5). */
  suit_checks: number;
  suit_sum: number;
  penalties: number;
  /** Counted orders he worked on. */
  assignments: number;
  withdrawals: number;
  declines: number;
  no_shows: number;
  /** Billed hours of those orders. */
  hours: number;
}

export const NO_FACTS: QualityFacts = {
  client_ratings: 0,
  client_rating_sum: 0,
  work_ratings: 0,
  work_rating_sum: 0,
  suit_checks: 0,
  suit_sum: 0,
  penalties: 0,
  assignments: 0,
  withdrawals: 0,
  declines: 0,
  no_shows: 0,
  hours: 0,
};

/** The effective weights of the total: К client, Т work, Н reliability (quality_individuals.koefs). */
export interface QualityWeights {
  К: number;
  Т: number;
  Н: number;
}

export interface QualityScores {
  client: number | null;
  work: number | null;
  reliability: number | null;
  total: number | null;
  weights: QualityWeights;
}

/** A worker with work but no marks on it is rated 4 of 5 («no complaint»). */
export const UNRATED_WORK = 4;
/** With few hours the total is pulled down towards a middle mark, never up (decisions.md). */
export const CONFIDENCE_PRIOR = 3;
export const TOP = 5;

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number) => Math.min(TOP, Math.max(0, x));
const mean = (sum: number, count: number) => sum / count;

/**
 * decisions.md: 'client = the mean client rating of the period; work = the mean work mark (4
 * without marks) + suit points × the sum of suit check types − penalty points × penalties;
 * reliability = 5 − the points of withdrawals, declines and no-shows; each kept within 0–5 and
 * absent without facts. total = the weighted mean of the parts present, then, with c = hours ÷
 * (hours + confidence hours), total = raw × c + min(raw, 3) × (1 − c).'
 */
export function qualityScores(facts: QualityFacts, k: RatingKoefs): QualityScores {
  const client = facts.client_ratings > 0 ? round2(mean(facts.client_rating_sum, facts.client_ratings)) : null;
  const worked = facts.work_ratings > 0 || facts.suit_checks > 0 || facts.penalties > 0;
  const work = worked
    ? round2(
        clamp(
          (facts.work_ratings > 0 ? mean(facts.work_rating_sum, facts.work_ratings) : UNRATED_WORK) +
            facts.suit_sum * k.suit_points -
            facts.penalties * k.penalty_points,
        ),
      )
    : null;
  const refusals = facts.withdrawals + facts.declines + facts.no_shows;
  const reliability =
    facts.assignments > 0 || refusals > 0
      ? round2(
          clamp(
            TOP -
              facts.withdrawals * k.withdrawal_points -
              facts.declines * k.declined_points -
              facts.no_shows * k.no_show_points,
          ),
        )
      : null;
  const parts = [
    [client, k.client_weight],
    [work, k.work_weight],
    [reliability, k.reliability_weight],
  ] as const;
  const sum = parts.reduce((s, [value, w]) => (value === null ? s : s + w), 0);
  const share = (value: number | null, w: number) => (value === null || sum === 0 ? 0 : round2(w / sum));
  const weights = {
    К: share(client, k.client_weight),
    Т: share(work, k.work_weight),
    Н: share(reliability, k.reliability_weight),
  };
  if (sum === 0) return { client, work, reliability, total: null, weights };
  const raw = parts.reduce((s, [value, w]) => (value === null ? s : s + value * w), 0) / sum;
  const c = k.confidence_hours > 0 ? facts.hours / (facts.hours + k.confidence_hours) : 1;
  const total = round2(raw * c + Math.min(raw, CONFIDENCE_PRIOR) * (1 - c));
  return { client, work, reliability, total, weights };
}

/**
 * Spec 02 'place in ranking (shown as percent)': the share of the ranked workers at or above this
 * one, 100 × rank ÷ count (ties share the best rank), so the best of 200 is 0,5 % and the last 100 %.
 */
export function placePercent(rank: number, count: number): number {
  // 10000 × rank ÷ count is exact wherever its half is, so it rounds as SQL's round(…, 2) does.
  return Math.round((10_000 * rank) / count) / 100;
}

/** Spec 02 §4 'progress in percent (rounded up to a whole percent)': 1 of 3 is 34 %, none to do is 100 %. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.ceil((done * 100) / total));
}

/** A period as [from, to): yyyy-MM-dd of its first day and of the day after its last. */
export interface DateRange {
  from: string;
  to: string;
}

const monthStart = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return d.toISOString().slice(0, 10);
};

/** The three periods of a quality row for (year, month): the month, the month before, the three months before. */
export function qualityPeriods(year: number, month: number): Record<'current' | 'prev' | 'prev3', DateRange> {
  return {
    current: { from: monthStart(year, month), to: monthStart(year, month + 1) },
    prev: { from: monthStart(year, month - 1), to: monthStart(year, month) },
    prev3: { from: monthStart(year, month - 3), to: monthStart(year, month) },
  };
}

/** Checks a whole set of coefficients: every key once, each within its range, some weight above zero. */
export function ratingKoefErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const koef of RATING_KOEFS) {
    const v = values[koef.key];
    if (typeof v !== 'number' || !Number.isFinite(v)) errors[koef.key] = 'укажите число';
    else if (v < koef.min || v > koef.max)
      errors[koef.key] =
        `должно быть от ${String(koef.min).replace('.', ',')} до ${String(koef.max).replace('.', ',')}`;
  }
  if (!Object.keys(errors).length && WEIGHT_KEYS.every((key) => values[key] === 0))
    errors.client_weight = 'хотя бы один вес (К, Т, Н) должен быть больше нуля';
  return errors;
}
