import { describe, expect, it } from 'vitest';
import {
  decayWeight,
  eventSums,
  expectedTurnout,
  NEWCOMER_RELIABILITY,
  orderAtRisk,
  type ReliabilityEvent,
  reliabilityFromSums,
  reliabilityOf,
  turnoutText,
} from './reliability.rule.ts';

const today = '2026-11-26';
const ev = (kind: ReliabilityEvent['kind'], date: string, value?: number): ReliabilityEvent => ({ kind, date, value });

describe('decayWeight (decisions.md "an event\'s weight is 0.5 ^ (age in days ÷ 90)")', () => {
  it.each([
    [0, 1],
    [90, 0.5],
    [180, 0.25],
    [-3, 1],
  ])('%i days → %f', (days, w) => {
    expect(decayWeight(days)).toBeCloseTo(w, 12);
  });
});

describe('reliability on a history where the answer is known', () => {
  it('a newcomer is 89 % likely to come and scores 86,2 ("4 shows and half a miss; 4 good to 1 bad")', () => {
    expect(NEWCOMER_RELIABILITY).toEqual({ score: 86.2, p_show: 0.8889, conduct: 0.8 });
  });

  it('ten orders worked today and five fives: p = 14 ÷ 14,5, conduct = 9 ÷ 10, score = 100 × (0,7p + 0,3c)', () => {
    const history = [
      ...Array.from({ length: 10 }, () => ev('worked', today)),
      ...Array.from({ length: 5 }, () => ev('rating', today, 5)),
    ];
    const r = reliabilityOf(history, today);
    expect(r.p_show).toBe(0.9655);
    expect(r.conduct).toBe(0.9);
    expect(r.score).toBe(Math.round(1000 * (0.7 * (14 / 14.5) + 0.3 * 0.9)) / 10);
  });

  it('a no-show 90 days ago weighs half of one yesterday (recent behaviour weighted most)', () => {
    const recent = reliabilityOf([ev('no_show', '2026-11-26')], today);
    const old = reliabilityOf([ev('no_show', '2026-08-28')], today);
    expect(recent.p_show).toBe(Number((4 / 5.5).toFixed(4)));
    expect(old.p_show).toBe(Number((4 / 5).toFixed(4)));
    expect(recent.score).toBeLessThan(old.score);
  });

  it('forgets what is older than 365 days', () => {
    expect(reliabilityOf([ev('no_show', '2025-11-25')], today)).toEqual(NEWCOMER_RELIABILITY);
    expect(reliabilityOf([ev('no_show', '2025-11-26')], today)).not.toEqual(NEWCOMER_RELIABILITY);
  });

  it('counts each kind of event as decisions.md says', () => {
    expect(eventSums([ev('withdrew', today)], today)).toEqual({ shows: 0, misses: 1, good: 0, bad: 0 });
    expect(eventSums([ev('declined', today)], today)).toEqual({ shows: 0, misses: 0, good: 0, bad: 0.5 });
    expect(eventSums([ev('penalty', today)], today)).toEqual({ shows: 0, misses: 0, good: 0, bad: 1 });
    expect(eventSums([ev('rating', today, 2)], today)).toEqual({ shows: 0, misses: 0, good: 0.25, bad: 0.75 });
    expect(eventSums([ev('suit', today, 1), ev('suit', today, 0), ev('suit', today, -5)], today)).toEqual({
      shows: 0,
      misses: 0,
      good: 1,
      bad: 1.5,
    });
  });

  it('orders a reliable worker above a newcomer and a newcomer above a frequent no-show', () => {
    const reliable = reliabilityOf(
      Array.from({ length: 20 }, () => ev('worked', '2026-11-01')),
      today,
    );
    const noShow = reliabilityOf(
      [ev('no_show', '2026-11-20'), ev('no_show', '2026-11-10'), ev('worked', '2026-11-01')],
      today,
    );
    expect(reliable.score).toBeGreaterThan(NEWCOMER_RELIABILITY.score);
    expect(NEWCOMER_RELIABILITY.score).toBeGreaterThan(noShow.score);
    expect(reliabilityFromSums({ shows: 0, misses: 0, good: 0, bad: 0 })).toEqual(NEWCOMER_RELIABILITY);
  });
});

describe('expected turnout and the at-risk mark (issue 21 item 6)', () => {
  it('"the sum of the assigned workers\' probabilities of showing up against the places required"', () => {
    expect(expectedTurnout(3, [0.9, 0.8, 0.95])).toEqual({ places: 3, assigned: 3, expected: 2.65, at_risk: false });
    expect(turnoutText({ places: 3, expected: 2.65 })).toBe('Ожидается 2,6 из 3');
  });

  it('is at risk when fewer than places − 0,5 workers are expected: an empty place, or unreliable workers', () => {
    expect(expectedTurnout(3, [0.9, 0.9]).at_risk).toBe(true);
    expect(expectedTurnout(4, [0.9, 0.85, 0.9, 0.8]).at_risk).toBe(true);
    expect(expectedTurnout(4, [0.9, 0.9, 0.9, 0.85]).at_risk).toBe(false);
    expect(orderAtRisk({ places: 0, expected: 0 })).toBe(false);
  });

  it('marks by the exact sum, not the rounded figure', () => {
    expect(orderAtRisk({ places: 3, expected: 2.4999 })).toBe(true);
    expect(expectedTurnout(3, [0.8333, 0.8333, 0.8333]).at_risk).toBe(true);
  });
});
