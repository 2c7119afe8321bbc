import { describe, expect, it } from 'vitest';
import { allInnocent, isRatingEditable, oldWorkersShareText } from './rating.rule.ts';

describe('isRatingEditable', () => {
  const now = new Date(2026, 10, 21, 12, 0);
  it.each([
    [null, true],
    ['', true],
    [new Date(2026, 10, 20, 12, 0), true],
    [new Date(2026, 9, 22, 12, 1), true],
    [new Date(2026, 9, 22, 12, 0), false],
    [new Date(2026, 8, 1), false],
    ['2026-10-23', true],
    ['2026-10-21', false],
  ])(
    'spec "Order rating can be edited only if rating_set_at is empty or was set less than 30 days ago": set %j → %s',
    (setAt, expected) => {
      expect(isRatingEditable(setAt, now)).toBe(expected);
    },
  );
});

describe('allInnocent', () => {
  it.each([
    [[1, 2, 3], [3, 2, 1], true],
    [[1, 2, 3], [1, 2, 3, 4], true],
    [[1, 2, 3], [1, 2], false],
    [[1], [], false],
    [[], [], false],
  ])(
    'spec "when all individuals of the order are chosen as innocent, the all-innocent flag is set": %j innocent %j → %s',
    (individuals, innocent, expected) => {
      expect(allInnocent(individuals, innocent)).toBe(expected);
    },
  );
});

describe('oldWorkersShareText', () => {
  it.each([
    [100, 'все'],
    [99.9, 'больше половины'],
    [51, 'больше половины'],
    [50, 'кто-то был'],
    [0.5, 'кто-то был'],
    [0, 'никого'],
  ])(
    "DESIGN.md \"old-workers share: 100 'все', > 50 'больше половины', > 0 'кто-то был', else 'никого'\": %s → %s",
    (percent, expected) => {
      expect(oldWorkersShareText(percent)).toBe(expected);
    },
  );
});
