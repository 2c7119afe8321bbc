import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATING_KOEFS,
  NO_FACTS,
  placePercent,
  progressPercent,
  type QualityFacts,
  qualityPeriods,
  qualityScores,
  ratingKoefErrors,
} from './quality.rule.ts';

const k = DEFAULT_RATING_KOEFS;
const facts = (f: Partial<QualityFacts>): QualityFacts => ({ ...NO_FACTS, ...f });

describe('qualityScores (docs/decisions.md «Issue 21: worker quality formulas»)', () => {
  it('"client = the mean client rating of the period": 5, 4, 4 → 4,33; none → absent', () => {
    expect(qualityScores(facts({ client_ratings: 3, client_rating_sum: 13 }), k).client).toBe(4.33);
    expect(qualityScores(facts({ assignments: 2 }), k).client).toBeNull();
  });

  it('"work = the mean work mark (4 without marks) + suit points × the sum of suit check types − penalty points × penalties"', () => {
    // marks 5 and 3 → 4; suits whole (1) and none (−5): 4 + 0,25 × (−4) = 3; one penalty: 3 − 0,5 = 2,5.
    expect(
      qualityScores(facts({ work_ratings: 2, work_rating_sum: 8, suit_checks: 2, suit_sum: -4, penalties: 1 }), k).work,
    ).toBe(2.5);
    expect(qualityScores(facts({ suit_checks: 1, suit_sum: 1 }), k).work).toBe(4.25);
    expect(qualityScores(facts({ work_ratings: 1, work_rating_sum: 5, suit_checks: 2, suit_sum: 2 }), k).work).toBe(5);
    expect(qualityScores(facts({ assignments: 1 }), k).work).toBeNull();
  });

  it('"reliability = 5 − the points of withdrawals, declines and no-shows; each kept within 0–5"', () => {
    expect(qualityScores(facts({ assignments: 4 }), k).reliability).toBe(5);
    // 5 − 0,75 − 0,25 − 1,5 = 2,5
    expect(qualityScores(facts({ withdrawals: 1, declines: 1, no_shows: 1 }), k).reliability).toBe(2.5);
    expect(qualityScores(facts({ no_shows: 4 }), k).reliability).toBe(0);
    expect(qualityScores(NO_FACTS, k).reliability).toBeNull();
  });

  it('"total = the weighted mean of the parts present, then raw × c + min(raw, 3) × (1 − c), c = hours ÷ (hours + confidence hours)"', () => {
    // client 5, work 4, reliability 5 at К 0,4 Т 0,3 Н 0,3 → raw 4,7; 40 h of 40 → c = 0,5: 4,7 × 0,5 + 3 × 0,5 = 3,85.
    const s = qualityScores(
      facts({
        client_ratings: 1,
        client_rating_sum: 5,
        work_ratings: 1,
        work_rating_sum: 4,
        assignments: 5,
        hours: 40,
      }),
      k,
    );
    expect(s.total).toBe(3.85);
    expect(s.weights).toEqual({ К: 0.4, Т: 0.3, Н: 0.3 });
    // 360 h → c = 0,9: 4,7 × 0,9 + 3 × 0,1 = 4,53.
    expect(
      qualityScores(
        facts({
          client_ratings: 1,
          client_rating_sum: 5,
          work_ratings: 1,
          work_rating_sum: 4,
          assignments: 5,
          hours: 360,
        }),
        k,
      ).total,
    ).toBe(4.53);
  });

  it('leaves a bad total as it is whatever the hours ("pulled down towards 3, never up"), and re-weighs the parts present', () => {
    const s = qualityScores(facts({ no_shows: 2, hours: 0 }), k);
    expect(s.reliability).toBe(2);
    expect(s.total).toBe(2);
    expect(s.weights).toEqual({ К: 0, Т: 0, Н: 1 });
  });

  it('has no total without any part, and none when every weight of the parts present is zero', () => {
    expect(qualityScores(NO_FACTS, k).total).toBeNull();
    expect(
      qualityScores(facts({ client_ratings: 1, client_rating_sum: 5 }), { ...k, client_weight: 0 }).total,
    ).toBeNull();
  });
});

describe('placePercent (spec 02 "place in ranking (shown as percent)")', () => {
  it.each([
    [1, 200, 0.5],
    [200, 200, 100],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 8000, 0.01],
    [3, 8000, 0.04],
  ])('rank %i of %i → %f %%', (rank, count, expected) => {
    expect(placePercent(rank, count)).toBe(expected);
  });
});

describe('progressPercent (spec 02 §4 "progress in percent (rounded up to a whole percent)")', () => {
  it.each([
    [0, 53, 0],
    [1, 53, 2],
    [1, 3, 34],
    [2, 3, 67],
    [52, 53, 99],
    [53, 53, 100],
    [0, 0, 100],
  ])('%i of %i → %i', (done, total, expected) => {
    expect(progressPercent(done, total)).toBe(expected);
  });
});

describe('qualityPeriods', () => {
  it('gives the month, the month before and the three months before, across a year end', () => {
    expect(qualityPeriods(2027, 2)).toEqual({
      current: { from: '2027-02-01', to: '2027-03-01' },
      prev: { from: '2027-01-01', to: '2027-02-01' },
      prev3: { from: '2026-11-01', to: '2027-02-01' },
    });
  });
});

describe('ratingKoefErrors', () => {
  it('takes the defaults, refuses a value out of range or not a number, and all weights at zero', () => {
    expect(ratingKoefErrors({ ...k })).toEqual({});
    expect(ratingKoefErrors({ ...k, no_show_points: 7 })).toEqual({ no_show_points: 'должно быть от 0 до 5' });
    expect(ratingKoefErrors({ ...k, client_weight: 'много' })).toEqual({ client_weight: 'укажите число' });
    expect(ratingKoefErrors({ ...k, client_weight: 0, work_weight: 0, reliability_weight: 0 })).toEqual({
      client_weight: 'хотя бы один вес (К, Т, Н) должен быть больше нуля',
    });
  });
});
