import { describe, expect, it } from 'vitest';
import { billedWorkHours } from './work-time.rule.ts';

describe('billedWorkHours', () => {
  it.each([
    [3, 0, '4'],
    [2, 1.5, '4'],
    [4, 0, '4'],
    [3.5, 1, '4.5'],
    ['6.25', '1.5', '7.75'],
    [0.1, 0.2, '4'],
    ['3.9', '0.2', '4.1'],
    ['8.50', '0', '8.5'],
    [10, 2, '12'],
    ['100.00', null, '100'],
    [null, null, '4'],
    ['', undefined, '4'],
  ])(
    'spec "Minimum billed work time of an order: 4 hours (pure_time plus trip_time, or 4 if less)": %j + %j → %s',
    (pure_time, trip_time, expected) => {
      expect(billedWorkHours({ pure_time, trip_time })).toBe(expected);
    },
  );

  it('adds without float drift: 3.7 + 0.6 is exactly 4.3', () => {
    expect(billedWorkHours({ pure_time: 3.7, trip_time: 0.6 })).toBe('4.3');
  });

  it('throws on a garbage time', () => {
    expect(() => billedWorkHours({ pure_time: 'четыре', trip_time: 0 })).toThrow();
  });
});
