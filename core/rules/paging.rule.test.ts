import { describe, expect, it } from 'vitest';
import { pageWindow, totalPages } from './paging.rule.ts';

describe('totalPages', () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [1000, 50, 20],
    [1001, 50, 21],
  ])('spec "total pages = ceil(total / limit), minimum 1": %i / %i → %i', (total, limit, expected) => {
    expect(totalPages(total, limit)).toBe(expected);
  });

  it.each([0, -5, Number.NaN])('rejects limit %s', (limit) => {
    expect(() => totalPages(10, limit)).toThrow(RangeError);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [99, 20, [16, 17, 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 5]],
  ])(
    'spec "paging (first, previous, about five page numbers around the current one, next, last)": page %i of %i → %j',
    (current, pages, expected) => {
      expect(pageWindow(current, pages)).toEqual(expected);
    },
  );

  it('takes another window size', () => {
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11]);
  });
});
