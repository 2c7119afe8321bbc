import { describe, expect, it } from 'vitest';
import { parseDateRanges, splitDateRange } from './date-range.rule.ts';

// Issue 22 Deliver: 'Dates accept -, – and — between the two ends.'
describe('splitDateRange', () => {
  it.each([
    ['01.12.2026 - 03.12.2026'],
    ['01.12.2026-03.12.2026'],
    ['01.12.2026 – 03.12.2026'],
    ['01.12.2026–03.12.2026'],
    ['01.12.2026 — 03.12.2026'],
    [' 1.12.2026 —3.12.2026 '],
  ])('reads %s with any of the three dashes', (text) => {
    expect(splitDateRange(text)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('reads a single day as a range of that day', () => {
    expect(splitDateRange('05.12.2026')).toEqual(['2026-12-05', '2026-12-05']);
  });

  it.each([['31.02.2026 - 03.03.2026'], ['01.12.2026 - 03.12.2026 - 05.12.2026'], ['завтра'], ['2026-12-01']])(
    'refuses %s',
    (text) => {
      expect(splitDateRange(text)).toBeNull();
    },
  );
});

describe('parseDateRanges', () => {
  it('reads ranges and days separated by commas, semicolons and lines', () => {
    expect(parseDateRanges('01.12.2026-02.12.2026, 05.12.2026;\n07.12.2026 — 08.12.2026')).toEqual({
      ok: true,
      ranges: [
        ['2026-12-01', '2026-12-02'],
        ['2026-12-05', '2026-12-05'],
        ['2026-12-07', '2026-12-08'],
      ],
    });
  });

  it('names the first bad part by its place, and an empty text', () => {
    expect(parseDateRanges('01.12.2026, 3 декабря')).toEqual({
      ok: false,
      message: 'Период 2: нужна дата дд.мм.гггг или две через дефис',
    });
    expect(parseDateRanges('  ')).toEqual({ ok: false, message: 'Укажите хотя бы одну дату' });
  });
});
