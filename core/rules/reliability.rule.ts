// The worker reliability score and an order's expected turnout (issue 21 item 6). The model is
// written out in docs/decisions.md «Issue 21: reliability score»; the server keeps each worker's
// sums (server/domain/reliability) and the console, the schedule and the planning board read
// orderAtRisk from here, so every screen marks the same orders.

export const RELIABILITY = {
  /** An event's weight halves every 90 days: what a worker did last month counts most. */
  halfLifeDays: 90,
  /** Older events are not read at all (their weight is under 6 %). */
  horizonDays: 365,
  /** A newcomer is taken as 4 shows and half a miss: 89 % likely to come. */
  priorShows: 4,
  priorMisses: 0.5,
  /** … and as 4 good marks to 1 bad one: 80 % good conduct. */
  priorGood: 4,
  priorBad: 1,
  /** The score is 70 % turning up and 30 % conduct. */
  showShare: 0.7,
  /** An order is at risk when fewer than places − 0.5 workers are expected: the rounded turnout falls short. */
  riskMargin: 0.5,
} as const;

export type ReliabilityEventKind = 'worked' | 'no_show' | 'withdrew' | 'declined' | 'penalty' | 'rating' | 'suit';

/** One fact of a worker's history: a counted order worked, a refusal, a penalty, a mark, a suit check. */
export interface ReliabilityEvent {
  kind: ReliabilityEventKind;
  /** yyyy-MM-dd */
  date: string;
  /** A rating's mark (1–5) or a suit check's type (1, 0, −5). */
  value?: number;
}

/** Time-weighted counts: shows and misses of orders, good and bad conduct. */
export interface ReliabilitySums {
  shows: number;
  misses: number;
  good: number;
  bad: number;
}

export interface Reliability {
  /** 0–100, one decimal: what the picker orders by. */
  score: number;
  /** The probability the worker comes to an order he is on (0–1, four decimals). */
  p_show: number;
  /** Good conduct (0–1). */
  conduct: number;
}

const DAY_MS = 86_400_000;
const ageDays = (date: string, today: string) =>
  Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));

/** decisions.md: 'an event's weight is 0.5 ^ (age in days ÷ 90)'; an event dated ahead weighs as today's. */
export function decayWeight(days: number): number {
  return 0.5 ** (Math.max(0, days) / RELIABILITY.halfLifeDays);
}

/**
 * decisions.md: 'a counted order worked is a show; a no-show or being taken off after confirming is a
 * miss; a mark r of 1–5 is (r − 1) ÷ 4 good and (5 − r) ÷ 4 bad; a whole-form suit check is good, a
 * partial one half bad, none bad; a penalty is bad; a declined offer half bad' — each times its weight.
 */
export function eventSums(events: readonly ReliabilityEvent[], today: string): ReliabilitySums {
  const sums: ReliabilitySums = { shows: 0, misses: 0, good: 0, bad: 0 };
  for (const e of events) {
    const days = ageDays(e.date, today);
    if (days > RELIABILITY.horizonDays) continue;
    const w = decayWeight(days);
    const v = e.value ?? 0;
    if (e.kind === 'worked') sums.shows += w;
    else if (e.kind === 'no_show' || e.kind === 'withdrew') sums.misses += w;
    else if (e.kind === 'declined') sums.bad += 0.5 * w;
    else if (e.kind === 'penalty') sums.bad += w;
    else if (e.kind === 'rating') {
      sums.good += (w * (v - 1)) / 4;
      sums.bad += (w * (5 - v)) / 4;
    } else if (v === 1) sums.good += w;
    else sums.bad += v === 0 ? 0.5 * w : w;
  }
  return sums;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * decisions.md: 'p_show = (4 + shows) ÷ (4.5 + shows + misses); conduct = (4 + good) ÷ (5 + good +
 * bad); score = 100 × (0.7 × p_show + 0.3 × conduct)'.
 */
export function reliabilityFromSums(s: ReliabilitySums): Reliability {
  const r = RELIABILITY;
  const pShow = (r.priorShows + s.shows) / (r.priorShows + r.priorMisses + s.shows + s.misses);
  const conduct = (r.priorGood + s.good) / (r.priorGood + r.priorBad + s.good + s.bad);
  return {
    score: round(100 * (r.showShare * pShow + (1 - r.showShare) * conduct), 1),
    p_show: round(pShow, 4),
    conduct: round(conduct, 4),
  };
}

export function reliabilityOf(events: readonly ReliabilityEvent[], today: string): Reliability {
  return reliabilityFromSums(eventSums(events, today));
}

/** A worker with no history: what the picker and the turnout assume for him. */
export const NEWCOMER_RELIABILITY: Reliability = reliabilityFromSums({ shows: 0, misses: 0, good: 0, bad: 0 });

export interface Turnout {
  /** Places the order needs (its price lines' workers). */
  places: number;
  /** Places with a worker on them. */
  assigned: number;
  /** The sum of the assigned workers' probabilities of showing up (two decimals). */
  expected: number;
  at_risk: boolean;
}

/**
 * Issue 21: 'the expected turnout (the sum of the assigned workers' probabilities of showing up
 * against the places required)'. A place nobody took adds nothing.
 */
export function expectedTurnout(places: number, showProbabilities: readonly number[]): Turnout {
  const sum = showProbabilities.reduce((s, p) => s + p, 0);
  // The mark reads the exact sum (as the orders list's SQL filter does); the figure shown is rounded.
  return {
    places,
    assigned: showProbabilities.length,
    expected: round(sum, 2),
    at_risk: orderAtRisk({ places, expected: sum }),
  };
}

/**
 * The at-risk mark every screen shows (order card, daily schedule, the left column, the weekly
 * planning board): fewer workers expected than places − 0.5. An order without places is not at risk.
 */
export function orderAtRisk(turnout: Pick<Turnout, 'places' | 'expected'>): boolean {
  return turnout.places > 0 && turnout.expected < turnout.places - RELIABILITY.riskMargin;
}

const comma = (x: number, digits: number) => x.toFixed(digits).replace('.', ',');

/** «Ожидается 7,4 из 8» */
export function turnoutText(t: Pick<Turnout, 'places' | 'expected'>): string {
  return `Ожидается ${comma(t.expected, 1)} из ${t.places}`;
}

/** «92,5» and «вероятность выхода 96 %» as a person reads them. */
export function scoreText(score: number): string {
  return comma(score, 1);
}

export function showChanceText(pShow: number): string {
  return `${Math.round(pShow * 100)} %`;
}
